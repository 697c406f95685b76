// Datetimes written the way the product's TypeORM drivers write them, so bench rows compare like product rows:
// SQLite keeps 'YYYY-MM-DD HH:MM:SS.SSS' (UTC) text, MySQL a DATETIME in UTC (the product sets timezone 'Z').
export function sqlTime(dialect, date) {
  const iso = date.toISOString(); // 2026-01-31T12:34:56.789Z
  return dialect === 'sqlite'
    ? `${iso.slice(0, 10)} ${iso.slice(11, 23)}`
    : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
