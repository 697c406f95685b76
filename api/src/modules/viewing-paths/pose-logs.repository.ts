import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { execute } from '../../database/raw-sql.js';
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
