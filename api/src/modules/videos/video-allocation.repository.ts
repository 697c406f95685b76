import { Injectable } from '@nestjs/common';
import { RATING_DIMENSIONS, type RatingDimension } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { execute, placeholders, select } from '../../database/raw-sql.js';
import { toDate, toSqlDateTime } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { allocLevelSql } from './videos.repository.js';

/** One video's counted ratings as running sums (n = ratings_count), with its allocation state. */
export interface VideoSumsRow {
  id: number;
  label: string;
  ratings_count: number;
  reserved_count: number;
  alloc_needed: number;
  stopped_at: Date | null;
  retired: boolean;
  sums: Record<RatingDimension, { sum: number; sumSq: number }>;
}

/** The scores of one counted rating, to add to or take off a video's sums. */
export type DimensionScores = Record<RatingDimension, number>;

const SUM_COLUMNS = RATING_DIMENSIONS.flatMap((d) => [`sum_${d}`, `sq_${d}`]).join(', ');
const SUMS_SELECT = `SELECT id, label, ratings_count, reserved_count, alloc_needed, stopped_at, retired_at, ${SUM_COLUMNS} FROM videos`;

function toSumsRow(r: Record<string, unknown>): VideoSumsRow {
  const sums = Object.fromEntries(
    RATING_DIMENSIONS.map((d) => [d, { sum: Number(r[`sum_${d}`]), sumSq: Number(r[`sq_${d}`]) }]),
  ) as VideoSumsRow['sums'];
  return {
    id: Number(r.id),
    label: String(r.label),
    ratings_count: Number(r.ratings_count),
    reserved_count: Number(r.reserved_count),
    alloc_needed: Number(r.alloc_needed),
    stopped_at: r.stopped_at === null || r.stopped_at === undefined ? null : toDate(r.stopped_at),
    retired: r.retired_at !== null && r.retired_at !== undefined,
    sums,
  };
}

/**
 * The SQL of adaptive allocation on `videos` (migration 1732305000000): the running sums kept in the rating's
 * transaction, and each video's ratings needed, claim order and stop time. Raw SQL with `?` for the same reason as
 * the claims (database/raw-sql.ts).
 */
@Injectable()
export class VideoAllocationRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** Adds (sign 1) or takes off (sign −1) one counted rating's scores, in the caller's transaction. */
  async addScores(m: EntityManager, videoId: number, scores: DimensionScores, sign: 1 | -1): Promise<void> {
    const sets = RATING_DIMENSIONS.map((d) => `sum_${d} = sum_${d} + ?, sq_${d} = sq_${d} + ?`).join(', ');
    const params = RATING_DIMENSIONS.flatMap((d) => [sign * scores[d], sign * scores[d] * scores[d]]);
    await execute(m, `UPDATE videos SET ${sets} WHERE id = ?`, [...params, videoId]);
  }

  async sumsOf(m: EntityManager, videoId: number): Promise<VideoSumsRow | null> {
    const rows = await select<Record<string, unknown>>(m, `${SUMS_SELECT} WHERE id = ?`, [videoId]);
    return rows.length === 0 ? null : toSumsRow(rows[0]);
  }

  /** Every video's sums and state, by id. */
  async allSums(m: EntityManager | undefined): Promise<VideoSumsRow[]> {
    const rows = await select<Record<string, unknown>>(
      m ?? this.tx.dataSource.manager,
      `${SUMS_SELECT} ORDER BY id`,
      [],
    );
    return rows.map(toSumsRow);
  }

  /**
   * Sets the ratings these videos need; their claim order follows from their load as it is in the row, and they
   * stop (keeping the first stop time) when their counted ratings reach it, or start again when they no longer do.
   */
  async setNeeded(m: EntityManager, ids: readonly number[], needed: number, now: Date): Promise<void> {
    if (ids.length === 0) return;
    await execute(
      m,
      `UPDATE videos SET alloc_needed = ?, alloc_level = ${allocLevelSql('load_count', '?')}, ` +
        'stopped_at = CASE WHEN ratings_count >= ? THEN COALESCE(stopped_at, ?) ELSE NULL END ' +
        `WHERE id IN (${placeholders(ids)})`,
      [needed, needed, needed, toSqlDateTime(now), ...ids],
    );
  }

  /** How many videos outside `excluded`, not retired, have not stopped (computed or not); `m` or a plain read. */
  async notStopped(m: EntityManager | undefined, excluded: readonly number[]): Promise<number> {
    const skip = excluded.length === 0 ? '' : ` AND id NOT IN (${placeholders(excluded)})`;
    const rows = await select<{ n: number | string }>(
      m ?? this.tx.dataSource.manager,
      `SELECT COUNT(*) AS n FROM videos WHERE stopped_at IS NULL AND retired_at IS NULL${skip}`,
      excluded,
    );
    return Number(rows[0].n);
  }
}
