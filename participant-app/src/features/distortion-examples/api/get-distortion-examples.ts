import { ApiRoutes, type DistortionExample } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

export function getDistortionExamples(apiBase: string, token: string | null): Promise<DistortionExample[]> {
  return apiRequest<DistortionExample[]>(apiBase, ApiRoutes.distortionExamples, { token });
}
