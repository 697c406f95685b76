import { useMutation } from '@tanstack/react-query';
import { ApiRoutes, type QuestionnaireRequest, type QuestionnaireSubmitResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';
import { useApiBase } from '../../../lib/use-api-base';

export function submitQuestionnaire(
  apiBase: string,
  body: QuestionnaireRequest,
): Promise<QuestionnaireSubmitResponse> {
  return participantRequest<QuestionnaireSubmitResponse>(apiBase, ApiRoutes.questionnaire, {
    method: 'POST',
    body,
  });
}

/** The questionnaire answers through the page's QueryClient (never retried, as every mutation). */
export function useSubmitQuestionnaire() {
  const apiBase = useApiBase();
  return useMutation({ mutationFn: (body: QuestionnaireRequest) => submitQuestionnaire(apiBase, body) });
}
