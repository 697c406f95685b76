import { read, utils } from 'xlsx';
import { pseudonymFor } from '../pseudonym.js';
import { csvLine, safeCell } from '../spreadsheet-cell.js';
import { buildWorkbook } from '../xlsx-workbook.js';

describe('safeCell / csvLine', () => {
  it('prefixes text a spreadsheet would execute, keeps numbers (negative too) as numbers', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(safeCell('+1+2')).toBe("'+1+2");
    expect(safeCell('-1+2')).toBe("'-1+2");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('\tx')).toBe("'\tx");
    expect(safeCell('\rx')).toBe("'\rx");
    expect(safeCell(-0.25)).toBe(-0.25);
    expect(safeCell('-5')).toBe('-5');
    expect(safeCell('a=b')).toBe('a=b');
    expect(safeCell(null)).toBeNull();
    expect(safeCell(Number.NaN)).toBeNull();
    expect(safeCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('quotes CSV fields with separators, quotes or newlines', () => {
    expect(csvLine(['a,b', 'say "hi"', 'x\ny', -1.5, null, true, '=1'])).toBe(
      '"a,b","say ""hi""","x\ny",-1.5,,true,\'=1\r\n',
    );
  });
});

describe('buildWorkbook', () => {
  it('writes numbers as numbers and neutralised text', () => {
    const buf = buildWorkbook([
      {
        name: 'Data',
        header: ['a', 'b'],
        rows: [
          [-2, '=cmd|x'],
          [null, 'ok'],
        ],
      },
      { name: 'Data dictionary', header: ['column', 'meaning'], rows: [['a', 'first']] },
    ]);
    const wb = read(buf);
    expect(wb.SheetNames).toEqual(['Data', 'Data dictionary']);
    const data = utils.sheet_to_json<unknown[]>(wb.Sheets.Data, { header: 1 });
    expect(data).toEqual([
      ['a', 'b'],
      [-2, "'=cmd|x"],
      [undefined, 'ok'],
    ]);
    expect(wb.Sheets.Data.A2.t).toBe('n');
  });
});

describe('pseudonymFor', () => {
  it('is stable per key, differs across users and keys, and hides the id', () => {
    const a = pseudonymFor(42, 'k1');
    expect(a).toMatch(/^P[0-9a-f]{12}$/);
    expect(pseudonymFor(42, 'k1')).toBe(a);
    expect(pseudonymFor(43, 'k1')).not.toBe(a);
    expect(pseudonymFor(42, 'k2')).not.toBe(a);
  });
});
