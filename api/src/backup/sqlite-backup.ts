import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';

/** The first 16 bytes of every SQLite database file. */
export const SQLITE_HEADER = 'SQLite format 3\0';

/** Copy every page in one step: the copy is then one consistent snapshot even while the API keeps writing. */
const ALL_PAGES = 0x7fffffff;

export interface SqliteSummary {
  tables: number;
  ratings: number | null;
}

function userTableCount(db: Database.Database): number {
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .get();
  return Number((row as { n: number }).n);
}

/** Tables and ratings in a database file, after SQLite's own integrity check (throws when the file is damaged). */
export function inspectSqlite(file: string): SqliteSummary {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} failed SQLite's integrity check: ${String(check)}`);
    const tables = userTableCount(db);
    const hasRatings = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ratings'")
      .get();
    const ratings = hasRatings
      ? Number((db.prepare('SELECT COUNT(*) AS n FROM ratings').get() as { n: number }).n)
      : null;
    return { tables, ratings };
  } finally {
    db.close();
  }
}

/** True when the file does not exist or holds no tables (what a restore may overwrite). */
export function isEmptySqlite(file: string): boolean {
  if (!existsSync(file)) return true;
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    return userTableCount(db) === 0;
  } finally {
    db.close();
  }
}

/**
 * Copies `source` through SQLite's online backup API into `out`. Safe while the API runs: copying the file instead
 * misses whatever still sits in the -wal file (the backup had 0 tables). The copy is written beside `out`
 * and renamed at the end, so `out` is never half written, and checked before it is kept.
 */
export async function backupSqlite(source: string, out: string): Promise<SqliteSummary> {
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  // Created empty first, so the copy of personal data is never readable by others, whatever the umask.
  writeFileSync(partial, '', { mode: 0o600 });
  const db = new Database(source, { fileMustExist: true, timeout: 10_000 });
  try {
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  leaveWalMode(partial);
  const summary = inspectSqlite(partial);
  renameSync(partial, out);
  return summary;
}

/**
 * The copy inherits the live database's WAL mode, and every later open of a WAL file (our own check, a restore, a
 * sysadmin's sqlite3) creates -wal/-shm files beside it that a cleanup of old backups would not match. A backup is
 * a file at rest: switch it to the rollback journal, which also removes the -wal/-shm files this open made. The
 * API switches a restored database back to WAL when it opens it.
 */
function leaveWalMode(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** Writes the backup `file` into `target` (which must be empty or absent), again through the backup API. */
export async function restoreSqlite(file: string, target: string): Promise<SqliteSummary> {
  inspectSqlite(file);
  // An empty target may still have a journal of its own; a restored file must not be paired with it.
  for (const leftover of [target, `${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  return inspectSqlite(target);
}
