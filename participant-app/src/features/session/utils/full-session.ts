import { getVideosPerSession } from '../../../lib/session-storage';

/**
 * Whether a session's list holds all its videos: the spec's four by default, else the `videos_per_session` the last
 * session start reported (which counts the gold and trap items too: they are never revealed, so they count like
 * scored ones), with training items (off by default, each carrying its kind) on top. The server decides what a
 * session holds; a shorter list is still refused.
 */
export function isFullSession(videos: readonly unknown[], perSession = getVideosPerSession()): boolean {
  const notTraining = videos.filter((v) => (v as { kind?: unknown } | null)?.kind !== 'training');
  return notTraining.length >= perSession;
}
