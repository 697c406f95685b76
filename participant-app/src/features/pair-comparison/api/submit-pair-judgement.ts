import { MethodRoutes, type PairJudgementBody, type PairJudgementResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function submitPairJudgement(
  apiBase: string,
  pairTrialId: number,
  body: PairJudgementBody,
): Promise<PairJudgementResponse> {
  return participantRequest<PairJudgementResponse>(apiBase, MethodRoutes.pairJudgement(pairTrialId), {
    method: 'POST',
    body,
  });
}
