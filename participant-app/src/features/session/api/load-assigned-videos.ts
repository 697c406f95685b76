import { VIDEOS_PER_SESSION, type AssignedVideo } from '@vvq/contracts';
import { clearAssignedVideos, getUserId, getUserToken, storeAssignedVideos } from '../../../lib/session-storage';
import { startSession } from './start-session';

/**
 * Starts or reads the session and keeps session storage in step (spec section 4, "Dashboard load"):
 * exactly four videos are stored with videosAssigned 'true'; anything else clears the list and sets 'false'.
 * Returns the four videos, or null. Failures are logged only.
 */
export async function loadAssignedVideos(apiBase: string): Promise<AssignedVideo[] | null> {
  try {
    const result = await startSession(apiBase, getUserId(), getUserToken());
    if (Array.isArray(result?.videos) && result.videos.length === VIDEOS_PER_SESSION) {
      storeAssignedVideos(result.sessionId, result.videos);
      return result.videos;
    }
    console.warn('Session start did not return exactly four videos', result);
  } catch (error) {
    console.error('Session start failed', error);
  }
  clearAssignedVideos();
  return null;
}
