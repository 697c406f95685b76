import type { EntityManager } from 'typeorm';
import { select } from './raw-sql.js';
import { toNumber } from './sql-values.js';

/**
 * A fingerprint of the rows of a table whose rows are only inserted or deleted, never updated, with ids never reused:
 * count, highest id and sum of the ids. An insert moves the highest id, a deletion the count; the sum tells a
 * deletion apart from a late commit of a lower, earlier allocated id on MySQL. `extra` adds aggregate expressions for
 * what does change in place (e.g. how many flags are still unreversed). Caches are keyed by it
 * (docs/developer/decisions/analysis.md#cached-analysis).
 */
export async function rowFingerprint(
  m: EntityManager,
  table: string,
  extra: readonly string[] = [],
): Promise<string> {
  const columns = ['COUNT(*)', 'MAX(id)', 'SUM(id)', ...extra];
  const [row] = await select<Record<string, unknown>>(
    m,
    `SELECT ${columns.map((c, i) => `${c} AS f${i}`).join(', ')} FROM ${table}`,
    [],
  );
  return columns.map((_, i) => String(toNumber(row?.[`f${i}`]))).join(':');
}
