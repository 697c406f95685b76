import type { AdminUserRow } from '@vvq/contracts';
import { userLabel } from './user-label';

/**
 * Case-insensitive match on the id or the e-mail (a panel account: its panel id): how an admin finds the participant
 * who withdraws consent.
 */
export function filterUsers(users: AdminUserRow[], query: string): AdminUserRow[] {
  const q = query.trim().toLowerCase();
  if (!q) return users;
  return users.filter((u) => String(u.id) === q || userLabel(u).toLowerCase().includes(q));
}
