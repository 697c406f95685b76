import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { ConsentVersion } from './consent-version.entity.js';

/** Every query on `consent_versions`; ConsentVersionsService decides the transactions. */
@Injectable()
export class ConsentVersionsRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** True when the version is recorded, read in the caller's transaction. */
  exists(m: EntityManager, version: string): Promise<boolean> {
    return m.getRepository(ConsentVersion).exists({ where: { version } });
  }

  async insert(m: EntityManager, row: ConsentVersion): Promise<void> {
    await m.getRepository(ConsentVersion).insert(row);
  }

  find(version: string): Promise<ConsentVersion | null> {
    return this.tx.dataSource.getRepository(ConsentVersion).findOne({ where: { version } });
  }
}
