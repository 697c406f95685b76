import { useMutation } from '@tanstack/react-query';
import { ApiRoutes, type SignupRequest, type SignupResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';

export function signup(apiBase: string, body: SignupRequest): Promise<SignupResponse> {
  return apiRequest<SignupResponse>(apiBase, ApiRoutes.signup, { method: 'POST', body });
}

/** The signup through the page's QueryClient (never retried: a repeated POST could register twice). */
export function useSignup() {
  const apiBase = useApiBase();
  return useMutation({ mutationFn: (body: SignupRequest) => signup(apiBase, body) });
}
