import type { EntityManager } from 'typeorm';

/** What a raw INSERT, UPDATE or DELETE did, the same on both drivers. */
export interface WriteResult {
  affected: number;
  /** The new row's id after an INSERT of one row (mysql2: insertId; better-sqlite3: lastInsertRowid). */
  insertId: number;
}

/**
 * Runs a raw write in the caller's transaction with `?` placeholders and reports the affected rows.
 *
 * Why raw SQL on the hot paths (issue 9): TypeORM's SQLite driver writes numeric parameters into the SQL text, so
 * every `WHERE id = 2709` is a new statement that better-sqlite3 must prepare (and that pushes others out of the
 * statement cache), and its query builders cost more CPU than the query itself. A fixed text with `?` is prepared
 * once per process (SQLite) and escaped by mysql2 (MySQL).
 */
export async function execute(
  m: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<WriteResult> {
  const runner = m.queryRunner;
  if (!runner) throw new Error('execute() needs the EntityManager of a transaction');
  const result = await runner.query(sql, [...params], true);
  const raw = result.raw as { insertId?: number | string } | number | bigint | undefined;
  const insertId = typeof raw === 'object' && raw !== null ? Number(raw.insertId ?? 0) : Number(raw ?? 0);
  return { affected: Number(result.affected ?? 0), insertId };
}

/** Runs a raw SELECT with `?` placeholders (in the transaction when `m` belongs to one). */
export async function select<T>(m: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  return (await m.query(sql, [...params])) as T[];
}

/** `?, ?, …` for a list of values. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
