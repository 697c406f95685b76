import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThan } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { RevokedAdminToken } from './revoked-admin-token.entity.js';

/** Every query on `revoked_admin_tokens`; AdminTokenRevocationsService decides the transactions. */
@Injectable()
export class RevokedAdminTokensRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** Two logouts of one token at once: the second finds the row and changes nothing (INSERT … OR IGNORE). */
  async insertIgnoringDuplicate(m: EntityManager, row: RevokedAdminToken): Promise<void> {
    await m.getRepository(RevokedAdminToken).createQueryBuilder().insert().values(row).orIgnore().execute();
  }

  async deleteExpiredBefore(m: EntityManager, now: Date): Promise<void> {
    await m.getRepository(RevokedAdminToken).delete({ expires_at: LessThan(now) });
  }

  exists(tokenId: string): Promise<boolean> {
    return this.tx.dataSource.getRepository(RevokedAdminToken).exists({ where: { token_id: tokenId } });
  }
}
