import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { EnvironmentCheck } from './environment-check.entity.js';

/** A participant's latest attempt, without the columns the repository keeps (id, user, attempt count). */
export type EnvironmentCheckValues = Omit<EnvironmentCheck, 'id' | 'user_id' | 'attempts'>;

/** Every query on `environment_checks`; EnvironmentCheckService decides the transactions. */
@Injectable()
export class EnvironmentChecksRepository {
  constructor(@InjectRepository(EnvironmentCheck) private readonly checks: Repository<EnvironmentCheck>) {}

  /**
   * Stores the latest attempt in the caller's transaction (update with one more attempt, or the first insert) and
   * reads it back. Two racing first attempts: the unique user_id makes the second insert a duplicate-key error.
   */
  async recordLatest(
    m: EntityManager,
    userId: number,
    values: EnvironmentCheckValues,
  ): Promise<EnvironmentCheck> {
    const repo = m.getRepository(EnvironmentCheck);
    const existing = await repo.findOneBy({ user_id: userId });
    if (existing) {
      await repo.update({ id: existing.id }, { ...values, attempts: existing.attempts + 1 });
    } else {
      await repo.insert({ ...values, user_id: userId, attempts: 1 });
    }
    return repo.findOneByOrFail({ user_id: userId });
  }

  forUser(userId: number): Promise<EnvironmentCheck | null> {
    return this.checks.findOneBy({ user_id: userId });
  }

  /** Only the passed column of the participant's check. */
  passedOf(userId: number): Promise<Pick<EnvironmentCheck, 'passed'> | null> {
    return this.checks.findOne({ select: { passed: true }, where: { user_id: userId } });
  }

  byUserIds(ids: readonly number[]): Promise<EnvironmentCheck[]> {
    return this.checks.createQueryBuilder('c').where('c.user_id IN (:...ids)', { ids }).getMany();
  }

  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(EnvironmentCheck).delete({ user_id: userId });
  }
}
