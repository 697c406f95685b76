import { CsvParseError, parseScoreCsv } from '../score-csv-parser.js';

function errorsOf(text: string, options?: Parameters<typeof parseScoreCsv>[1]): string[] {
  try {
    parseScoreCsv(text, options);
  } catch (e) {
    if (e instanceof CsvParseError) return e.errors;
    throw e;
  }
  throw new Error('expected a CsvParseError');
}

describe('parseScoreCsv', () => {
  it('reads observer,presentation,score rows', () => {
    expect(parseScoreCsv('observer,presentation,score\nA,V1,4\nB,V1,3.5\n')).toEqual([
      { observer: 'A', presentation: 'V1', score: 4 },
      { observer: 'B', presentation: 'V1', score: 3.5 },
    ]);
  });

  it('handles BOM, CRLF, quotes with commas, doubled quotes and newlines, any column order, extra columns', () => {
    const text =
      '\uFEFFScore,Observer,note,presentation\r\n5,"Doe, J.","said ""wow""\r\nreally",V1\r\n\r\n2,B,,"V 2"\r\n';
    expect(parseScoreCsv(text)).toEqual([
      { observer: 'Doe, J.', presentation: 'V1', score: 5 },
      { observer: 'B', presentation: 'V 2', score: 2 },
    ]);
  });

  it('accepts a semicolon-separated file', () => {
    expect(parseScoreCsv('observer;presentation;score\nA;V1;1')).toEqual([
      { observer: 'A', presentation: 'V1', score: 1 },
    ]);
  });

  it('names the line and the problem', () => {
    const text = [
      'observer,presentation,score',
      'A,V1,4',
      'B,V1,3',
      'C,V1,2',
      'D,V1,1',
      'E,V1,5',
      'F,V1,x',
    ].join('\n');
    expect(errorsOf(text)).toEqual(["line 7: score 'x' is not a number"]);
    expect(errorsOf('observer,presentation,score\nA,V1\n,V2,3\nB,V3,\nC,V4,1e999')).toEqual([
      'line 2: expected 3 fields, found 2',
      'line 3: observer is empty',
      'line 4: score is empty',
      "line 5: score '1e999' is not a number",
    ]);
  });

  it('counts lines inside quoted fields when it reports a later line', () => {
    expect(errorsOf('observer,presentation,score\n"A\nB",V1,4\nC,V1,nope')).toEqual([
      "line 4: score 'nope' is not a number",
    ]);
  });

  it('rejects empty files, missing or repeated columns, a header alone, open quotes and too many rows', () => {
    expect(errorsOf('')).toEqual(['the file is empty']);
    expect(errorsOf('\uFEFF \r\n')).toEqual(['the file is empty']);
    expect(errorsOf('observer,video,score\nA,V1,3')).toEqual([
      "line 1: missing column 'presentation' (expected observer,presentation,score)",
    ]);
    expect(errorsOf('observer,presentation,score,Score\nA,V1,3,3')).toEqual([
      "line 1: column 'score' appears twice",
    ]);
    expect(errorsOf('observer,presentation,score\n')).toEqual(['the file has a header but no data rows']);
    expect(errorsOf('observer,presentation,score\nA,"V1,3\n')).toEqual(['line 2: unterminated quoted field']);
    expect(errorsOf('observer,presentation,score\nA,"V1"x,3')).toEqual([
      "line 2: unexpected character 'x' after a closing quote",
    ]);
    expect(errorsOf('observer,presentation,score\nA,V1,1\nA,V2,2\nA,V3,3', { maxRows: 2 })).toEqual([
      'line 4: too many rows (at most 2 data rows are accepted)',
    ]);
  });
});
