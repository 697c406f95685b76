import { ApiRoutes, type QuestionnaireRequest, type QuestionnaireSubmitResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function submitQuestionnaire(
  apiBase: string,
  body: QuestionnaireRequest,
): Promise<QuestionnaireSubmitResponse> {
  return participantRequest<QuestionnaireSubmitResponse>(apiBase, ApiRoutes.questionnaire, {
    method: 'POST',
    body,
  });
}
