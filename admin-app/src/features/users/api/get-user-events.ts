import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type UserEvent } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** A non-list answer reads as no events. */
export async function getUserEvents(apiBase: string): Promise<UserEvent[]> {
  const list = await adminRequest<unknown>(apiBase, ApiRoutes.admin.userEvents);
  return Array.isArray(list) ? (list as UserEvent[]) : [];
}

export function userEventsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['admin', 'user-events'],
    queryFn: () => getUserEvents(apiBase),
    meta: { errorLog: 'Error fetching user events' },
  });
}
