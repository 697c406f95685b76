import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AdminListQuery, type AdminVideoRow } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { fetchListPage } from '../../../lib/admin-list-page';

/** One page of the videos table, filtered on the server; a non-list answer is an UnexpectedResponseError. */
export function getVideosPage(apiBase: string, query: AdminListQuery) {
  return fetchListPage(apiBase, ApiRoutes.admin.videos, query, (data) =>
    expectList<AdminVideoRow>(data, 'admin videos'),
  );
}

/** The previous page stays on screen while the next one loads. */
export function videosPageQueryOptions(apiBase: string, query: AdminListQuery) {
  return queryOptions({
    queryKey: ['admin', 'videos', 'page', query],
    queryFn: () => getVideosPage(apiBase, query),
    placeholderData: keepPreviousData,
  });
}
