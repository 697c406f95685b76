import type { Dialect } from './transaction-runner.js';

/**
 * SQL for the UTC calendar day (YYYY-MM-DD text) of a DATETIME column. Both dialects store UTC: SQLite as
 * 'YYYY-MM-DD HH:MM:SS.SSS' text, whose DATE() is that text; MySQL's DATE() would come back as a JS Date from
 * mysql2, so it is formatted to text there.
 */
export function utcDayExpression(dialect: Dialect, column: string): string {
  return dialect === 'mysql' ? `DATE_FORMAT(${column}, '%Y-%m-%d')` : `DATE(${column})`;
}
