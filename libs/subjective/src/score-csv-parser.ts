import { ANALYSIS_UPLOAD_MAX_ROWS } from '@vvq/contracts';
import type { ScoreRecord } from './presentation-units.js';

export const SCORE_CSV_COLUMNS = ['observer', 'presentation', 'score'] as const;

/** A file that cannot be read as scores; `errors` name the line and the problem, first one first. */
export class CsvParseError extends Error {
  constructor(readonly errors: string[]) {
    super(errors[0]);
    this.name = 'CsvParseError';
  }
}

export interface CsvParseOptions {
  maxRows?: number;
  /** Stop collecting after this many problems (a broken file would otherwise yield one per line). */
  maxErrors?: number;
}

interface CsvRecord {
  line: number;
  fields: string[];
  quoted: boolean[];
}

/** RFC 4180 records (quotes, doubled quotes, CRLF/LF/CR, newlines inside quotes); `line` is where a record starts. */
export function* csvRecords(text: string, delimiter = ','): Generator<CsvRecord> {
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    const quoted: boolean[] = [];
    for (;;) {
      let value = '';
      let wasQuoted = false;
      if (text[i] === '"') {
        wasQuoted = true;
        i++;
        for (;;) {
          if (i >= text.length) throw new CsvParseError([`line ${start}: unterminated quoted field`]);
          const c = text[i];
          if (c === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
          value += c;
          i++;
        }
        const next = text[i];
        if (i < text.length && next !== delimiter && next !== '\n' && next !== '\r') {
          throw new CsvParseError([`line ${line}: unexpected character '${next}' after a closing quote`]);
        }
      } else {
        while (i < text.length && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r')
          value += text[i++];
      }
      fields.push(value);
      quoted.push(wasQuoted);
      if (text[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;
    yield { line: start, fields, quoted };
  }
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function isBlank(record: CsvRecord): boolean {
  return record.fields.length === 1 && !record.quoted[0] && record.fields[0].trim() === '';
}

/**
 * Parses an `observer,presentation,score` upload (one rating dimension). The header is required; its columns may
 * come in any order, extra columns are ignored, blank lines are skipped, a `;`-separated file is accepted when the
 * header has no comma (spreadsheets in many locales save that way).
 */
export function parseScoreCsv(input: string, options: CsvParseOptions = {}): ScoreRecord[] {
  const maxRows = options.maxRows ?? ANALYSIS_UPLOAD_MAX_ROWS;
  const maxErrors = options.maxErrors ?? 20;
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') throw new CsvParseError(['the file is empty']);
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0];
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';

  // Read by hand: a for-of `break` would close the generator before the data rows.
  const records = csvRecords(text, delimiter);
  let header: CsvRecord | undefined;
  for (let it = records.next(); !it.done; it = records.next()) {
    if (!isBlank(it.value)) {
      header = it.value;
      break;
    }
  }
  if (!header) throw new CsvParseError(['the file is empty']);
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const errors: string[] = [];
  for (const [idx, name] of names.entries()) {
    if (name !== '' && names.indexOf(name) !== idx)
      errors.push(`line ${header.line}: column '${name}' appears twice`);
  }
  for (const col of SCORE_CSV_COLUMNS) {
    if (!names.includes(col))
      errors.push(`line ${header.line}: missing column '${col}' (expected observer,presentation,score)`);
  }
  if (errors.length) throw new CsvParseError(errors);
  const [obsIdx, presIdx, scoreIdx] = SCORE_CSV_COLUMNS.map((c) => names.indexOf(c));

  const scores: ScoreRecord[] = [];
  for (let it = records.next(); !it.done; it = records.next()) {
    const r = it.value;
    if (isBlank(r)) continue;
    if (scores.length >= maxRows) {
      throw new CsvParseError([`line ${r.line}: too many rows (at most ${maxRows} data rows are accepted)`]);
    }
    const problems: string[] = [];
    if (r.fields.length !== names.length) {
      problems.push(`line ${r.line}: expected ${names.length} fields, found ${r.fields.length}`);
    } else {
      const observer = r.fields[obsIdx].trim();
      const presentation = r.fields[presIdx].trim();
      const raw = r.fields[scoreIdx].trim();
      if (observer === '') problems.push(`line ${r.line}: observer is empty`);
      if (presentation === '') problems.push(`line ${r.line}: presentation is empty`);
      const score = Number(raw);
      if (raw === '') problems.push(`line ${r.line}: score is empty`);
      else if (!NUMBER.test(raw) || !Number.isFinite(score)) {
        problems.push(
          `line ${r.line}: score '${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}' is not a number`,
        );
      }
      if (problems.length === 0) scores.push({ observer, presentation, score });
    }
    errors.push(...problems);
    if (errors.length >= maxErrors) break;
  }
  if (errors.length) throw new CsvParseError(errors.slice(0, maxErrors));
  if (scores.length === 0) throw new CsvParseError(['the file has a header but no data rows']);
  return scores;
}
