import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type CompletionResponse } from '@vvq/contracts';
import { readOnEveryVisit } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';

export function getCompletion(apiBase: string, userId: string): Promise<CompletionResponse> {
  return participantRequest<CompletionResponse>(apiBase, ApiRoutes.participantCompletion(userId));
}

/** The completion screen and the panel entry ask on every visit: a 409 (not every video rated yet) is an answer, not retried. */
export function completionQueryOptions(apiBase: string, userId: string) {
  return queryOptions({
    queryKey: ['participant', userId, 'completion'],
    queryFn: () => getCompletion(apiBase, userId),
    ...readOnEveryVisit,
  });
}
