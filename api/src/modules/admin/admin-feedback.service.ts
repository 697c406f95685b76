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
    let sql = `${SELECT_STORED_RATINGS} ${NEWEST_FIRST}`;
    const params: number[] = [];
    if (limit !== undefined) {
      sql += ' LIMIT ? OFFSET ?';
      params.push(limit, offset ?? 0);
    } else if (offset) {
      // Both dialects need a LIMIT before OFFSET; this one is larger than any study.
      sql += ' LIMIT 2147483647 OFFSET ?';
      params.push(offset);
    }
    const rows = await this.tx.dataSource.query(sql, params);
    return (rows as Array<Record<string, unknown>>).map(toStoredRating);
  }
}
