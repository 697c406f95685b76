import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { LanguageCatalogueRow } from './language-catalogue.entity.js';

/** Every query on `language_catalogues`; the service decides the transactions. */
@Injectable()
export class LanguageCataloguesRepository {
  constructor(private readonly tx: TransactionRunner) {}

  all(): Promise<LanguageCatalogueRow[]> {
    return this.tx.dataSource.getRepository(LanguageCatalogueRow).find({ order: { code: 'ASC' } });
  }

  one(code: string): Promise<LanguageCatalogueRow | null> {
    return this.tx.dataSource.getRepository(LanguageCatalogueRow).findOneBy({ code });
  }

  /** Inserts or replaces the code's catalogue (the primary key decides). */
  save(m: EntityManager, row: LanguageCatalogueRow): Promise<unknown> {
    return m.getRepository(LanguageCatalogueRow).save(row);
  }

  async remove(m: EntityManager, code: string): Promise<number> {
    return (await m.getRepository(LanguageCatalogueRow).delete({ code })).affected ?? 0;
  }
}
