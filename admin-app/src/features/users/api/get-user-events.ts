import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AdminListQuery, type UserEvent } from '@vvq/contracts';
import { fetchListPage } from '../../../lib/admin-list-page';
import { adminRequest } from '../../../lib/admin-request';

/** A non-list answer reads as no events. */
const toEvents = (data: unknown): UserEvent[] => (Array.isArray(data) ? (data as UserEvent[]) : []);

/** Every event (the spec's call); the users screen reads them a page at a time (getUserEventsPage). */
export async function getUserEvents(apiBase: string): Promise<UserEvent[]> {
  return toEvents(await adminRequest<unknown>(apiBase, ApiRoutes.admin.userEvents));
}

/** One page of the events, paged on the server like the other admin lists (total in X-Total-Count). */
export function getUserEventsPage(apiBase: string, query: AdminListQuery) {
  return fetchListPage<UserEvent>(apiBase, ApiRoutes.admin.userEvents, query, toEvents);
}

/** The previous page stays on the chart while the next one loads. */
export function userEventsPageQueryOptions(apiBase: string, query: AdminListQuery) {
  return queryOptions({
    queryKey: ['admin', 'user-events', 'page', query],
    queryFn: () => getUserEventsPage(apiBase, query),
    placeholderData: keepPreviousData,
    meta: { errorLog: 'Error fetching user events' },
  });
}
