import { authorizedRequest, type ApiRequestOptions, type AuthArea } from '@vvq/ui';
import { clearParticipantSession, getUserToken } from './session-storage';

/** Fired on window when the server refuses the participant's token; the routes answer with /login. */
export const SESSION_EXPIRED_EVENT = 'vvq:participant-session-expired';

/**
 * The participant's signed-in area for @vvq/ui's one 401 handling: a refused token (expired, or the account is gone)
 * clears the stored session, drops the cached 'participant' answers and sends the visitor to /login.
 */
export const participantArea: AuthArea = {
  readToken: getUserToken,
  clearSession: clearParticipantSession,
  expiredEvent: SESSION_EXPIRED_EVENT,
  cacheScope: 'participant',
};

/** Every call made with the participant's token. */
export function participantRequest<T>(
  apiBase: string,
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<T> {
  return authorizedRequest<T>(participantArea, apiBase, path, options);
}
