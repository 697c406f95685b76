import { parseAcrHrCsv, parsePairCsv } from '../method-csv-parser.js';
import { CsvParseError } from '../score-csv-parser.js';

function errorsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof CsvParseError) return e.errors;
    throw e;
  }
  return [];
}

describe('ACR-HR upload format', () => {
  it('reads rows with columns in any order and the usual boolean spellings', () => {
    const rows = parseAcrHrCsv(
      'score;is_reference;content;presentation;observer\n4;yes;c;r;ann\n3;0;c;p;ann\n',
    );
    expect(rows).toEqual([
      { observer: 'ann', presentation: 'r', content: 'c', isReference: true, score: 4 },
      { observer: 'ann', presentation: 'p', content: 'c', isReference: false, score: 3 },
    ]);
  });

  it('names the line and the problem', () => {
    expect(errorsOf(() => parseAcrHrCsv('observer,presentation,score\nann,p,3\n'))).toEqual([
      "line 1: missing column 'content' (expected observer,presentation,content,is_reference,score)",
      "line 1: missing column 'is_reference' (expected observer,presentation,content,is_reference,score)",
    ]);
    expect(
      errorsOf(() => parseAcrHrCsv('observer,presentation,content,is_reference,score\nann,p,,maybe,x\n')),
    ).toEqual([
      'line 2: content is empty',
      "line 2: is_reference 'maybe' is not one of 1, 0, true, false, yes, no",
      "line 2: score 'x' is not a number",
    ]);
  });
});

describe('pair-comparison upload format', () => {
  it('reads a, b and the winner literal', () => {
    expect(parsePairCsv('observer,a,b,winner\nann,x,y,A\nbob,y,x,tie\n', true)).toEqual([
      { observer: 'ann', a: 'x', b: 'y', winner: 'a' },
      { observer: 'bob', a: 'y', b: 'x', winner: 'tie' },
    ]);
  });

  it('refuses ties where not allowed, a pair of one stimulus and other winners', () => {
    expect(
      errorsOf(() => parsePairCsv('observer,a,b,winner\nann,x,y,tie\nann,x,x,a\nann,x,y,x\n', false)),
    ).toEqual([
      "line 2: winner 'tie' is not one of a, b",
      "line 3: a and b are the same stimulus 'x'",
      "line 4: winner 'x' is not one of a, b",
    ]);
    expect(errorsOf(() => parsePairCsv('observer,a,b,winner\n', true))).toEqual([
      'the file has a header but no data rows',
    ]);
  });
});
