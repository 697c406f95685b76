import { read, utils } from 'xlsx';
import { csvLine } from '@vvq/contracts';
import { pseudonymFor } from '../pseudonym.js';
import { buildWorkbook } from '../xlsx-workbook.js';

describe('csvLine (the shared @vvq/contracts rule, as the exports use it)', () => {
  it('quotes separators of any locale and neutralises formulas; numbers stay numbers', () => {
    expect(csvLine(['a,b', 'x;=1+1;y', 'say "hi"', 'x\ny', -1.5, null, true, '=1', ' @x'])).toBe(
      '"a,b","x;\'=1+1;y","say ""hi""","x\ny",-1.5,,true,\'=1,\' @x\r\n',
    );
  });
});

describe('buildWorkbook', () => {
  it('writes numbers as number cells and formula-like text as text cells, without an apostrophe', () => {
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
      [-2, '=cmd|x'],
      [undefined, 'ok'],
    ]);
    expect(wb.Sheets.Data.A2.t).toBe('n');
    expect(wb.Sheets.Data.B2).toMatchObject({ t: 's', v: '=cmd|x' });
    expect(wb.Sheets.Data.B2.f).toBeUndefined();
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
