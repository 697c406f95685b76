import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type ScreenOutResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function screenOut(apiBase: string, userId: string, reason: string): Promise<ScreenOutResponse> {
  return participantRequest<ScreenOutResponse>(apiBase, ApiRoutes.participantScreenOut(userId), {
    method: 'POST',
    body: { reason },
  });
}

/**
 * Recording a screen-out is idempotent on the server (the first reason is kept), so the screen-out page sends it as
 * a query: once per participant and reason however often the page renders, and its answer is where to go next.
 */
export function screenOutQueryOptions(apiBase: string, userId: string, reason: string) {
  return queryOptions({
    queryKey: ['participant', userId, 'screen-out', reason],
    queryFn: () => screenOut(apiBase, userId, reason),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
