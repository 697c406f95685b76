import { useQuery } from '@tanstack/react-query';
import type { AdminListQuery } from '@vvq/contracts';
import { USER_EVENTS_PAGE_SIZE } from '../../../config/constants';
import { useClampPage, useServerList } from '../../../hooks/use-server-list';
import { useApiBase } from '../../../lib/use-api-base';
import { userEventsPageQueryOptions } from '../api/get-user-events';

/**
 * The events chart's data, one server page at a time: page 1 holds the newest USER_EVENTS_PAGE_SIZE events, the
 * next pages older ones. A study's events grow with every login, so the screen never asks for all of them.
 */
export function useUserEvents() {
  const apiBase = useApiBase();
  const list = useServerList(USER_EVENTS_PAGE_SIZE);
  const query: AdminListQuery = { ...list.query, order: 'desc' };
  const events = useQuery(userEventsPageQueryOptions(apiBase, query));
  const pager = list.pager(events.data?.rows ?? [], events.data?.total ?? 0);
  useClampPage(pager, events.data !== undefined);
  return {
    // null until the events arrive (the chart is drawn 500 ms after that); a failure is only logged.
    events: events.data?.rows ?? null,
    pager,
  };
}
