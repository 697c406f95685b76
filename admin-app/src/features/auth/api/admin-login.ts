import { ApiRoutes, type AdminLoginRequest, type AdminLoginResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

export function adminLogin(
  apiBase: string,
  body: AdminLoginRequest,
): Promise<Partial<AdminLoginResponse> | null> {
  return apiRequest<Partial<AdminLoginResponse> | null>(apiBase, ApiRoutes.admin.login, {
    method: 'POST',
    body,
  });
}
