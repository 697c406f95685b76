import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AssignedVideo, type SessionStartResponse } from '@vvq/contracts';
import { readOnEveryVisit } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';

/** Starts (or re-reads) the participant's session of four assigned videos. */
export async function startSession(apiBase: string, userId: string | null): Promise<SessionStartResponse> {
  // Spec section 5: without a stored user_id the call is not even attempted.
  if (!userId) throw new Error('No user_id in sessionStorage');
  return participantRequest<SessionStartResponse>(apiBase, ApiRoutes.sessionStart, {
    method: 'POST',
    body: { userId: Number(userId) },
  });
}

/** The session's current list of videos; an answer without a list is a failure. */
export async function refreshSession(apiBase: string, userId: string | null): Promise<AssignedVideo[]> {
  const result = await startSession(apiBase, userId);
  if (!Array.isArray(result?.videos)) throw new Error('Session refresh returned no video list');
  return result.videos;
}

/**
 * Spec section 4, "Rate screen entry: refresh the session": asked on every entry and never retried (a failure sends
 * the participant back to the dashboard at once).
 */
export function sessionRefreshQueryOptions(apiBase: string, userId: string | null) {
  return queryOptions({
    queryKey: ['participant', userId, 'session', 'refresh'],
    queryFn: () => refreshSession(apiBase, userId),
    ...readOnEveryVisit,
    retry: false,
  });
}
