import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type CheckQuestionnaireResponse } from '@vvq/contracts';
import { readOnEveryVisit } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';
import { setHasSubmitted } from '../../../lib/session-storage';

export function checkQuestionnaire(
  apiBase: string,
  userId: string,
): Promise<CheckQuestionnaireResponse | null> {
  return participantRequest<CheckQuestionnaireResponse | null>(apiBase, ApiRoutes.checkQuestionnaire(userId));
}

/**
 * Spec section 4, "Dashboard load": while the questionnaire is not marked submitted locally, the server is asked on
 * every dashboard visit and its flag is stored. A failure is only logged.
 */
export function questionnaireStatusQueryOptions(apiBase: string, userId: string) {
  return queryOptions({
    queryKey: ['participant', userId, 'questionnaire-status'],
    queryFn: async (): Promise<boolean> => {
      const submitted = (await checkQuestionnaire(apiBase, userId))?.hasSubmitted === true;
      setHasSubmitted(submitted);
      return submitted;
    },
    ...readOnEveryVisit,
    meta: { errorLog: 'Questionnaire status check failed' },
  });
}
