import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableTransactionError } from './db-errors.js';
import { Mutex } from './mutex.js';

export type Dialect = 'mysql' | 'sqlite';

const MAX_ATTEMPTS = 5;
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 25));

/**
 * Every write goes through here. SQLite has one connection and one writer, so write transactions are serialised
 * in-process (otherwise a plain write from another request would join, and could be rolled back with, an open
 * transaction). On MySQL transactions run concurrently and are retried on deadlock.
 * Never nest write()/exclusive() calls: on SQLite the inner call would wait for the outer one forever.
 */
@Injectable()
export class TransactionRunner {
  private readonly sqliteWrites = new Mutex();
  private readonly namedLocks = new Map<string, Mutex>();
  readonly dialect: Dialect;

  constructor(@InjectDataSource() readonly dataSource: DataSource) {
    this.dialect =
      dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb' ? 'mysql' : 'sqlite';
  }

  async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
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
        return await this.dataSource.transaction(work);
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

  /**
   * A write transaction that no other `exclusive` transaction with the same name overlaps — across processes too.
   * MySQL: a named server lock (GET_LOCK) taken BEFORE the transaction starts and released AFTER it commits, so the
   * next holder's snapshot already contains the previous holder's writes. SQLite: the single-writer mutex suffices.
   */
  async exclusive<T>(name: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dialect === 'sqlite') return this.write(work);
    let local = this.namedLocks.get(name);
    if (!local) this.namedLocks.set(name, (local = new Mutex()));
    // The in-process mutex keeps waiting requests from each holding a pooled connection.
    return local.runExclusive(async () => {
      for (let attempt = 1; ; attempt++) {
        const runner = this.dataSource.createQueryRunner();
        await runner.connect();
        let locked = false;
        try {
          const rows = (await runner.query('SELECT GET_LOCK(?, 30) AS got', [`vvq:${name}`])) as Array<{
            got: number;
          }>;
          locked = Number(rows[0]?.got) === 1;
          if (!locked)
            throw Object.assign(new Error(`Could not acquire lock ${name}`), {
              code: 'ER_LOCK_WAIT_TIMEOUT',
            });
          await runner.startTransaction();
          try {
            const result = await work(runner.manager);
            await runner.commitTransaction();
            return result;
          } catch (error) {
            if (runner.isTransactionActive) await runner.rollbackTransaction();
            throw error;
          }
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
          await backoff(attempt);
        } finally {
          if (locked) await runner.query('SELECT RELEASE_LOCK(?)', [`vvq:${name}`]).catch(() => undefined);
          await runner.release();
        }
      }
    });
  }
}
