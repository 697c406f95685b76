import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AdminUserRow } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export const USERS_KEY = ['admin', 'users'] as const;

/** A non-list answer reads as no users (the screen only logs failures). */
export async function getUsers(apiBase: string): Promise<AdminUserRow[]> {
  const list = await adminRequest<unknown>(apiBase, ApiRoutes.admin.users);
  return Array.isArray(list) ? (list as AdminUserRow[]) : [];
}

export function usersQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: USERS_KEY,
    queryFn: () => getUsers(apiBase),
    meta: { errorLog: 'Error fetching users' },
  });
}
