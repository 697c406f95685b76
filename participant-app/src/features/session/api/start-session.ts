import { ApiRoutes, type SessionStartResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

/** Starts (or re-reads) the participant's session of four assigned videos. */
export async function startSession(
  apiBase: string,
  userId: string | null,
  token: string | null,
): Promise<SessionStartResponse> {
  // Spec section 5: without a stored user_id the call is not even attempted.
  if (!userId) throw new Error('No user_id in sessionStorage');
  return participantRequest<SessionStartResponse>(apiBase, ApiRoutes.sessionStart, {
    method: 'POST',
    body: { userId: Number(userId) },
    token,
  });
}
