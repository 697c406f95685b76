import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../../../../config/paths.js';
import { readCsv } from '../csv-reader.js';
import { ManifestError } from '../manifest.js';
import { parseManifest } from '../manifest-parser.js';

const HEADER = 'label,file,content,view,compression_type,qp';

/** The problems a manifest is refused for (fails the test when it is accepted). */
function problems(text: string, name = 'm.csv', distortion?: { text: string; name: string }): string[] {
  try {
    parseManifest(text, name, distortion);
  } catch (e) {
    if (e instanceof ManifestError) return e.problems;
    throw e;
  }
  throw new Error('the manifest was accepted');
}

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\n';
    expect(readCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['two\nlines', 'z'] },
    ]);
  });

  it('names the line and column of a stray or unclosed quote', () => {
    expect(() => readCsv('a,b\nx,y"z\n')).toThrow('line 2, column 4: a quote inside an unquoted field');
    expect(() => readCsv('a,b\n"x"y,z\n')).toThrow('line 2, column 4: text after a closing quote');
    expect(() => readCsv('a,b\nx,"open\nmore')).toThrow('line 2, column 3: a quoted field is never closed');
  });
});

describe('parseManifest (CSV)', () => {
  it('reads the spec columns, kind, reference and keeps further columns as attributes', () => {
    const m = parseManifest(
      `${HEADER},kind,reference,codec,bitrate\n` +
        'a1,clips/a1.mp4,Longdress,front,texture,25,,false,h264,2M\n' +
        'a2,https://cdn.example.org/a2.mp4,Longdress,front,texture,40,video,true,,\n' +
        'v1,frames/v1,Soldier,side,geometry,50,volumetric,no,draco,\n',
      'm.csv',
    );
    expect(m.stimuli.map((s) => [s.label, s.file, s.kind, s.is_reference, s.attributes])).toEqual([
      ['a1', 'clips/a1.mp4', 'video', false, { codec: 'h264', bitrate: '2M' }],
      ['a2', 'https://cdn.example.org/a2.mp4', 'video', true, {}],
      ['v1', 'frames/v1', 'volumetric', false, { codec: 'draco' }],
    ]);
    expect(m.stimuli[0]).toMatchObject({
      content: 'Longdress',
      view: 'front',
      compression_type: 'texture',
      qp: '25',
    });
    expect(m.stimuli[2].where).toBe('m.csv line 4');
  });

  it('refuses duplicate labels (case-insensitively, as the database compares them) naming both lines', () => {
    expect(problems(`${HEADER}\na,x.mp4,C,f,t,1\nb,y.mp4,C,f,t,2\nA,z.mp4,C,f,t,3\n`)).toEqual([
      'm.csv line 4: label "A" is already used on m.csv line 2',
    ]);
  });

  it('refuses paths that leave the media folder, absolute paths and non-https URLs, with line and column', () => {
    expect(
      problems(
        `${HEADER}\na,../etc/passwd,C,f,t,1\nb,/etc/passwd,C,f,t,1\nc,http://x.org/c.mp4,C,f,t,1\nd,a//b.mp4,C,f,t,1\n` +
          'e,C:\\x.mp4,C,f,t,1\nf,https://u:p@x.org/f.mp4,C,f,t,1\n',
      ),
    ).toEqual([
      'm.csv line 2, column 2 (file): "../etc/passwd" leaves or does not name a file under the media folder (no ".." or empty parts)',
      'm.csv line 3, column 2 (file): "/etc/passwd" must be a path relative to the media folder (forward slashes, no leading /)',
      'm.csv line 4, column 2 (file): a URL must be an absolute https:// address without credentials',
      'm.csv line 5, column 2 (file): "a//b.mp4" leaves or does not name a file under the media folder (no ".." or empty parts)',
      'm.csv line 6, column 2 (file): a URL must be an absolute https:// address without credentials',
      'm.csv line 7, column 2 (file): a URL must be an absolute https:// address without credentials',
    ]);
  });

  it('collects every problem: missing values, wrong counts, bad kind/reference, long values, bad attribute names', () => {
    expect(
      problems(
        `${HEADER},kind,reference,bad name\n` +
          ',x.mp4,C,f,t,1,video,true,\n' +
          'b,y.mp4,C,f,t\n' +
          `c,z.mp4,C,f,t,${'9'.repeat(51)},mesh,maybe,v\n`,
      ),
    ).toEqual([
      'm.csv line 2, column 1 (label): label is required',
      'm.csv line 2, column 9 (bad name): an attribute name is letters, digits and _ (starting with a letter, at most 64)',
      'm.csv line 3: 5 values, but the header names 9 columns',
      'm.csv line 4, column 6 (qp): at most 50 characters',
      'm.csv line 4, column 7 (kind): kind must be video or volumetric, not "mesh"',
      'm.csv line 4, column 8 (reference): reference must be true or false',
      'm.csv line 4, column 9 (bad name): an attribute name is letters, digits and _ (starting with a letter, at most 64)',
    ]);
  });

  it('names a missing column, an empty file and a malformed line', () => {
    expect(problems('label,file\na,b.mp4\n')).toEqual(['m.csv line 1: the column "content" is missing']);
    expect(problems('')).toEqual([
      'm.csv is empty: the first line names the columns (label,file,content,view,compression_type,qp)',
    ]);
    expect(problems(`${HEADER}\na,"b.mp4"x,C,f,t,1\n`)).toEqual([
      'm.csv line 2, column 10: text after a closing quote (double a quote inside a quoted field)',
    ]);
  });

  it('reads a distortion file: category, level R1–R5 or none, caption, and a section text per category', () => {
    const m = parseManifest(`${HEADER}\na,a.mp4,C,f,t,1\n`, 'm.csv', {
      name: 'd.csv',
      text:
        'category,level,caption,file,title,introduction,example,details\n' +
        'blur,r1,Slight blur,d/blur1.mp4,Blur,Blur softens edges.,Like a photo out of focus.,Worst at R5.\n' +
        'blur,R5,Strong blur,d/blur5.mp4,,,,\n' +
        'background,,,d/bg.mp4,,,,\n',
    });
    expect(m.distortionExamples.map((e) => [e.category, e.level, e.caption, e.file])).toEqual([
      ['blur', 'R1', 'Slight blur', 'd/blur1.mp4'],
      ['blur', 'R5', 'Strong blur', 'd/blur5.mp4'],
      ['background', 'none', '', 'd/bg.mp4'],
    ]);
    expect(m.sections).toEqual([
      {
        where: 'd.csv line 2',
        category: 'blur',
        title: 'Blur',
        introduction: 'Blur softens edges.',
        example: 'Like a photo out of focus.',
        details: 'Worst at R5.',
      },
    ]);
    expect(
      problems(`${HEADER}\na,a.mp4,C,f,t,1\n`, 'm.csv', {
        name: 'd.csv',
        text: 'category,level,file\nblur,R6,x.mp4\n',
      }),
    ).toEqual(['d.csv line 2, column 2 (level): level must be R1 to R5 or none']);
  });

  it('refuses a section text with a line break by its line and column (it threw a TypeError before)', () => {
    expect(
      problems(`${HEADER}\na,a.mp4,C,f,t,1\n`, 'm.csv', {
        name: 'd.csv',
        text: 'category,level,file,title,details\nblur,R1,d/b.mp4,Blur,"one\ntwo"\n',
      }),
    ).toEqual(['d.csv line 2, column 5 (details): control characters are not allowed']);
  });
});

describe('parseManifest (JSON)', () => {
  it('reads stimuli (numbers and booleans as text, attributes inline or nested), examples and sections', () => {
    const m = parseManifest(
      JSON.stringify({
        stimuli: [
          {
            label: 'a',
            file: 'a.mp4',
            content: 'C',
            view: 'front',
            compression_type: 't',
            qp: 25,
            reference: true,
            fps: 30,
          },
          { label: 'b', file: 'b.mp4', content: 'C', attributes: { codec: 'av1' } },
        ],
        distortion_examples: [{ category: 'blur', level: 'R2', caption: 'Some blur', file: 'd/b2.mp4' }],
        distortion_sections: [
          { category: 'blur', title: 'Blur', introduction: 'i', example: 'e', details: 'd' },
        ],
      }),
      'm.json',
    );
    expect(m.stimuli.map((s) => [s.label, s.qp, s.is_reference, s.attributes])).toEqual([
      ['a', '25', true, { fps: '30' }],
      ['b', '', false, { codec: 'av1' }],
    ]);
    expect(m.distortionExamples[0]).toMatchObject({
      category: 'blur',
      level: 'R2',
      where: 'm.json distortion_examples[0]',
    });
    expect(m.sections[0]).toMatchObject({ category: 'blur', title: 'Blur' });
  });

  it('names the line and column of a syntax error and the path of a bad value', () => {
    const [syntax] = problems('{\n  "stimuli": [\n    {"label": "a",}\n  ]\n}', 'm.json');
    expect(syntax).toMatch(/^m\.json line 3, column \d+ is not valid JSON: /);
    expect(
      problems(JSON.stringify({ stimuli: [{ label: 'a', file: 'a.mp4', content: {} }] }), 'm.json'),
    ).toEqual([
      'm.json stimuli[0].content: expected text, a number or true/false',
      'm.json stimuli[0].content: content is required',
    ]);
    expect(problems(JSON.stringify({ rows: [] }), 'm.json')).toEqual([
      'm.json: expected an object with a "stimuli" array',
    ]);
  });
});

describe('the documented examples (docs/experimenter/examples)', () => {
  const example = (name: string) => ({
    name,
    text: readFileSync(join(API_ROOT, '..', 'docs', 'experimenter', 'examples', name), 'utf8'),
  });

  it('parse as the page describes them', () => {
    const csv = example('stimuli-manifest.csv');
    const m = parseManifest(csv.text, csv.name, example('distortion-examples.csv'));
    expect(m.stimuli).toHaveLength(4);
    expect(m.stimuli[0]).toMatchObject({ is_reference: true, attributes: { codec: 'h264' } });
    expect(m.distortionExamples.map((e) => e.level)).toEqual(['R1', 'R5', 'none']);
    expect(m.sections.map((s) => s.title)).toEqual(['Texture compression']);
    const json = example('stimuli-manifest.json');
    const j = parseManifest(json.text, json.name);
    expect(j.stimuli.map((s) => s.kind)).toEqual(['video', 'volumetric']);
    expect(j.sections).toHaveLength(1);
  });
});
