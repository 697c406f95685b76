/**
 * Raw query values differ by driver: mysql2 returns DECIMAL/SUM as strings and DATETIME as Date, better-sqlite3
 * returns numbers and the 'YYYY-MM-DD HH:MM:SS.SSS' UTC text TypeORM stored. These turn both into the API's types.
 */
export function toNumber(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function toNullableString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A driver datetime (mysql2: Date; better-sqlite3: UTC text) as a Date; stored datetimes are UTC on both. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  const hasZone = /[zZ]|[+-]\d\d:?\d\d$/.test(text);
  return new Date(hasZone ? text : `${text.replace(' ', 'T')}Z`);
}

/** ISO 8601 (UTC) from a driver datetime. */
export function toIsoString(value: unknown): string {
  return toDate(value).toISOString();
}

/**
 * Mean of integer scores from their SQL SUM and COUNT, rounded half up to 2 decimals, or null with no scores.
 * Done here rather than with SQL ROUND(AVG()) because MySQL rounds an exact DECIMAL and SQLite a double, which
 * disagree on ties such as 2.675.
 */
export function roundedMean(sum: unknown, count: unknown): number | null {
  const n = toNumber(count);
  if (n === 0) return null;
  return Math.round((toNumber(sum) * 100) / n) / 100;
}

/**
 * A Date as the 'YYYY-MM-DD HH:MM:SS.SSS' UTC text TypeORM stores, for raw queries: better-sqlite3 binds no Date, and
 * MySQL reads the text as the UTC instant it is (the connection uses timezone 'Z').
 */
export function toSqlDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
