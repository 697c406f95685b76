import { Injectable } from '@nestjs/common';
import type { VideoKind } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { execute, placeholders, select } from '../../database/raw-sql.js';
import { toDate, toSqlDateTime } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import type { StudySession } from './session.entity.js';
import type { Trial } from './trial.entity.js';

type Row = Record<string, unknown>;

/** A trials row as the driver returns it (numbers may come as strings, datetimes as text) → a Trial. */
export function toTrial(r: Row): Trial {
  return {
    id: Number(r.id),
    session_id: Number(r.session_id),
    user_id: Number(r.user_id),
    video_id: Number(r.video_id),
    assigned_at: toDate(r.assigned_at),
    expires_at: toDate(r.expires_at),
    rated_at: r.rated_at === null || r.rated_at === undefined ? null : toDate(r.rated_at),
    reserving: Number(r.reserving),
    kind: String(r.kind) as VideoKind,
    playback_failed_at:
      r.playback_failed_at === null || r.playback_failed_at === undefined
        ? null
        : toDate(r.playback_failed_at),
  };
}

function toSession(r: Row): StudySession {
  return { id: Number(r.id), user_id: Number(r.user_id), created_at: toDate(r.created_at) };
}

export const TRIAL_COLUMNS =
  'id, session_id, user_id, video_id, assigned_at, expires_at, rated_at, reserving, kind, playback_failed_at';

/** A trial to insert. */
export type NewTrial = Omit<Trial, 'id' | 'playback_failed_at'>;

/**
 * The session start's SQL on `sessions` and `trials`, as fixed texts with `?` placeholders (see database/raw-sql.ts
 * for why the hot paths do not go through TypeORM's query builders): prepared once per process on SQLite.
 */
@Injectable()
export class AssignmentRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** The manager that reads outside any transaction (the plain read before a session start's transaction). */
  outsideTransaction(): EntityManager {
    return this.tx.dataSource.manager;
  }

  async sessionOf(m: EntityManager, userId: number): Promise<StudySession | null> {
    const rows = await select<Row>(m, 'SELECT id, user_id, created_at FROM sessions WHERE user_id = ?', [
      userId,
    ]);
    return rows.length === 0 ? null : toSession(rows[0]);
  }

  /** The participant's trials by id; `lock` holds them (MySQL) until the transaction ends. */
  async trialsOf(m: EntityManager, userId: number, lock = false): Promise<Trial[]> {
    const rows = await select<Row>(
      m,
      `SELECT ${TRIAL_COLUMNS} FROM trials WHERE user_id = ? ORDER BY id${lock ? this.tx.forUpdate : ''}`,
      [userId],
    );
    return rows.map(toTrial);
  }

  /**
   * The participant's session, created when missing, with its row locked until the transaction ends. MySQL: the
   * upsert takes the row's exclusive lock whether it inserts or finds it, so two first starts of one participant
   * cannot both insert. SQLite has one writer: the insert only has to tolerate an existing row.
   */
  async lockOrCreateSession(m: EntityManager, userId: number, now: Date): Promise<StudySession> {
    const upsert =
      this.tx.dialect === 'mysql'
        ? 'INSERT INTO sessions (user_id, created_at) VALUES (?, ?) ON DUPLICATE KEY UPDATE user_id = user_id'
        : 'INSERT INTO sessions (user_id, created_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING';
    await execute(m, upsert, [userId, toSqlDateTime(now)]);
    const rows = await select<Row>(
      m,
      `SELECT id, user_id, created_at FROM sessions WHERE user_id = ?${this.tx.forUpdate}`,
      [userId],
    );
    return toSession(rows[0]);
  }

  async deleteTrials(m: EntityManager, ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await execute(m, `DELETE FROM trials WHERE id IN (${placeholders(ids)})`, ids);
  }

  async insertTrials(m: EntityManager, trials: readonly NewTrial[]): Promise<void> {
    if (trials.length === 0) return;
    const row = '(?, ?, ?, ?, ?, ?, ?, ?)';
    await execute(
      m,
      'INSERT INTO trials (session_id, user_id, video_id, assigned_at, expires_at, rated_at, reserving, kind) ' +
        `VALUES ${trials.map(() => row).join(', ')}`,
      trials.flatMap((t) => [
        t.session_id,
        t.user_id,
        t.video_id,
        toSqlDateTime(t.assigned_at),
        toSqlDateTime(t.expires_at),
        t.rated_at === null ? null : toSqlDateTime(t.rated_at),
        t.reserving,
        t.kind,
      ]),
    );
  }
}
