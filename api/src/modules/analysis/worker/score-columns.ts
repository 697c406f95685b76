import type { ScoreRecord, VideoAttributes } from '@vvq/subjective';
import { pseudonymFor } from '../export/pseudonym.js';
import type { ScoreColumns } from './analysis-task.js';

/** One score as the database gives it. */
interface ScoreOf {
  user_id: number;
  video_id: number;
  score: number;
}

/** The attributes of a video as the analysis shows them (a catalogue row, or a score row that carries them). */
type VideoFields = Omit<VideoAttributes, 'video_id'>;

/**
 * Event-loop side: scores → columns and the distinct videos, in one pass without an object per score (at study scale
 * those objects were most of what a cache miss cost the event loop). A score whose video `videoOf` does not know is
 * left out.
 */
export function toScoreColumns(
  scores: readonly ScoreOf[],
  videoOf: (videoId: number) => VideoFields | undefined,
): { columns: ScoreColumns; videos: VideoAttributes[] } {
  const columns: ScoreColumns = {
    userIds: new Float64Array(scores.length),
    videoIds: new Float64Array(scores.length),
    scores: new Float64Array(scores.length),
  };
  const videos = new Map<number, VideoAttributes>();
  let n = 0;
  for (const s of scores) {
    const v = videoOf(s.video_id);
    if (!v) continue;
    columns.userIds[n] = s.user_id;
    columns.videoIds[n] = s.video_id;
    columns.scores[n] = s.score;
    n += 1;
    if (!videos.has(s.video_id)) {
      const { content, view, compression_type, qp, url, label, attributes } = v;
      videos.set(s.video_id, {
        video_id: s.video_id,
        content,
        view,
        compression_type,
        qp,
        url,
        label,
        // Present only when the analysis groups by an attribute (the task stays as small as before otherwise).
        ...(attributes ? { attributes } : {}),
      });
    }
  }
  const trimmed =
    n === scores.length
      ? columns
      : {
          userIds: columns.userIds.slice(0, n),
          videoIds: columns.videoIds.slice(0, n),
          scores: columns.scores.slice(0, n),
        };
  return { columns: trimmed, videos: [...videos.values()] };
}

/** Worker side: columns → the engine's input; the presentation is the video id as a string. */
export function fromScoreColumns(
  columns: ScoreColumns,
  videos: readonly VideoAttributes[],
  pseudonymKey: string,
): { scores: ScoreRecord[]; attributes: Map<string, VideoAttributes>; userIds: Map<string, number> } {
  const attributes = new Map(videos.map((v) => [String(v.video_id), v]));
  const observerOf = new Map<number, string>();
  const userIds = new Map<string, number>();
  const scores: ScoreRecord[] = new Array<ScoreRecord>(columns.scores.length);
  for (let i = 0; i < columns.scores.length; i += 1) {
    const userId = columns.userIds[i];
    let observer = observerOf.get(userId);
    if (observer === undefined) {
      observer = pseudonymFor(userId, pseudonymKey);
      observerOf.set(userId, observer);
      userIds.set(observer, userId);
    }
    scores[i] = { observer, presentation: String(columns.videoIds[i]), score: columns.scores[i] };
  }
  return { scores, attributes, userIds };
}
