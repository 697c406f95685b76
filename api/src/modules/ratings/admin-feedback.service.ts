import { Injectable, NotFoundException } from '@nestjs/common';
import type { StoredRating } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { toIsoString, toNullableString, toNumber } from './sql-values.js';

export const VIDEO_NOT_FOUND = 'Video not found';

const SELECT_STORED_RATINGS = `
  SELECT r.id AS rating_id, r.user_id, r.trial_id, r.video_id, r.clarity, r.interaction, r.depth, r.overall,
         r.comments, r.rated_at, v.content, v.view, v.compression_type, v.qp, v.url
  FROM ratings r
  INNER JOIN videos v ON v.id = r.video_id`;
const NEWEST_FIRST = 'ORDER BY r.rated_at DESC, r.id DESC';

function toStoredRating(r: Record<string, unknown>): StoredRating {
  return {
    rating_id: toNumber(r.rating_id),
    user_id: toNumber(r.user_id),
    trial_id: toNumber(r.trial_id),
    video_id: toNumber(r.video_id),
    clarity: toNumber(r.clarity),
    interaction: toNumber(r.interaction),
    depth: toNumber(r.depth),
    overall: toNumber(r.overall),
    comments: toNullableString(r.comments),
    rated_at: toIsoString(r.rated_at),
    content: String(r.content),
    view: String(r.view),
    compression_type: String(r.compression_type),
    qp: String(r.qp),
    url: toNullableString(r.url),
  };
}

/** Ratings with their video's description, one join per request. */
@Injectable()
export class AdminFeedbackService {
  constructor(private readonly tx: TransactionRunner) {}

  async byVideo(videoId: number): Promise<StoredRating[]> {
    const exists = (await this.tx.dataSource.query('SELECT id FROM videos WHERE id = ?', [videoId])) as unknown[];
    if (exists.length === 0) throw new NotFoundException(VIDEO_NOT_FOUND);
    const rows = await this.tx.dataSource.query(`${SELECT_STORED_RATINGS} WHERE r.video_id = ? ${NEWEST_FIRST}`, [
      videoId,
    ]);
    return (rows as Array<Record<string, unknown>>).map(toStoredRating);
  }

  async all(limit?: number, offset?: number): Promise<StoredRating[]> {
    if (limit === undefined && !offset) {
      const rows = await this.tx.dataSource.query(`${SELECT_STORED_RATINGS} ${NEWEST_FIRST}`);
      return (rows as Array<Record<string, unknown>>).map(toStoredRating);
    }
    // The page is cut from ratings alone (an idx_ratings_rated_at scan) before the join; otherwise MySQL joins
    // every rating to its video and sorts them all for one page.
    // Both dialects need a LIMIT before an OFFSET; 2^31-1 is larger than any study.
    const sql = `
      SELECT p.id AS rating_id, p.user_id, p.trial_id, p.video_id, p.clarity, p.interaction, p.depth, p.overall,
             p.comments, p.rated_at, v.content, v.view, v.compression_type, v.qp, v.url
      FROM (SELECT id, user_id, trial_id, video_id, clarity, interaction, depth, overall, comments, rated_at
            FROM ratings ORDER BY rated_at DESC, id DESC LIMIT ? OFFSET ?) p
      INNER JOIN videos v ON v.id = p.video_id
      ORDER BY p.rated_at DESC, p.id DESC`;
    const params = [limit ?? 2_147_483_647, offset ?? 0];
    const rows = await this.tx.dataSource.query(sql, params);
    return (rows as Array<Record<string, unknown>>).map(toStoredRating);
  }
}
