import type { AdminUserRow } from '@vvq/contracts';

/** Case-insensitive match on the id or the e-mail: how an admin finds the participant who withdraws consent. */
export function filterUsers(users: AdminUserRow[], query: string): AdminUserRow[] {
  const q = query.trim().toLowerCase();
  if (!q) return users;
  return users.filter((u) => String(u.id) === q || u.email.toLowerCase().includes(q));
}
