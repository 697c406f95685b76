import { ApiRoutes, type LoginRequest, type LoginResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

/** Fields may be missing on a misbehaving server; the page checks user_id before storing anything. */
export function login(apiBase: string, body: LoginRequest): Promise<Partial<LoginResponse>> {
  return apiRequest<Partial<LoginResponse>>(apiBase, ApiRoutes.login, { method: 'POST', body });
}
