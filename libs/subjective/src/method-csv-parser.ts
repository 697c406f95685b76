import { ANALYSIS_UPLOAD_MAX_ROWS } from '@vvq/contracts';
import type { DmosRecord } from './dmos.js';
import type { PairJudgement, PairWinner } from './pair-comparison-data.js';
import { CsvParseError, csvRecords, type CsvParseOptions } from './score-csv-parser.js';

/**
 * The analysis upload's formats for the other test methods, read with the same rules as `parseScoreCsv` (header
 * required, columns in any order, extra columns ignored, blank lines skipped, `;` where the header has no comma,
 * line-numbered errors):
 * - ACR-HR: `observer,presentation,content,is_reference,score`, is_reference one of 1/0, true/false, yes/no;
 * - pair comparison: `observer,a,b,winner`, `a` and `b` the stimuli in the order shown, `winner` the literal `a` or
 *   `b`, or `tie` when `allowTies` (the study offered "no difference").
 */
export const ACR_HR_CSV_COLUMNS = ['observer', 'presentation', 'content', 'is_reference', 'score'] as const;
export const PC_CSV_COLUMNS = ['observer', 'a', 'b', 'winner'] as const;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TRUE = new Set(['1', 'true', 'yes']);
const FALSE = new Set(['0', 'false', 'no']);

function shorten(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

type RowReader<T> = (get: (column: string) => string, line: number, problems: string[]) => T | undefined;

function parseTable<T>(
  input: string,
  columns: readonly string[],
  read: RowReader<T>,
  options: CsvParseOptions,
): T[] {
  const maxRows = options.maxRows ?? ANALYSIS_UPLOAD_MAX_ROWS;
  const maxErrors = options.maxErrors ?? 20;
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') throw new CsvParseError(['the file is empty']);
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0];
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const records = csvRecords(text, delimiter);
  const blank = (r: { fields: string[]; quoted: boolean[] }) =>
    r.fields.length === 1 && !r.quoted[0] && r.fields[0].trim() === '';
  let header;
  for (let it = records.next(); !it.done; it = records.next()) {
    if (!blank(it.value)) {
      header = it.value;
      break;
    }
  }
  if (!header) throw new CsvParseError(['the file is empty']);
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const errors: string[] = [];
  for (const [idx, name] of names.entries())
    if (name !== '' && names.indexOf(name) !== idx)
      errors.push(`line ${header.line}: column '${name}' appears twice`);
  for (const col of columns)
    if (!names.includes(col))
      errors.push(`line ${header.line}: missing column '${col}' (expected ${columns.join(',')})`);
  if (errors.length) throw new CsvParseError(errors);
  const rows: T[] = [];
  for (let it = records.next(); !it.done; it = records.next()) {
    const r = it.value;
    if (blank(r)) continue;
    if (rows.length >= maxRows)
      throw new CsvParseError([`line ${r.line}: too many rows (at most ${maxRows} data rows are accepted)`]);
    const problems: string[] = [];
    if (r.fields.length !== names.length) {
      problems.push(`line ${r.line}: expected ${names.length} fields, found ${r.fields.length}`);
    } else {
      const row = read((c) => r.fields[names.indexOf(c)].trim(), r.line, problems);
      if (row !== undefined && problems.length === 0) rows.push(row);
    }
    errors.push(...problems);
    if (errors.length >= maxErrors) break;
  }
  if (errors.length) throw new CsvParseError(errors.slice(0, maxErrors));
  if (rows.length === 0) throw new CsvParseError(['the file has a header but no data rows']);
  return rows;
}

function required(get: (c: string) => string, column: string, line: number, problems: string[]): string {
  const v = get(column);
  if (v === '') problems.push(`line ${line}: ${column} is empty`);
  return v;
}

export function parseAcrHrCsv(input: string, options: CsvParseOptions = {}): DmosRecord[] {
  return parseTable(
    input,
    ACR_HR_CSV_COLUMNS,
    (get, line, problems) => {
      const observer = required(get, 'observer', line, problems);
      const presentation = required(get, 'presentation', line, problems);
      const content = required(get, 'content', line, problems);
      const flag = get('is_reference').toLowerCase();
      if (!TRUE.has(flag) && !FALSE.has(flag))
        problems.push(
          `line ${line}: is_reference '${shorten(flag)}' is not one of 1, 0, true, false, yes, no`,
        );
      const raw = get('score');
      const score = Number(raw);
      if (raw === '') problems.push(`line ${line}: score is empty`);
      else if (!NUMBER.test(raw) || !Number.isFinite(score))
        problems.push(`line ${line}: score '${shorten(raw)}' is not a number`);
      return { observer, presentation, content, isReference: TRUE.has(flag), score };
    },
    options,
  );
}

export function parsePairCsv(
  input: string,
  allowTies: boolean,
  options: CsvParseOptions = {},
): PairJudgement[] {
  const allowed = allowTies ? ['a', 'b', 'tie'] : ['a', 'b'];
  return parseTable(
    input,
    PC_CSV_COLUMNS,
    (get, line, problems) => {
      const observer = required(get, 'observer', line, problems);
      const a = required(get, 'a', line, problems);
      const b = required(get, 'b', line, problems);
      if (a !== '' && a === b) problems.push(`line ${line}: a and b are the same stimulus '${shorten(a)}'`);
      const winner = get('winner').toLowerCase();
      if (!allowed.includes(winner))
        problems.push(`line ${line}: winner '${shorten(winner)}' is not one of ${allowed.join(', ')}`);
      return { observer, a, b, winner: winner as PairWinner };
    },
    options,
  );
}
