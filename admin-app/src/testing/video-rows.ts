import type { AdminVideoRow } from '@vvq/contracts';

/** A row of GET /admin/videos for a video nobody has rated yet (Longdress, front, texture, QP 20 + id). */
export function unratedVideoRow(id: number): AdminVideoRow {
  return {
    video_id: id,
    content: 'Longdress',
    view: 'front',
    compression_type: 'texture',
    qp: String(20 + id),
    ratings_count: 0,
    avg_clarity: null,
    avg_interaction: null,
    avg_depth: null,
    avg_overall: null,
    video_url: null,
  };
}
