import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableTransactionError } from './db-errors.js';
import { Mutex } from './mutex.js';

export type Dialect = 'mysql' | 'sqlite';

/**
 * Every write goes through here. SQLite has one connection and one writer, so write transactions are serialised
 * in-process (otherwise a plain write from another request would join, and could be rolled back with, an open
 * transaction). On MySQL transactions run concurrently and are retried on deadlock.
 */
@Injectable()
export class TransactionRunner {
  private readonly sqliteWrites = new Mutex();
  readonly dialect: Dialect;

  constructor(@InjectDataSource() readonly dataSource: DataSource) {
    this.dialect = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb' ? 'mysql' : 'sqlite';
  }

  async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dialect === 'sqlite') {
      return this.sqliteWrites.runExclusive(() => this.dataSource.transaction(work));
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= 5 || !isRetryableTransactionError(error)) throw error;
        await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
      }
    }
  }
}
