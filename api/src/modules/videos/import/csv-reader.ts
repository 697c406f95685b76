/** One record of a CSV text: its fields and the line (1-based) it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A CSV text that cannot be read, with where it went wrong (1-based line and column, in characters). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

/**
 * RFC 4180 CSV, strictly: fields separated by commas, optionally quoted with `"` (a quote inside is doubled, a quoted
 * field may span lines), records ended by LF or CRLF; a UTF-8 byte-order mark is skipped and blank lines are ignored.
 * A stray quote inside an unquoted field or text after a closing quote is an error naming its line and column,
 * because a spreadsheet that mangled one cell should not shift every later column silently.
 */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = i;
  while (i < text.length) {
    const recordLine = line;
    const fields: string[] = [];
    for (;;) {
      let value = '';
      if (text[i] === '"') {
        const openLine = line;
        const openColumn = i - lineStart + 1;
        i++;
        for (;;) {
          if (i >= text.length)
            throw new CsvSyntaxError(openLine, openColumn, 'a quoted field is never closed');
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
          if (c === '\n') {
            line++;
            lineStart = i + 1;
          }
          value += c;
          i++;
        }
        if (
          i < text.length &&
          text[i] !== ',' &&
          text[i] !== '\n' &&
          !(text[i] === '\r' && text[i + 1] === '\n')
        ) {
          throw new CsvSyntaxError(
            line,
            i - lineStart + 1,
            'text after a closing quote (double a quote inside a quoted field)',
          );
        }
      } else {
        while (
          i < text.length &&
          text[i] !== ',' &&
          text[i] !== '\n' &&
          !(text[i] === '\r' && text[i + 1] === '\n')
        ) {
          if (text[i] === '"') {
            throw new CsvSyntaxError(
              line,
              i - lineStart + 1,
              'a quote inside an unquoted field (quote the whole field)',
            );
          }
          value += text[i];
          i++;
        }
      }
      fields.push(value);
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\r') i++;
    if (text[i] === '\n') {
      i++;
      line++;
      lineStart = i;
    }
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
  }
  return records;
}
