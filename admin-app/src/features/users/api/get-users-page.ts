import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AdminListQuery, type AdminUserRow } from '@vvq/contracts';
import { fetchListPage } from '../../../lib/admin-list-page';
import { USERS_KEY } from './get-users';

/** One page of the users table, filtered on the server; a non-list answer reads as no users. */
export function getUsersPage(apiBase: string, query: AdminListQuery) {
  return fetchListPage<AdminUserRow>(apiBase, ApiRoutes.admin.users, query, (data) =>
    Array.isArray(data) ? (data as AdminUserRow[]) : [],
  );
}

/** Keyed under USERS_KEY so a delete refreshes every page; the previous page stays on screen while the next loads. */
export function usersPageQueryOptions(apiBase: string, query: AdminListQuery) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'page', query],
    queryFn: () => getUsersPage(apiBase, query),
    placeholderData: keepPreviousData,
    meta: { errorLog: 'Error fetching users' },
  });
}
