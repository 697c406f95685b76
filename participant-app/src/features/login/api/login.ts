import { useMutation } from '@tanstack/react-query';
import { ApiRoutes, type LoginRequest, type LoginResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';

/** Fields may be missing on a misbehaving server; the page checks user_id before storing anything. */
export function login(apiBase: string, body: LoginRequest): Promise<Partial<LoginResponse>> {
  return apiRequest<Partial<LoginResponse>>(apiBase, ApiRoutes.login, { method: 'POST', body });
}

/** The login through the page's QueryClient (never retried, as every mutation). */
export function useLogin() {
  const apiBase = useApiBase();
  return useMutation({ mutationFn: (body: LoginRequest) => login(apiBase, body) });
}
