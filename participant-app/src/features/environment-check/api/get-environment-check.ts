import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type EnvironmentCheckStatus } from '@vvq/contracts';
import { readOnEveryVisit } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';

export function getEnvironmentCheck(apiBase: string, userId: string): Promise<EnvironmentCheckStatus> {
  return participantRequest<EnvironmentCheckStatus>(apiBase, ApiRoutes.participantEnvironmentCheck(userId));
}

/** Read on every visit: whether this participant still has to run the check is the server's to say. */
export function environmentCheckQueryOptions(apiBase: string, userId: string) {
  return queryOptions({
    queryKey: ['participant', userId, 'environment-check'],
    queryFn: () => getEnvironmentCheck(apiBase, userId),
    ...readOnEveryVisit,
    meta: { errorLog: 'Environment check status load failed' },
  });
}
