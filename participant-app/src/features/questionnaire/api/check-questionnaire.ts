import { ApiRoutes, type CheckQuestionnaireResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function checkQuestionnaire(
  apiBase: string,
  userId: string,
  token: string | null,
): Promise<CheckQuestionnaireResponse> {
  return participantRequest<CheckQuestionnaireResponse>(apiBase, ApiRoutes.checkQuestionnaire(userId), { token });
}
