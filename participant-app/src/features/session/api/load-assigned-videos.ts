import { queryOptions } from '@tanstack/react-query';
import { PARTICIPANT_CLOSED_MESSAGE, PARTICIPANT_CLOSED_STATUS, type AssignedVideo } from '@vvq/contracts';
import { readOnEveryVisit } from '@vvq/ui';
import {
  clearAssignedVideos,
  getUserId,
  storeAssignedVideos,
  storeVideosPerSession,
} from '../../../lib/session-storage';
import { markStudyClosed } from '../../../lib/study-closed';
import { isFullSession } from '../utils/full-session';
import { startSession } from './start-session';

/**
 * What the dashboard's session start found. `videos`: the session's videos when it holds exactly four (the only
 * list the spec stores and navigates with), else null. `assigned`: every video the server answered, however many
 * (none when the catalogue is empty, fewer when it ran out), or null when the start failed — so the dashboard can say
 * what happened and see that every video is already rated.
 */
export interface SessionAssignment {
  videos: AssignedVideo[] | null;
  assigned: AssignedVideo[] | null;
}

/**
 * Starts or reads the session and keeps session storage in step (spec section 4, "Dashboard load"):
 * exactly four videos are stored with videosAssigned 'true'; anything else clears the list and sets 'false'.
 * Failures are logged only.
 */
export async function loadAssignedVideos(apiBase: string): Promise<SessionAssignment> {
  let assigned: AssignedVideo[] | null = null;
  try {
    const result = await startSession(apiBase, getUserId());
    // Live gating stopped this participant: remember the neutral text the dashboard shows.
    if (result?.status === PARTICIPANT_CLOSED_STATUS)
      markStudyClosed(result.message ?? PARTICIPANT_CLOSED_MESSAGE);
    if (Number.isInteger(result?.videos_per_session) && (result.videos_per_session as number) >= 1)
      storeVideosPerSession(result.videos_per_session as number);
    if (Array.isArray(result?.videos)) assigned = result.videos;
    if (assigned && isFullSession(assigned)) {
      storeAssignedVideos(result.sessionId, assigned);
      return { videos: assigned, assigned };
    }
    console.warn('Session start did not return exactly four videos', result);
  } catch (error) {
    console.error('Session start failed', error);
  }
  clearAssignedVideos();
  return { videos: null, assigned };
}

/**
 * The dashboard's session start: on every visit, never retried by TanStack Query — the spec's own second try belongs
 * to the Rate Videos click (use-dashboard.ts), and a session start is a POST.
 */
export function assignedVideosQueryOptions(apiBase: string, userId: string | null) {
  return queryOptions({
    queryKey: ['participant', userId, 'session', 'assigned'],
    queryFn: () => loadAssignedVideos(apiBase),
    ...readOnEveryVisit,
    retry: false,
  });
}
