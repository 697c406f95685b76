import { analyseScores, type AnalysisInput } from '../analyse-scores.js';
import { fitModel, SurealDesignError } from '../model-fitters.js';
import { fitOrdinalModel } from '../ordinal-model.js';
import type { VideoAttributes } from '../presentation-units.js';
import { simulateStudy } from '../simulation/simulate-study.js';
import { surealMle, surealP910, type SurealModelResult } from '../sureal-mle.js';

/*
 * The sureal routes must answer exactly what the ports compute (so a paper can say "computed as sureal computes
 * it"): a complete 12 × 24 design, the cube built here by hand — presentations p0 … p11 as indices, observers in
 * code-point order of their ids — and every number compared with toBe.
 */
const study = simulateStudy(3, 12, 24, 12);
const scores = study.scores.map((s) => ({ ...s, score: Math.min(5, Math.max(1, Math.round(s.score))) }));
const observerIds = [...new Set(scores.map((s) => s.observer))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const firstSeen = [...new Set(scores.map((s) => s.presentation))];
const values = new Float64Array(12 * 24).fill(Number.NaN);
for (const s of scores)
  values[firstSeen.indexOf(s.presentation) * 24 + observerIds.indexOf(s.observer)] = s.score;
const cube = { E: 12, S: 24, R: 1, values };
// Two contents: even-numbered presentations show 'b-content', odd ones 'a-content' (ids by name: a → 0, b → 1).
const content = (p: string) => (Number(p.slice(1)) % 2 ? 'a-content' : 'b-content');

function input(
  model: AnalysisInput['model'],
  attributes = new Map<string, VideoAttributes>(),
): AnalysisInput {
  return {
    source: attributes.size ? 'database' : 'upload',
    dimension: null,
    scores,
    attributes,
    unit: 'video',
    screening: false,
    denominator: 'presentations',
    model,
  };
}

function expectSame(block: ReturnType<typeof analyseScores>['mle'], port: SurealModelResult) {
  expect(block).toBeDefined();
  block!.presentations.forEach((p, i) => {
    const e = firstSeen.indexOf(p.presentation);
    expect(i).toBe(e);
    expect(p.quality).toBe(port.quality[e]);
    expect(p.ci95_low).toBe(port.quality_ci95[e][0]);
    expect(p.ci95_high).toBe(port.quality_ci95[e][1]);
  });
  block!.observers.forEach((o, s) => {
    expect(o.observer).toBe(observerIds[s]);
    expect(o.bias).toBe(port.bias[s]);
    expect(o.bias_ci95_low).toBe(port.bias_ci95[s][0]);
    expect(o.inconsistency).toBe(port.inconsistency[s]);
    expect(o.inconsistency_ci95_high).toBe(port.inconsistency_ci95[s][1]);
  });
  expect(block!.iterations).toBe(port.iterations);
}

describe('model=sureal-* answer the exact ports', () => {
  it('sureal-p910 equals surealP910 on the cube', () => {
    const block = analyseScores(input('sureal-p910')).mle;
    const port = surealP910(cube);
    expectSame(block, port);
    expect(block!.converged).toBe(port.iterations < 1000);
  });

  it('sureal-mle-co equals surealMle(CONTENT_OBLIVIOUS)', () => {
    expectSame(analyseScores(input('sureal-mle-co')).mle, surealMle(cube, 'CONTENT_OBLIVIOUS'));
  });

  it('sureal-mle on an upload (no contents) equals surealMle(DEFAULT) with one content', () => {
    expectSame(analyseScores(input('sureal-mle')).mle, surealMle(cube, 'DEFAULT', new Array(12).fill(0)));
  });

  it('sureal-mle on catalogue videos gives each content its own ambiguity, ids in code-point order of names', () => {
    const attributes = new Map<string, VideoAttributes>(
      firstSeen.map((p) => [
        p,
        { video_id: Number(p.slice(1)) + 1, content: content(p), view: 'v', compression_type: 't', qp: '1' },
      ]),
    );
    const port = surealMle(
      cube,
      'DEFAULT',
      firstSeen.map((p) => (content(p) === 'a-content' ? 0 : 1)),
    );
    expectSame(analyseScores(input('sureal-mle', attributes)).mle, port);
    // Same numbers on the videos' own rows.
    const rows = analyseScores(input('sureal-mle', attributes)).videos;
    for (const row of rows) expect(row.mle?.quality).toBe(port.quality[firstSeen.indexOf(row.presentation)]);
  });

  it('differ from the product’s regularised model (why they are exposed at all)', () => {
    const mle = fitModel('mle', scores);
    const p910 = surealP910(cube);
    const gap = Math.max(
      ...mle.presentations.map((p) => Math.abs(p.quality - p910.quality[firstSeen.indexOf(p.presentation)])),
    );
    expect(gap).toBeGreaterThan(1e-6);
  });
});

describe('sureal models on a sparse design', () => {
  it('are refused with a message saying why (sureal’s solvers fail there) and what to use instead', () => {
    const sparse = simulateStudy(1, 12, 30).scores;
    for (const model of ['sureal-mle', 'sureal-mle-co', 'sureal-p910'] as const) {
      expect(() => fitModel(model, sparse)).toThrow(SurealDesignError);
      expect(() => fitModel(model, sparse)).toThrow(
        /complete designs.*cover 120 of the 360 observer × presentation pairs \(30 observers, 12 presentations\)/,
      );
    }
  });
});

describe('no scores at all', () => {
  it.each(['ordinal', 'sureal-mle', 'sureal-mle-co', 'sureal-p910'] as const)(
    '%s answers an empty fit',
    (model) => {
      expect(fitModel(model, [])).toEqual({
        converged: false,
        iterations: 0,
        pooled_inconsistency: null,
        presentations: [],
        observers: [],
      });
    },
  );
});

describe('model=ordinal', () => {
  it('answers the ordinal fit in the mle block', () => {
    const block = analyseScores(input('ordinal')).mle!;
    const direct = fitOrdinalModel(scores);
    expect(block.presentations.map((p) => p.quality)).toEqual(direct.presentations.map((p) => p.quality));
    expect(block.converged).toBe(true);
    expect(block.fits.video.iterations).toBe(direct.iterations);
  });
});
