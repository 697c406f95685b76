import { ApiError, apiRequest, type ApiRequestOptions } from '@vvq/ui';
import { clearParticipantSession } from './session-storage';

/** Fired on window when the server refuses the participant's token; the routes answer with /login. */
export const SESSION_EXPIRED_EVENT = 'vvq:participant-session-expired';

/**
 * apiRequest for calls made with the participant's token. A 401 means the token expired or the account is gone:
 * the stored session is useless, so it is cleared (the guards then see a logged-out visitor) before rethrowing.
 */
export async function participantRequest<T>(apiBase: string, path: string, options: ApiRequestOptions): Promise<T> {
  try {
    return await apiRequest<T>(apiBase, path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearParticipantSession();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
    throw error;
  }
}
