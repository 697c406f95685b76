import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { PoseLogEntity } from './pose-log.entity.js';

/** Every query on `pose_logs`; the services decide the transactions and pass their EntityManager along. */
@Injectable()
export class PoseLogsRepository {
  constructor(private readonly tx: TransactionRunner) {}

  async insert(m: EntityManager, row: PoseLogEntity): Promise<void> {
    await m.getRepository(PoseLogEntity).insert(row);
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

  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(PoseLogEntity).delete({ user_id: userId });
  }
}
