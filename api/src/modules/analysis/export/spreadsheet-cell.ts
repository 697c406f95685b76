/** A cell value as exports write it: numbers stay numbers, missing values are empty. */
export type CellValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number: harmless in a spreadsheet, so it is not prefixed (e.g. a qp of "-5"). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Neutralises text a spreadsheet would run as a formula (CSV/formula injection): a leading `'` makes Excel,
 * LibreOffice and Sheets show it as text. Numbers, including negative ones, stay numbers.
 */
export function safeCell(value: CellValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return `'${value}`;
  return value;
}

function csvField(value: CellValue): string {
  const v = safeCell(value);
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return /[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v;
}

/** One RFC 4180 CSV line (CRLF-terminated) with every cell neutralised. */
export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
