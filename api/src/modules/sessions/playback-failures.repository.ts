import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { PlaybackFailure } from './playback-failure.entity.js';

/** One video's reports, counted. */
export interface PlaybackFailureCount {
  video_id: number;
  failures: number;
  last_reported_at: unknown;
}

/** Every query on `playback_failures`; PlaybackFailuresService decides the transactions. */
@Injectable()
export class PlaybackFailuresRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** Rejects with the driver's duplicate-key error when the trial was reported already. */
  async insert(m: EntityManager, row: Omit<PlaybackFailure, 'id'>): Promise<void> {
    await m.getRepository(PlaybackFailure).insert(row);
  }

  /** Reports per video, the most reported first. */
  async countsByVideo(): Promise<PlaybackFailureCount[]> {
    const rows = await this.tx.dataSource
      .getRepository(PlaybackFailure)
      .createQueryBuilder('f')
      .select('f.video_id', 'video_id')
      .addSelect('COUNT(*)', 'failures')
      .addSelect('MAX(f.reported_at)', 'last_reported_at')
      .groupBy('f.video_id')
      .orderBy('failures', 'DESC')
      .addOrderBy('f.video_id', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({
      video_id: Number(r.video_id),
      failures: Number(r.failures),
      last_reported_at: r.last_reported_at,
    }));
  }

  /** The distinct error codes reported per video (null: no error was raised, the player's bound ran out). */
  async codesByVideo(): Promise<Array<{ video_id: number; error_code: number | null }>> {
    const rows = await this.tx.dataSource
      .getRepository(PlaybackFailure)
      .createQueryBuilder('f')
      .select('f.video_id', 'video_id')
      .addSelect('f.error_code', 'error_code')
      .distinct(true)
      .getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({
      video_id: Number(r.video_id),
      error_code: r.error_code === null ? null : Number(r.error_code),
    }));
  }
}
