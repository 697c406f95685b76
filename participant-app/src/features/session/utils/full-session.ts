import { getVideosPerSession } from '../../../lib/session-storage';

/**
 * Whether a session's list holds all its videos: the study's scored count (the spec's four by default, else the
 * `videos_per_session` the last session start reported), with training, gold and trap items (issue 11, off by
 * default) on top — training ones carry their kind, gold and trap ones are never revealed, so they count like scored
 * ones. The server decides what a session holds; a shorter list is still refused.
 */
export function isFullSession(videos: readonly unknown[], perSession = getVideosPerSession()): boolean {
  const notTraining = videos.filter((v) => (v as { kind?: unknown } | null)?.kind !== 'training');
  return notTraining.length >= perSession;
}
