import { ApiError } from '../api/api-error';
import { apiRequest, apiResponse, type ApiRequestOptions, type ApiResponse } from '../api/api-client';

/**
 * One signed-in area of the product (the participant's or the admin's): where its bearer token is kept, how its
 * session ends and where its cached answers live. Each remote describes its area once; `authorizedRequest`,
 * `withSessionExpiry` and `useSessionExpiredRedirect` then treat a refused token the same way everywhere.
 */
export interface AuthArea {
  /** The stored bearer token, read at call time (a login in another screen is picked up at once). */
  readToken(): string | null;
  /** Forgets the stored session; the area's guards then see a logged-out visitor. */
  clearSession(): void;
  /** Fired on window after the server refused the token, so the area's routes can send the user to its login. */
  readonly expiredEvent: string;
  /** First element of the query keys holding this area's answers, dropped from the cache when the session ends. */
  readonly cacheScope: string;
}

/** The API's answer to an expired, revoked or forged token. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Runs one call of the area. A 401 means the stored session is useless: it is cleared and announced before the error
 * is rethrown, so the caller still stops its own work (and must not show an error of its own, see isUnauthorized).
 */
export async function withSessionExpiry<T>(area: AuthArea, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnauthorized(error)) {
      area.clearSession();
      window.dispatchEvent(new Event(area.expiredEvent));
    }
    throw error;
  }
}

/** apiRequest with the area's bearer token and its 401 handling: every call of a signed-in area goes through here. */
export function authorizedRequest<T>(
  area: AuthArea,
  apiBase: string,
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<T> {
  return withSessionExpiry(area, () => apiRequest<T>(apiBase, path, { ...options, token: area.readToken() }));
}

/** authorizedRequest that also hands back the response headers (a paged list's total). */
export function authorizedResponse<T>(
  area: AuthArea,
  apiBase: string,
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<ApiResponse<T>> {
  return withSessionExpiry(area, () =>
    apiResponse<T>(apiBase, path, { ...options, token: area.readToken() }),
  );
}
