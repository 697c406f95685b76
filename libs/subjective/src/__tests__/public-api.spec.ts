import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseScores, parseScoreCsv } from '../index.js';

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');

/** The README's example is what a lab copies first: it must run as written against the public entry point. */
describe('the public entry point', () => {
  it("runs the README example: parse an upload, analyse it, read each clip's MOS and interval", () => {
    expect(readme).toContain("import { analyseScores, parseScoreCsv } from '@vvq/subjective';");
    const csv = 'observer,presentation,score\nann,clip-a,4\nann,clip-b,2\nbob,clip-a,5\nbob,clip-b,3\n';
    const analysis = analyseScores({
      source: 'upload',
      dimension: null,
      scores: parseScoreCsv(csv),
      attributes: new Map(),
      unit: 'video',
      screening: true,
      denominator: 'presentations',
      model: 'mle',
    });
    const byClip = new Map(analysis.videos.map((row) => [row.presentation, row.all]));
    expect(byClip.get('clip-a')).toMatchObject({ n: 2, mos: 4.5 });
    expect(byClip.get('clip-b')).toMatchObject({ n: 2, mos: 2.5 });
    // Two scores per clip: the t interval of N = 2 is wide but defined.
    expect(byClip.get('clip-a')?.ci95_low).toBeLessThan(4.5);
    expect(analysis.mle).toBeDefined();
  });
});
