import type { Database, Statement } from 'better-sqlite3';
import { type EntityManager, QueryFailedError } from 'typeorm';

/** What a raw INSERT, UPDATE or DELETE did, the same on both drivers. */
export interface WriteResult {
  affected: number;
  /** The new row's id after an INSERT of one row (mysql2: insertId; better-sqlite3: lastInsertRowid). */
  insertId: number;
}

/**
 * Runs a raw write in the caller's transaction with `?` placeholders and reports the affected rows.
 *
 * Why raw SQL on the hot paths: TypeORM's SQLite driver writes numeric parameters into the SQL text, so
 * every `WHERE id = 2709` is a new statement that better-sqlite3 must prepare (and that pushes others out of the
 * statement cache), and its query builders cost more CPU than the query itself. A fixed text with `?` is prepared
 * once per process (SQLite) and escaped by mysql2 (MySQL).
 */
export async function execute(
  m: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<WriteResult> {
  const db = sqliteOf(m);
  if (db) {
    const { changes, lastInsertRowid } = run(db, sql, params, (stmt, values) => stmt.run(...values));
    return { affected: changes, insertId: Number(lastInsertRowid) };
  }
  if (!m.queryRunner) throw new Error('execute() needs the EntityManager of a transaction');
  const header = (await mysqlQuery(m, sql, params)) as { affectedRows?: number; insertId?: number | string };
  return { affected: Number(header.affectedRows ?? 0), insertId: Number(header.insertId ?? 0) };
}

/** Runs a raw SELECT with `?` placeholders (in the transaction when `m` belongs to one). */
export async function select<T>(m: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  const db = sqliteOf(m);
  if (db) return run(db, sql, params, (stmt, values) => stmt.all(...values) as T[]);
  return (await mysqlQuery(m, sql, params)) as T[];
}

/** The callback API of mysql2, as TypeORM's driver holds it. */
interface MysqlQueryable {
  query(sql: string, values: unknown[], done: (error: Error | null, result: unknown) => void): void;
}

/**
 * MySQL: the query on the transaction's own connection (or, outside a transaction, the pool), through mysql2's
 * callback API. TypeORM's query runner goes through mysql2's promise wrapper, which captures a stack trace for every
 * query, plus its events and logging: measurable at hundreds of ratings a second.
 */
async function mysqlQuery(m: EntityManager, sql: string, params: readonly unknown[]): Promise<unknown> {
  const runner = m.queryRunner as
    (EntityManager['queryRunner'] & { connect(): Promise<MysqlQueryable> }) | undefined;
  const target: MysqlQueryable = runner
    ? await runner.connect()
    : (m.connection.driver as unknown as { pool: MysqlQueryable }).pool;
  const values = [...params];
  return new Promise((resolve, reject) =>
    target.query(sql, values, (error, result) =>
      error ? reject(new QueryFailedError(sql, values, error)) : resolve(result),
    ),
  );
}

/**
 * SQLite: the better-sqlite3 connection itself. TypeORM holds exactly one, so a statement run on it directly is part
 * of whatever transaction TypeORM has open on it (the caller's, since writes are serialised), at a fraction of the
 * cost of TypeORM's query runner (events, logging, result wrapping) — the statement runs synchronously.
 */
function sqliteOf(m: EntityManager): Database | null {
  const driver = m.connection.driver as { options: { type: string }; databaseConnection?: Database };
  return driver.options.type === 'better-sqlite3' ? (driver.databaseConnection ?? null) : null;
}

/** Prepared statements by SQL text, per connection: the hot paths' texts are fixed, so each is prepared once. */
const statements = new WeakMap<Database, Map<string, Statement>>();
const MAX_STATEMENTS = 500;
const MAX_CACHED_SQL_LENGTH = 2000;

function run<T>(
  db: Database,
  sql: string,
  params: readonly unknown[],
  go: (s: Statement, v: unknown[]) => T,
): T {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  // better-sqlite3 binds no booleans; the columns store 0/1 either way.
  const values = params.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
  try {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      // Long texts (lists of many ids, whose length varies) are used once: not worth keeping.
      if (sql.length <= MAX_CACHED_SQL_LENGTH) {
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
    }
    return go(stmt, values);
  } catch (error) {
    // As TypeORM reports a failed query, so the error mapping (duplicate key, busy → 503, …) reads it the same way.
    throw new QueryFailedError(sql, values, error as Error);
  }
}

/** `?, ?, …` for a list of values. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
