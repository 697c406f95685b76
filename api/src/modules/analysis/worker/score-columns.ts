import type { ScoreRow } from '../analysis-data.repository.js';
import type { ScoreRecord, VideoAttributes } from '../engine/presentation-units.js';
import { pseudonymFor } from '../export/pseudonym.js';
import type { ScoreColumns } from './analysis-task.js';

/** Event-loop side: database rows → columns and the distinct videos (one pass, no per-row objects kept). */
export function toScoreColumns(rows: readonly ScoreRow[]): {
  columns: ScoreColumns;
  videos: VideoAttributes[];
} {
  const columns: ScoreColumns = {
    userIds: new Float64Array(rows.length),
    videoIds: new Float64Array(rows.length),
    scores: new Float64Array(rows.length),
  };
  const videos = new Map<number, VideoAttributes>();
  rows.forEach((r, i) => {
    columns.userIds[i] = r.user_id;
    columns.videoIds[i] = r.video_id;
    columns.scores[i] = r.score;
    if (!videos.has(r.video_id)) {
      const { video_id, content, view, compression_type, qp, url, label } = r;
      videos.set(r.video_id, { video_id, content, view, compression_type, qp, url, label });
    }
  });
  return { columns, videos: [...videos.values()] };
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
