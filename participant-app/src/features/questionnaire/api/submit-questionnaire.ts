import { ApiRoutes, type QuestionnaireRequest, type QuestionnaireSubmitResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

export function submitQuestionnaire(
  apiBase: string,
  body: QuestionnaireRequest,
  token: string | null,
): Promise<QuestionnaireSubmitResponse> {
  return apiRequest<QuestionnaireSubmitResponse>(apiBase, ApiRoutes.questionnaire, { method: 'POST', body, token });
}
