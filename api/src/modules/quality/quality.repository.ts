import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull } from 'typeorm';
import { select } from '../../database/raw-sql.js';
import { rowFingerprint } from '../../database/row-fingerprint.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { QualityFlagRow } from './quality-flag.entity.js';
import { QualityMarkRow } from './quality-mark.entity.js';

/**
 * Every query on `quality_marks` and `quality_flags`; the services decide the transactions and pass their
 * EntityManager along (omitted: read outside any transaction).
 */
@Injectable()
export class QualityRepository {
  constructor(private readonly tx: TransactionRunner) {}

  private manager(m?: EntityManager): EntityManager {
    return m ?? this.tx.dataSource.manager;
  }

  /** Every mark, by video id. */
  marks(m?: EntityManager): Promise<QualityMarkRow[]> {
    return this.manager(m)
      .getRepository(QualityMarkRow)
      .find({ order: { video_id: 'ASC' } });
  }

  /** Sets or replaces the mark of the row's video, in the caller's transaction. */
  async saveMark(m: EntityManager, row: QualityMarkRow): Promise<void> {
    const repo = m.getRepository(QualityMarkRow);
    if (await repo.findOne({ where: { video_id: row.video_id } }))
      await repo.update({ video_id: row.video_id }, row);
    else await repo.insert(row);
  }

  async deleteMark(m: EntityManager, videoId: number): Promise<number | null | undefined> {
    return (await m.getRepository(QualityMarkRow).delete({ video_id: videoId })).affected;
  }

  /** Whether the participant has an unreversed flag (raw SQL with a placeholder: every session start asks). */
  async hasOpenFlag(userId: number, m?: EntityManager): Promise<boolean> {
    const rows = await select(
      this.manager(m),
      'SELECT id FROM quality_flags WHERE user_id = ? AND reversed_at IS NULL LIMIT 1',
      [userId],
    );
    return rows.length > 0;
  }

  flagsOf(m: EntityManager, userId: number): Promise<QualityFlagRow[]> {
    return m.getRepository(QualityFlagRow).find({ where: { user_id: userId } });
  }

  async insertFlag(m: EntityManager, row: Omit<QualityFlagRow, 'id'>): Promise<void> {
    await m.getRepository(QualityFlagRow).insert(row);
  }

  /** Every flag, newest first. */
  flagsNewestFirst(): Promise<QualityFlagRow[]> {
    return this.tx.dataSource
      .getRepository(QualityFlagRow)
      .find({ order: { flagged_at: 'DESC', id: 'DESC' } });
  }

  findFlag(m: EntityManager, id: number): Promise<QualityFlagRow | null> {
    return m.getRepository(QualityFlagRow).findOne({ where: { id } });
  }

  /** The conditional UPDATE that reverses a still-unreversed flag: true when this call reversed it. */
  async reverseFlag(m: EntityManager, id: number, adminId: number, now: Date): Promise<boolean> {
    const result = await m
      .getRepository(QualityFlagRow)
      .update({ id, reversed_at: IsNull() }, { reversed_at: now, reversed_by_admin_id: adminId });
    return result.affected === 1;
  }

  /** The user ids of the unreversed flags. */
  openFlagUserIds(m?: EntityManager): Promise<Pick<QualityFlagRow, 'user_id'>[]> {
    return this.manager(m)
      .getRepository(QualityFlagRow)
      .find({ select: { user_id: true }, where: { reversed_at: IsNull() } });
  }

  /** Count, highest id, sum of the ids and how many flags are unreversed. */
  flagsFingerprint(m?: EntityManager): Promise<string> {
    return rowFingerprint(this.manager(m), 'quality_flags', [
      'SUM(CASE WHEN reversed_at IS NULL THEN 1 ELSE 0 END)',
    ]);
  }

  /** The flags of these participants (distinct ids), oldest first. */
  flagsOfUsers(userIds: readonly number[]): Promise<QualityFlagRow[]> {
    return this.tx.dataSource
      .getRepository(QualityFlagRow)
      .find({ where: { user_id: In([...userIds]) }, order: { id: 'ASC' } });
  }

  /** The participant's flags, oldest first. */
  flagsOfUser(userId: number): Promise<QualityFlagRow[]> {
    return this.tx.dataSource
      .getRepository(QualityFlagRow)
      .find({ where: { user_id: userId }, order: { id: 'ASC' } });
  }

  async deleteFlagsOf(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(QualityFlagRow).delete({ user_id: userId });
  }
}
