import { Injectable } from '@nestjs/common';
import type { ParticipantExport, VideoKind } from '@vvq/contracts';
import { type EntityManager, In, IsNull, MoreThan } from 'typeorm';
import { execute, select } from '../../database/raw-sql.js';
import { toIsoString, toSqlDateTime } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { VideoCountersService } from '../videos/index.js';
import { TRIAL_COLUMNS, toTrial } from './assignment.repository.js';
import { StudySession } from './session.entity.js';
import { Trial } from './trial.entity.js';

/** The part of a trial other modules read: who had which video, when, in which session. */
export type TrialRecord = Pick<Trial, 'id' | 'session_id' | 'user_id' | 'video_id' | 'assigned_at' | 'kind'>;

/** Per kind: the trials a participant holds and how many of them they rated. */
export interface TrialProgress {
  held: Record<VideoKind, number>;
  rated: Record<VideoKind, number>;
}

/**
 * What other modules may do with trials and sessions: the ratings module rates a trial, the deletion removes a
 * participant's, the analysis exports read them. Methods taking an EntityManager run in the caller's transaction.
 */
@Injectable()
export class TrialsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly counters: VideoCountersService,
  ) {}

  /**
   * Locks the participant's session row until the caller's transaction ends (MySQL; SQLite has one writer): what
   * must not overlap for one participant — their session starts, and a rating whose gating may withdraw their
   * unrated trials — waits here, and nobody else does. False when they have no session yet.
   */
  async lockParticipant(m: EntityManager, userId: number): Promise<boolean> {
    return (
      (await select(m, `SELECT id FROM sessions WHERE user_id = ?${this.tx.forUpdate}`, [userId])).length > 0
    );
  }

  /** The participant's own trial with this id, or null. (Raw SQL: every rating reads it; see database/raw-sql.ts.) */
  async findOwn(m: EntityManager, trialId: number, userId: number): Promise<TrialRecord | null> {
    const rows = await select<Record<string, unknown>>(
      m,
      `SELECT ${TRIAL_COLUMNS} FROM trials WHERE id = ? AND user_id = ?`,
      [trialId, userId],
    );
    return rows.length === 0 ? null : toTrial(rows[0]);
  }

  /**
   * How many trials of each kind the participant holds, and how many of those are rated: what completion asks. A
   * rated trial is never deleted, so `rated` is also how many ratings they gave. (Raw SQL: one grouped count.)
   */
  async progress(userId: number): Promise<TrialProgress> {
    const rows = await select<{ kind: unknown; held: unknown; rated: unknown }>(
      this.tx.dataSource.manager,
      'SELECT kind, COUNT(*) AS held, SUM(CASE WHEN rated_at IS NULL THEN 0 ELSE 1 END) AS rated ' +
        'FROM trials WHERE user_id = ? GROUP BY kind',
      [userId],
    );
    const progress: TrialProgress = {
      held: { training: 0, scored: 0, gold: 0, trap: 0 },
      rated: { training: 0, scored: 0, gold: 0, trap: 0 },
    };
    for (const r of rows) {
      const kind = String(r.kind) as VideoKind;
      if (!(kind in progress.held)) continue;
      progress.held[kind] = Number(r.held);
      progress.rated[kind] = Number(r.rated ?? 0);
    }
    return progress;
  }

  /**
   * Sets rated_at on a still-unrated trial: 'reserving' when it held a reservation (now turned into a rating),
   * 'released' when its reservation had lapsed, null when it was rated already. The conditional UPDATE decides a race.
   */
  async markRated(m: EntityManager, trial: TrialRecord, now: Date): Promise<'reserving' | 'released' | null> {
    const update =
      'UPDATE trials SET rated_at = ?, reserving = 0 WHERE id = ? AND user_id = ? AND rated_at IS NULL';
    const params = [toSqlDateTime(now), trial.id, trial.user_id];
    if ((await execute(m, `${update} AND reserving = 1`, params)).affected === 1) return 'reserving';
    return (await execute(m, update, params)).affected === 1 ? 'released' : null;
  }

  /**
   * Live gating stopped the participant (docs/developer/decisions/quality.md): their open reservations go
   * back to the pool and their unrated trials are withdrawn, in the caller's transaction (which holds
   * lockParticipant). The locking read sees the latest `reserving` and holds it, so the expiry sweep cannot
   * release the same reservations twice. Returns how many trials were withdrawn.
   */
  async withdrawUnrated(m: EntityManager, userId: number): Promise<number> {
    const unrated = await m.getRepository(Trial).find({
      select: { id: true, video_id: true, reserving: true },
      where: { user_id: userId, rated_at: IsNull() },
      ...this.tx.rowLock,
    });
    if (unrated.length === 0) return 0;
    await this.counters.releaseReservations(
      m,
      unrated.filter((t) => t.reserving === 1).map((t) => t.video_id),
    );
    await m.getRepository(Trial).delete({ id: In(unrated.map((t) => t.id)), rated_at: IsNull() });
    return unrated.length;
  }

  /**
   * Releases the participant's open reservations and deletes their trials and session (children first). The
   * locking read (MySQL) sees the latest `reserving` and holds the rows, so the expiry sweep cannot release them too.
   */
  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    const reserving = await m.getRepository(Trial).find({
      select: { video_id: true },
      where: { user_id: userId, reserving: 1 },
      ...this.tx.rowLock,
    });
    await this.counters.releaseReservations(
      m,
      reserving.map((t) => t.video_id),
    );
    await m.getRepository(Trial).delete({ user_id: userId });
    await m.getRepository(StudySession).delete({ user_id: userId });
  }

  /** The participant's session and trials (assigned, expired or rated), oldest first: their part of an export. */
  async forParticipant(userId: number): Promise<Pick<ParticipantExport, 'session' | 'trials'>> {
    const session = await this.tx.dataSource
      .getRepository(StudySession)
      .findOne({ where: { user_id: userId } });
    const trials = await this.tx.dataSource
      .getRepository(Trial)
      .find({ where: { user_id: userId }, order: { assigned_at: 'ASC', id: 'ASC' } });
    return {
      session: session ? { id: session.id, created_at: toIsoString(session.created_at) } : null,
      trials: trials.map((t) => ({
        id: t.id,
        session_id: t.session_id,
        video_id: t.video_id,
        assigned_at: toIsoString(t.assigned_at),
        expires_at: toIsoString(t.expires_at),
        rated_at: t.rated_at === null ? null : toIsoString(t.rated_at),
      })),
    };
  }

  /**
   * How many sessions were ever started, and how many are in progress: they hold a live reservation (an assigned,
   * unrated video whose assignment has not lapsed). Two COUNT queries on indexed columns, for the metrics.
   */
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

  /** Trials by id, for the exports (read outside any transaction). */
  async byIds(ids: readonly number[]): Promise<Map<number, TrialRecord>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.tx.dataSource.getRepository(Trial).find({ where: { id: In(unique) } });
    return new Map(rows.map((t) => [t.id, t]));
  }
}
