import fc from 'fast-check';
import {
  csvField,
  csvLine,
  isFormulaText,
  neutraliseFormulaText,
  spreadsheetCell,
} from '../spreadsheet-cell.js';

/** Splits one CSV line the way a spreadsheet does with `separator`, honouring RFC 4180 quotes. */
function splitFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

describe('isFormulaText', () => {
  it.each(['=1+1', '+1', '-1+1', '@SUM(A1)', '\tx', '\rx', '\nx', ' =1', '  +1', '\u00a0@x', '＝1'])(
    'flags %j',
    (text) => expect(isFormulaText(text)).toBe(true),
  );
  it.each(['x;=1+1;y', 'a=b', '', 'plain', '5', '1-2'])('leaves %j', (text) =>
    expect(isFormulaText(text)).toBe(false),
  );
});

describe('neutraliseFormulaText', () => {
  it.each([
    ['plain', 'plain'],
    ['=1', "'=1"],
    ['great;=WEBSERVICE(A2);', "great;'=WEBSERVICE(A2);"],
    ['fine\n=1+1;', "fine\n'=1+1;"],
    ['a;"=1"', `a;"'=1"`],
    ['a, -b', "a, '-b"],
    ['1-2;a=b', '1-2;a=b'],
  ])('%j becomes %j', (text, expected) => expect(neutraliseFormulaText(text)).toBe(expected));

  it('property: only apostrophes are added, each right before a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = neutraliseFormulaText(text);
        // Dropping every apostrophe added gives the text back.
        let i = 0;
        for (const c of out) {
          if (c === text[i]) i += 1;
          else expect(c).toBe("'");
        }
        expect(i).toBe(text.length);
      }),
    );
  });
});

describe('csvField / csvLine', () => {
  it('quotes every field holding a separator of any locale, quotes or line breaks', () => {
    // The formula after `;` also gets its apostrophe: a `;` spreadsheet splits there, quotes or not.
    expect(csvField('x;=1+1;y')).toBe(`"x;'=1+1;y"`);
    expect(csvField('x;y')).toBe('"x;y"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('neutralises formulas, also after whitespace, and writes numbers as numbers', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField(' =1+1')).toBe("' =1+1");
    // Leading tab: the whole text is neutralised, and so is the cell a tab-splitting reader starts at the tab.
    expect(csvField('\t=1')).toBe(`"'\t'=1"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(-0.25)).toBe('-0.25');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('property: text read back under `,`, `;` or tab separators (quotes honoured) never starts a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (values) => {
        const line = csvLine(values).slice(0, -2);
        for (const separator of [',', ';', '\t']) {
          for (const field of splitFields(line, separator)) expect(isFormulaText(field)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('property: mixed values under `,` read back as written, numbers as numbers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
          { minLength: 1, maxLength: 6 },
        ),
        (values) => {
          const line = csvLine(values).slice(0, -2);
          // Read as intended (comma), each text field is the original, with a ' only where a formula could start.
          splitFields(line, ',').forEach((field, i) => {
            const v = values[i];
            if (typeof v === 'string') expect(field).toBe(neutraliseFormulaText(v));
            else if (typeof v === 'number') expect(Number(field)).toBe(v === 0 ? 0 : v);
            else expect(field).toBe('');
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: text with a separator, quote or line break is always quoted', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(';', '\t', ',', '"', '\r', '\n'), fc.string(), (a, s, b) => {
        const field = csvField(`${a}${s}${b}`);
        expect(field.startsWith('"') && field.endsWith('"')).toBe(true);
      }),
    );
  });
});

describe('spreadsheetCell', () => {
  it('stores formula-like text as a text cell without an apostrophe, numbers as number cells', () => {
    expect(spreadsheetCell('=1+1')).toEqual({ t: 's', v: '=1+1' });
    expect(spreadsheetCell('-5')).toEqual({ t: 's', v: '-5' });
    expect(spreadsheetCell(-5)).toEqual({ t: 'n', v: -5 });
    expect(spreadsheetCell(false)).toEqual({ t: 'b', v: false });
    expect(spreadsheetCell(null)).toBeNull();
    expect(spreadsheetCell(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('property: never a formula, text unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = spreadsheetCell(text);
        expect(cell).toEqual({ t: 's', v: text });
        expect(cell).not.toHaveProperty('f');
      }),
    );
  });
});
