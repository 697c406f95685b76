/**
 * One rule for every spreadsheet file the product writes (the API's raw/condition exports, the admin app's
 * videos.xlsx): text a spreadsheet would run as a formula (CSV/formula injection, OWASP) is neutralised, numbers
 * stay numbers. Decorator-free and dependency-free so the API and the browser share it.
 */

/** A value as exports hand it over: numbers stay numbers, missing values are empty cells. */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * Text that starts a formula: = + - @ first, also after leading whitespace (Excel and LibreOffice skip it when they
 * read a cell), or a leading tab/CR/LF, which some importers turn into a cell break before the formula.
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@＝＋－＠])/u;

/** Characters that end a field under some separator or line convention: quoted, whatever the reader's locale. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * A formula character that a cell could start with: at the start of the text or after any character that some
 * reader takes as a cell or record break (`,` `;` tab CR LF), behind nothing but blanks and quote marks (which a
 * reader drops). Quoting the field is no protection there: a reader splitting at `;` honours a quote only where it
 * opens a cell, so `"great;=1+1"` is read as the cells `"great` and `=1+1"`.
 */
const SEGMENT_FORMULA = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@＝＋－＠])/gu;

/** True when a spreadsheet would read this text as a formula. */
export function isFormulaText(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * The text as a CSV field carries it: a leading `'` where the whole text would run as a formula, and a `'` right
 * before every formula character that a `,` `;` tab or line break inside the text could bring to the start of a cell
 * (`great;=WEBSERVICE(…)` becomes `great;'=WEBSERVICE(…)`). The apostrophe is the one spreadsheets show as text, and
 * it sits next to the formula character, so no separator or blank between them can split it off.
 */
export function neutraliseFormulaText(text: string): string {
  return (isFormulaText(text) ? `'${text}` : text).replace(SEGMENT_FORMULA, "$1$2'");
}

/** A plain value: numbers (finite) and booleans as they are, dates as ISO 8601, null for nothing. */
function plain(value: CellValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return String(value);
}

/**
 * One CSV field: text that would start a formula, as a whole or after any separator of any locale inside it, gets
 * a `'` (neutraliseFormulaText; CSV has no cell types, spreadsheets show it as text), and any field holding a quote, `,`, `;`, tab or a line break, or leading/trailing spaces, is quoted (RFC
 * 4180), so no locale's separator splits it into a cell of its own. Numbers are written as numbers.
 */
export function csvField(value: CellValue): string {
  const v = plain(value);
  if (v === null) return '';
  if (typeof v !== 'string') return String(v);
  const text = neutraliseFormulaText(v);
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated, every field through csvField. */
export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** An XLSX cell as SheetJS takes it in an array of arrays: type and value, never a formula (`f`). */
export type SpreadsheetCell = { t: 'n'; v: number } | { t: 'b'; v: boolean } | { t: 's'; v: string };

/**
 * One XLSX cell: numbers as number cells, text as text cells (type `s`) with the text unchanged — a text cell is
 * never evaluated, so no visible apostrophe is needed; null for an empty cell.
 */
export function spreadsheetCell(value: CellValue): SpreadsheetCell | null {
  const v = plain(value);
  if (v === null) return null;
  if (typeof v === 'number') return { t: 'n', v };
  if (typeof v === 'boolean') return { t: 'b', v };
  return { t: 's', v };
}
