import { ApiRoutes, type SignupRequest, type SignupResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

export function signup(apiBase: string, body: SignupRequest): Promise<SignupResponse> {
  return apiRequest<SignupResponse>(apiBase, ApiRoutes.signup, { method: 'POST', body });
}
