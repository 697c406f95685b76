import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { execute, select } from '../../database/raw-sql.js';
import { toSqlDateTime } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { PoseLogEntity } from './pose-log.entity.js';

const FIGURES_CHUNK = 500;
const POSE_LOG_COLUMNS = [
  'trial_id',
  'user_id',
  'video_id',
  'recorded_at',
  'touched',
  'samples',
  'control_events',
  'duration_ms',
  'dropped_frames',
  'figures',
  'pose_log',
] as const satisfies ReadonlyArray<keyof PoseLogEntity>;
const insertSql = (mysql: boolean) =>
  `INSERT INTO pose_logs (${POSE_LOG_COLUMNS.join(', ')}) VALUES (` +
  POSE_LOG_COLUMNS.map((c) => (c === 'pose_log' && mysql ? 'FROM_BASE64(?)' : '?')).join(', ') +
  ')';
const INSERT_SQLITE = insertSql(false);
const INSERT_MYSQL = insertSql(true);
const FIGURE_COLUMNS = { trial_id: true, video_id: true, dropped_frames: true, figures: true } as const;
export type PoseLogFigures = Pick<PoseLogEntity, 'trial_id' | 'video_id' | 'dropped_frames' | 'figures'>;
/** A stored log whose figures are not derived yet. */
export type PoseLogWithoutFigures = Pick<PoseLogEntity, 'trial_id' | 'pose_log'>;
const SET_FIGURES = 'UPDATE pose_logs SET figures = ? WHERE trial_id = ? AND figures IS NULL';

/** Every query on `pose_logs`; the services decide the transactions and pass their EntityManager along. */
@Injectable()
export class PoseLogsRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /**
   * Stores one log in the caller's transaction. Raw SQL with placeholders, as the rating's own insert (see
   * database/raw-sql.ts): TypeORM's insert builder cost about as much CPU as the rest of the rating's writes.
   * The log goes in as bytes: SQLite binds the Buffer; MySQL gets their base64 and decodes it itself
   * (FROM_BASE64), since mysql2 would write a Buffer into the statement as hexadecimal, twice its size. The base64 is
   * made here from the checked bytes, not taken from the request: a text with stray padding bits decodes the same
   * in Node, and the server need not agree on every such spelling.
   */
  async insert(m: EntityManager, row: PoseLogEntity): Promise<void> {
    const mysql = this.tx.dialect === 'mysql';
    const values = POSE_LOG_COLUMNS.map((c) => {
      if (c === 'pose_log' && mysql) return row.pose_log.toString('base64');
      const v = row[c];
      if (typeof v === 'boolean') return v ? 1 : 0;
      return v instanceof Date ? toSqlDateTime(v) : v;
    });
    await execute(m, mysql ? INSERT_MYSQL : INSERT_SQLITE, values);
  }

  /**
   * Stored logs without their figures yet, in trial order: of these trials, or (without ids) the first `limit` of
   * the whole table.
   */
  async withoutFigures(
    trialIds: readonly number[] | null,
    limit: number,
    m?: EntityManager,
  ): Promise<PoseLogWithoutFigures[]> {
    const manager = m ?? this.tx.dataSource.manager;
    if (trialIds === null) {
      return select<PoseLogWithoutFigures>(
        manager,
        'SELECT trial_id, pose_log FROM pose_logs WHERE figures IS NULL ORDER BY trial_id LIMIT ?',
        [limit],
      );
    }
    const ids = [...new Set(trialIds)];
    const out: PoseLogWithoutFigures[] = [];
    for (let i = 0; i < ids.length; i += FIGURES_CHUNK) {
      const chunk = ids.slice(i, i + FIGURES_CHUNK);
      out.push(
        ...(await select<PoseLogWithoutFigures>(
          manager,
          `SELECT trial_id, pose_log FROM pose_logs WHERE figures IS NULL AND trial_id IN (${chunk.map(() => '?').join(', ')}) ORDER BY trial_id`,
          chunk,
        )),
      );
    }
    return out;
  }

  /** Keeps figures derived from stored logs (a row that got them meanwhile keeps its own: they are the same). */
  async setFigures(figures: ReadonlyMap<number, string>): Promise<void> {
    if (!figures.size) return;
    await this.tx.write(async (m) => {
      for (const [trialId, json] of figures) await execute(m, SET_FIGURES, [json, trialId]);
    });
  }

  byTrial(trialId: number): Promise<PoseLogEntity | null> {
    return this.tx.dataSource.getRepository(PoseLogEntity).findOne({ where: { trial_id: trialId } });
  }

  byUser(userId: number): Promise<PoseLogEntity[]> {
    return this.tx.dataSource
      .getRepository(PoseLogEntity)
      .find({ where: { user_id: userId }, order: { trial_id: 'ASC' } });
  }

  /** Without the logs themselves: the summary reads the figures. */
  byVideo(videoId: number): Promise<PoseLogEntity[]> {
    return this.tx.dataSource
      .getRepository(PoseLogEntity)
      .find({ where: { video_id: videoId }, order: { trial_id: 'ASC' } });
  }

  /** Pages through every log in trial order (the study CSV streams them). */
  page(afterTrialId: number, limit: number): Promise<PoseLogEntity[]> {
    return this.tx.dataSource
      .getRepository(PoseLogEntity)
      .createQueryBuilder('p')
      .where('p.trial_id > :after', { after: afterTrialId })
      .orderBy('p.trial_id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Whether any viewing path is stored (the raw export adds its exploration columns only then). */
  async any(m?: EntityManager): Promise<boolean> {
    const found = await (m ?? this.tx.dataSource.manager)
      .getRepository(PoseLogEntity)
      .find({ select: { trial_id: true }, take: 1 });
    return found.length > 0;
  }

  /** The figures (not the logs) of these trials, in chunks that keep the IN list short. */
  async figuresOf(trialIds: readonly number[], m?: EntityManager): Promise<PoseLogFigures[]> {
    const repo = (m ?? this.tx.dataSource.manager).getRepository(PoseLogEntity);
    const ids = [...new Set(trialIds)];
    const out: PoseLogFigures[] = [];
    for (let i = 0; i < ids.length; i += FIGURES_CHUNK) {
      out.push(
        ...(await repo.find({
          select: FIGURE_COLUMNS,
          where: { trial_id: In(ids.slice(i, i + FIGURES_CHUNK)) },
        })),
      );
    }
    return out;
  }

  /** Every trial's figures (not the logs), by trial. */
  allFigures(m?: EntityManager): Promise<PoseLogFigures[]> {
    return (m ?? this.tx.dataSource.manager)
      .getRepository(PoseLogEntity)
      .find({ select: FIGURE_COLUMNS, order: { trial_id: 'ASC' } });
  }

  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(PoseLogEntity).delete({ user_id: userId });
  }
}
