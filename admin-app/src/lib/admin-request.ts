import {
  authorizedRequest,
  authorizedResponse,
  type ApiRequestOptions,
  type ApiResponse,
  type AuthArea,
} from '@vvq/ui';
import { ADMIN_UNAUTHORIZED_EVENT, clearAdminSession, readAdminToken } from './admin-session';

/**
 * The admin's signed-in area for @vvq/ui's one 401 handling: an expired or revoked admin token clears the admin
 * session, drops the cached 'admin' answers and sends the admin back to /admin/login.
 */
export const adminArea: AuthArea = {
  readToken: readAdminToken,
  clearSession: clearAdminSession,
  expiredEvent: ADMIN_UNAUTHORIZED_EVENT,
  cacheScope: 'admin',
};

/** Every admin call except login. The error of a 401 is still thrown so the caller stops its own work. */
export function adminRequest<T>(
  apiBase: string,
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<T> {
  return authorizedRequest<T>(adminArea, apiBase, path, options);
}

/** adminRequest that also hands back the response headers (a paged list's total). */
export function adminResponse<T>(
  apiBase: string,
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<ApiResponse<T>> {
  return authorizedResponse<T>(adminArea, apiBase, path, options);
}

export { isUnauthorized } from '@vvq/ui';
