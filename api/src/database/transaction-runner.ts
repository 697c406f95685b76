import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableTransactionError } from './db-errors.js';
import { Mutex } from './mutex.js';

export type Dialect = 'mysql' | 'sqlite';

const MAX_ATTEMPTS = 5;
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 25));

/** Options of one write transaction. */
export interface WriteOptions {
  /**
   * MySQL only: READ COMMITTED makes every plain read of the transaction see what other transactions committed up
   * to that statement (REPEATABLE READ would keep the snapshot of its first read). The assignment needs it: it
   * re-reads the lowest load after losing a claim to a concurrent start. SQLite's single writer sees everything.
   */
  isolation?: 'READ COMMITTED';
}

/**
 * Every write goes through here. SQLite has one connection and one writer, so write transactions are serialised
 * in-process (otherwise a plain write from another request would join, and could be rolled back with, an open
 * transaction). On MySQL transactions run concurrently and are retried on deadlock; there is no global lock: what
 * must not overlap is kept apart by row locks (see SessionsService and TrialsService.lockParticipant).
 * Never nest write() calls: on SQLite the inner call would wait for the outer one forever.
 */
@Injectable()
export class TransactionRunner {
  private readonly sqliteWrites = new Mutex();
  readonly dialect: Dialect;

  constructor(@InjectDataSource() readonly dataSource: DataSource) {
    this.dialect =
      dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb' ? 'mysql' : 'sqlite';
  }

  /**
   * Row locks for reads whose result decides a write. MySQL: a plain read sees a snapshot that another transaction
   * may change before our write; a locking read sees the latest row and holds it until we commit. SQLite: writes are
   * serialised (one writer), so a plain read already sees the latest row and none is needed.
   * `forUpdate` is the SQL suffix for raw queries, `rowLock` the same as a TypeORM find option.
   */
  get forUpdate(): string {
    return this.dialect === 'mysql' ? ' FOR UPDATE' : '';
  }

  get rowLock(): { lock?: { mode: 'pessimistic_write' } } {
    return this.dialect === 'mysql' ? { lock: { mode: 'pessimistic_write' } } : {};
  }

  async write<T>(work: (manager: EntityManager) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    if (this.dialect === 'sqlite') {
      return this.sqliteWrites.runExclusive(() =>
        this.dataSource.transaction(async (manager) => {
          // BEGIN IMMEDIATE semantics (TypeORM issues a deferred BEGIN): a no-op write takes SQLite's write lock
          // before the first read, so another process writing the same file makes us wait (busy timeout) instead of
          // failing later on a stale snapshot. It names TypeORM's own migrations table, which always exists.
          await manager.query('UPDATE migrations SET id = id WHERE 1 = 0');
          return work(manager);
        }),
      );
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await (options.isolation
          ? this.dataSource.transaction(options.isolation, work)
          : this.dataSource.transaction(work));
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        await backoff(attempt);
      }
    }
  }

  /**
   * Reads that must see one committed state of the database together (e.g. a data version and the data it stands
   * for). MySQL: one REPEATABLE READ transaction, i.e. one snapshot. SQLite: the single connection would also see
   * the rows of a write transaction still open on it (and maybe rolled back later), so the reads wait for the
   * in-process writer's mutex, inside a deferred transaction that gives one snapshot of what other processes
   * committed. Keep the work short: on SQLite writers wait for it.
   */
  async snapshot<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dialect === 'sqlite')
      return this.sqliteWrites.runExclusive(() => this.dataSource.transaction(work));
    return this.dataSource.transaction('REPEATABLE READ', work);
  }
}
