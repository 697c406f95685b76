import { ApiRoutes, type DistortionExample } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function getDistortionExamples(apiBase: string, token: string | null): Promise<DistortionExample[]> {
  return participantRequest<DistortionExample[]>(apiBase, ApiRoutes.distortionExamples, { token });
}
