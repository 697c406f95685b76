import { ApiRoutes, type AdminUserRow } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Every page of the users list is cached under this key. */
export const USERS_KEY = ['admin', 'users'] as const;

/** Every participant (the spec's call, unpaged); a non-list answer reads as no users. */
export async function getUsers(apiBase: string): Promise<AdminUserRow[]> {
  const list = await adminRequest<unknown>(apiBase, ApiRoutes.admin.users);
  return Array.isArray(list) ? (list as AdminUserRow[]) : [];
}
