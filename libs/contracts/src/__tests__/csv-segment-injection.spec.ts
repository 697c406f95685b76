import fc from 'fast-check';
import { csvLine } from '../spreadsheet-cell.js';

/** What a spreadsheet would run: a formula character first, after any blanks or quote marks it drops. */
const RUNS_AS_FORMULA = /^[\s"]*[=+\-@＝＋－＠]/u;

/**
 * Reads a whole CSV file the way a spreadsheet importer does with `separator`: a quote opens a quoted field only
 * when it is the field's first character (elsewhere it is a plain character), CR, LF and CRLF end a record.
 */
function spreadsheetCells(file: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < file.length; i += 1) {
    const c = file[i];
    if (quoted) {
      if (c === '"' && file[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
      continue;
    }
    if (c === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (c === separator || c === '\r' || c === '\n') {
      cells.push(cell);
      cell = '';
      atStart = true;
    } else {
      cell += c;
      atStart = false;
    }
  }
  cells.push(cell);
  return cells;
}

/** The crudest reader: every `,` `;` tab, CR and LF starts a cell, quotes or not. */
const naiveCells = (file: string) => file.split(/[,;\t\r\n]/);

const file = (rows: readonly (readonly string[])[]) => rows.map((r) => csvLine(r)).join('');

const unsafeCells = (text: string) =>
  [...[',', ';', '\t'].flatMap((separator) => spreadsheetCells(text, separator)), ...naiveCells(text)].filter(
    (cell) => RUNS_AS_FORMULA.test(cell),
  );

describe('CSV files read with another separator than the comma', () => {
  it('a comment hiding a formula after `;` does not become a live cell of a `;` spreadsheet', () => {
    const comment = 'great;=WEBSERVICE(CHAR(104)&CHAR(116)&A2);';
    const written = file([['7', comment, '4']]);
    expect(unsafeCells(written)).toEqual([]);
  });

  it.each([
    ['a line break', 'fine\n=1+1;'],
    ['CRLF', 'fine\r\n=1+1'],
    ['a tab', 'a\t=1+1'],
    ['a tab after blanks', 'a; \t=1'],
    ['a comma', 'a,@SUM(A1)'],
    ['a quote after the separator', 'a;"=1+1"'],
    ['a leading quote', '"=1+1'],
    ['a full-width sign', 'a;＝1'],
    ['a leading tab', '\t=1'],
  ])('nor after %s', (_what, comment) => {
    expect(unsafeCells(file([['x', comment]]))).toEqual([]);
  });

  it('property: random fields with `,` `;` tab CR LF, quotes, blanks and = + - @ never start a formula under any separator', () => {
    const piece = fc.constantFrom(
      ',',
      ';',
      '\t',
      '\r',
      '\n',
      '\r\n',
      '"',
      ' ',
      '=',
      '+',
      '-',
      '@',
      '＝',
      'a',
      '1',
      "'",
    );
    const field = fc
      .array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 10 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
        (rows) => {
          expect(unsafeCells(file(rows))).toEqual([]);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
