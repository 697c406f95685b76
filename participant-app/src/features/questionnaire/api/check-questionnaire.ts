import { ApiRoutes, type CheckQuestionnaireResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

export function checkQuestionnaire(
  apiBase: string,
  userId: string,
  token: string | null,
): Promise<CheckQuestionnaireResponse> {
  return apiRequest<CheckQuestionnaireResponse>(apiBase, ApiRoutes.checkQuestionnaire(userId), { token });
}
