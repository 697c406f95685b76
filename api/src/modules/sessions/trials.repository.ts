import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull, LessThan, MoreThan } from 'typeorm';
import { execute, select } from '../../database/raw-sql.js';
import { toSqlDateTime } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { TRIAL_COLUMNS, toTrial } from './assignment.repository.js';
import { PlaybackFailure } from './playback-failure.entity.js';
import { StudySession } from './session.entity.js';
import { Trial } from './trial.entity.js';

const PREFIXED_TRIAL_COLUMNS = TRIAL_COLUMNS.split(', ')
  .map((c) => `t.${c}`)
  .join(', ');

/**
 * The queries on `trials` and `sessions` outside the session start (that one is AssignmentRepository's): what
 * TrialsService offers other modules and the reservation sweep. Methods taking an EntityManager run in the caller's
 * transaction; the hot ones are raw SQL (see database/raw-sql.ts).
 */
@Injectable()
export class TrialsRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** Locks the participant's session row until the transaction ends (MySQL); false when they have none. */
  async lockSessionOf(m: EntityManager, userId: number): Promise<boolean> {
    return (
      (await select(m, `SELECT id FROM sessions WHERE user_id = ?${this.tx.forUpdate}`, [userId])).length > 0
    );
  }

  async findOwn(m: EntityManager, trialId: number, userId: number): Promise<Trial | null> {
    const rows = await select<Record<string, unknown>>(
      m,
      `SELECT ${TRIAL_COLUMNS} FROM trials WHERE id = ? AND user_id = ?`,
      [trialId, userId],
    );
    return rows.length === 0 ? null : toTrial(rows[0]);
  }

  /**
   * `findOwn` with its stimulus's URL, in the same statement: a rating that carries a pose log must know whether the
   * stimulus is volumetric (docs/developer/decisions/volumetric.md), and a second read for it cost every such rating
   * a round trip inside its transaction. The URL comes from a scalar subquery on the video's primary key, not a
   * LEFT JOIN: the same lookup, but with better-sqlite3 a statement that joins two tables and compares a bound
   * parameter with a key behaves as if recompiled on every run (SQLite's STAT4 rule; measured: this one 20 µs
   * against 2.7 µs, and 50 µs against 4–11 µs under the pose-log bench), see docs/benchmarks.md "6DoF player:
   * ratings with pose logs".
   */
  async findOwnWithStimulusUrl(
    m: EntityManager,
    trialId: number,
    userId: number,
  ): Promise<(Trial & { stimulus_url: string | null }) | null> {
    const rows = await select<Record<string, unknown>>(
      m,
      `SELECT ${PREFIXED_TRIAL_COLUMNS}, (SELECT v.url FROM videos v WHERE v.id = t.video_id) AS stimulus_url ` +
        'FROM trials t WHERE t.id = ? AND t.user_id = ?',
      [trialId, userId],
    );
    if (rows.length === 0) return null;
    const url = rows[0].stimulus_url;
    return { ...toTrial(rows[0]), stimulus_url: url === null || url === undefined ? null : String(url) };
  }

  /** The participant's own trial under a row lock (MySQL), or null. */
  async lockOwn(m: EntityManager, trialId: number, userId: number): Promise<Trial | null> {
    const rows = await select<Record<string, unknown>>(
      m,
      `SELECT ${TRIAL_COLUMNS} FROM trials WHERE id = ? AND user_id = ?${this.tx.forUpdate}`,
      [trialId, userId],
    );
    return rows.length === 0 ? null : toTrial(rows[0]);
  }

  /** Releases an unrated trial as unplayable; false when it was rated or reported meanwhile. */
  async markPlaybackFailed(m: EntityManager, trialId: number, now: Date): Promise<boolean> {
    const result = await execute(
      m,
      'UPDATE trials SET playback_failed_at = ?, reserving = 0 ' +
        'WHERE id = ? AND rated_at IS NULL AND playback_failed_at IS NULL',
      [toSqlDateTime(now), trialId],
    );
    return result.affected === 1;
  }

  /** Per kind: how many trials the participant holds and how many are rated (one grouped count). */
  progress(userId: number) {
    return select<{ kind: unknown; held: unknown; rated: unknown }>(
      this.tx.dataSource.manager,
      // A trial reported unplayable was assigned and is done: completion does not wait for a rating of it.
      'SELECT kind, COUNT(*) AS held, ' +
        'SUM(CASE WHEN rated_at IS NULL AND playback_failed_at IS NULL THEN 0 ELSE 1 END) AS rated ' +
        'FROM trials WHERE user_id = ? GROUP BY kind',
      [userId],
    );
  }

  /** The conditional UPDATE that sets rated_at on a still-unrated trial (and only one that still reserves, if asked). */
  async markRated(
    m: EntityManager,
    trial: Pick<Trial, 'id' | 'user_id'>,
    now: Date,
    onlyReserving: boolean,
  ): Promise<boolean> {
    const update =
      'UPDATE trials SET rated_at = ?, reserving = 0 ' +
      'WHERE id = ? AND user_id = ? AND rated_at IS NULL AND playback_failed_at IS NULL';
    const params = [toSqlDateTime(now), trial.id, trial.user_id];
    return (await execute(m, onlyReserving ? `${update} AND reserving = 1` : update, params)).affected === 1;
  }

  /** The participant's unrated trials, under a row lock (MySQL). */
  lockUnrated(m: EntityManager, userId: number): Promise<Pick<Trial, 'id' | 'video_id' | 'reserving'>[]> {
    return m.getRepository(Trial).find({
      select: { id: true, video_id: true, reserving: true },
      where: { user_id: userId, rated_at: IsNull(), playback_failed_at: IsNull() },
      ...this.tx.rowLock,
    });
  }

  async deleteUnrated(m: EntityManager, ids: readonly number[]): Promise<void> {
    await m.getRepository(Trial).delete({ id: In([...ids]), rated_at: IsNull() });
  }

  /** The videos of the participant's reserving trials, under a row lock (MySQL). */
  lockReserving(m: EntityManager, userId: number): Promise<Pick<Trial, 'video_id'>[]> {
    return m.getRepository(Trial).find({
      select: { video_id: true },
      where: { user_id: userId, reserving: 1 },
      ...this.tx.rowLock,
    });
  }

  /** Deletes the participant's trials, then their session (children first). */
  async deleteTrialsAndSession(m: EntityManager, userId: number): Promise<void> {
    // Their playback-failure reports (user agent included) first: children before the trials they name.
    await m.getRepository(PlaybackFailure).delete({ user_id: userId });
    await m.getRepository(Trial).delete({ user_id: userId });
    await m.getRepository(StudySession).delete({ user_id: userId });
  }

  sessionOf(userId: number): Promise<StudySession | null> {
    return this.tx.dataSource.getRepository(StudySession).findOne({ where: { user_id: userId } });
  }

  /** Oldest first. */
  trialsOf(userId: number): Promise<Trial[]> {
    return this.tx.dataSource
      .getRepository(Trial)
      .find({ where: { user_id: userId }, order: { assigned_at: 'ASC', id: 'ASC' } });
  }

  /** Sessions ever started, and sessions holding a live reservation (two COUNTs on indexed columns). */
  async sessionCounts(now: Date): Promise<{ started: number; inProgress: number }> {
    const ds = this.tx.dataSource;
    const started = await ds.getRepository(StudySession).count();
    const row = await ds
      .getRepository(Trial)
      .createQueryBuilder('t')
      .select('COUNT(DISTINCT t.session_id)', 'n')
      .where({ reserving: 1, expires_at: MoreThan(now) })
      .getRawOne<{ n: unknown }>();
    return { started, inProgress: Number(row?.n ?? 0) };
  }

  byIds(ids: readonly number[]): Promise<Trial[]> {
    return this.tx.dataSource.getRepository(Trial).find({ where: { id: In([...ids]) } });
  }

  /** Up to `take` reservations that expired before `now`; on MySQL locked, skipping rows another sweep holds. */
  expiredReservations(m: EntityManager, now: Date, take: number): Promise<Pick<Trial, 'id' | 'video_id'>[]> {
    return m.getRepository(Trial).find({
      select: { id: true, video_id: true },
      where: { reserving: 1, rated_at: IsNull(), expires_at: LessThan(now) },
      take,
      ...(this.tx.dialect === 'mysql'
        ? { lock: { mode: 'pessimistic_write' as const, onLocked: 'skip_locked' as const } }
        : {}),
    });
  }

  async endReservations(m: EntityManager, ids: readonly number[]): Promise<void> {
    await m.getRepository(Trial).update({ id: In([...ids]) }, { reserving: 0 });
  }
}
