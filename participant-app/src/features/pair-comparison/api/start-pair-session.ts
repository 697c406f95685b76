import { queryOptions } from '@tanstack/react-query';
import { MethodRoutes, type PairSessionResponse } from '@vvq/contracts';
import { readOnEveryVisit } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';

/** Starts (or re-reads) the participant's pair session: the pairs to compare, judged ones included. */
export function startPairSession(apiBase: string, userId: string | null): Promise<PairSessionResponse> {
  if (!userId) throw new Error('No user_id in sessionStorage');
  return participantRequest<PairSessionResponse>(apiBase, MethodRoutes.pairSession, {
    method: 'POST',
    body: { userId: Number(userId) },
  });
}

/** Read on every entry of the compare screen, so a judgement made elsewhere shows as submitted. */
export function pairSessionQueryOptions(apiBase: string, userId: string | null) {
  return queryOptions({
    queryKey: ['participant', userId, 'pair-session'],
    queryFn: () => startPairSession(apiBase, userId),
    ...readOnEveryVisit,
    retry: false,
  });
}
