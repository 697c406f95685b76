import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AdminListQuery, type StoredRating } from '@vvq/contracts';
import { fetchListPage } from '../../../lib/admin-list-page';

/** One page of all ratings (newest first), filtered on the server; a non-list answer reads as no ratings. */
export function getFeedbackPage(apiBase: string, query: AdminListQuery) {
  return fetchListPage<StoredRating>(apiBase, ApiRoutes.admin.viewFeedback, query, (data) =>
    Array.isArray(data) ? (data as StoredRating[]) : [],
  );
}

/** The previous page stays on screen while the next one loads. */
export function feedbackPageQueryOptions(apiBase: string, query: AdminListQuery) {
  return queryOptions({
    queryKey: ['admin', 'feedback', 'all', 'page', query],
    queryFn: () => getFeedbackPage(apiBase, query),
    placeholderData: keepPreviousData,
  });
}
