import { ApiError, apiRequest, type ApiRequestOptions } from '@vvq/ui';
import { ADMIN_UNAUTHORIZED_EVENT, clearAdminSession, readAdminToken } from './admin-session';

/**
 * Every admin call except login: sends the admin bearer token, and on a 401 (expired or invalid token) clears the
 * admin session and tells the routes to send the admin to the login page. The error is still thrown so the caller
 * stops its own work.
 */
export async function adminRequest<T>(
  apiBase: string,
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<T> {
  try {
    return await apiRequest<T>(apiBase, path, { ...options, token: readAdminToken() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearAdminSession();
      window.dispatchEvent(new Event(ADMIN_UNAUTHORIZED_EVENT));
    }
    throw error;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
