import { analyseScores, type AnalysisInput } from '../analyse-scores.js';
import { conditionTable } from '../condition-table.js';
import type { ScoreRecord, VideoAttributes } from '../presentation-units.js';

// The worked example of bt500-screening.spec.ts: in unit = video, X is rejected (P = 1, Q = 1 of E = 4).
const base: Record<string, Record<string, number>> = {
  V1: { A: 1, B: 1, C: 1, D: 2, Y: 2, X: 5 },
  V2: { A: 5, B: 5, C: 5, D: 4, Y: 4, X: 1 },
  V3: { A: 1, B: 1, C: 2, D: 2, X: 1, Y: 5 },
  V4: { A: 1, B: 1, C: 1, D: 2, X: 2, Y: 5 },
};
const scores: ScoreRecord[] = Object.entries(base).flatMap(([presentation, row]) =>
  Object.entries(row).map(([observer, score]) => ({ observer, presentation, score })),
);
// V1 and V2 share the condition c1 · tex · QP 30 (two views of it).
const attributes = new Map<string, VideoAttributes>([
  ['V1', { video_id: 1, content: 'c1', view: 'front', compression_type: 'tex', qp: '30' }],
  ['V2', { video_id: 2, content: 'c1', view: 'side', compression_type: 'tex', qp: '30' }],
  ['V3', { video_id: 3, content: 'c2', view: 'front', compression_type: 'geo', qp: '50' }],
  ['V4', { video_id: 4, content: 'c2', view: 'front', compression_type: 'geo', qp: '55' }],
]);
const input: AnalysisInput = {
  source: 'database',
  dimension: 'overall',
  scores,
  attributes,
  unit: 'video',
  screening: true,
  denominator: 'presentations',
};

describe('analyseScores', () => {
  it('reports every video and condition with and without the rejected observer', () => {
    const r = analyseScores(input);
    expect(r.screening.rejected.map((o) => o.observer)).toEqual(['X']);
    // V1 all: (1+1+1+2+2+5)/6 = 2; without X: (1+1+1+2+2)/5 = 1.4.
    const v1 = r.videos.find((v) => v.presentation === 'V1')!;
    expect(v1).toMatchObject({ video_id: 1, content: 'c1', view: 'front' });
    expect(v1.all.mos).toBe(2);
    expect(v1.screened!.mos).toBeCloseTo(1.4, 12);
    // c1 · tex · 30 = V1 ∪ V2: all (12 + 24)/12 = 3, 6 observers; without X (7 + 23)/10 = 3, 5 valid observers.
    const k1 = r.conditions.find((c) => c.kind === 'compression' && c.content === 'c1')!;
    expect(k1).toMatchObject({
      key: '["c1","tex","30"]',
      label: 'c1 · tex · QP 30',
      observers: 6,
      valid_observers: 5,
    });
    expect(k1.all).toMatchObject({ n: 12, mos: 3 });
    expect(k1.screened).toMatchObject({ n: 10, mos: 3 });
    // c2 · front = V3 ∪ V4: 12 scores, all MOS (12 + 12)/12 = 2; without X: (11 + 10)/10 = 2.1.
    const front = r.conditions.find((c) => c.kind === 'view' && c.content === 'c2')!;
    expect(front.all.mos).toBe(2);
    expect(front.screened!.mos).toBeCloseTo(2.1, 12);
    expect(r.conditions.map((c) => c.label)).toEqual([
      'c1 · tex · QP 30',
      'c2 · geo · QP 50',
      'c2 · geo · QP 55',
      'c1 · front',
      'c1 · side',
      'c2 · front',
    ]);
    // Every condition has at most 5 valid observers < 15 → one warning each.
    expect(r.warnings).toHaveLength(6);
    expect(r.warnings[0]).toMatchObject({ condition_kind: 'compression', valid_observers: 5 });
    expect(r.warnings[0].message).toContain('at least 15');
    expect(r.totals).toEqual({ ratings: 24, observers: 6, videos: 4 });
    expect(r.observers.find((o) => o.observer === 'X')!.rejected).toBe(true);
  });

  it('screens per condition when unit = condition (V1 and V2 merge; each observer scored it twice)', () => {
    // K1 = V1 ∪ V2 = {1,1,1,2,2,5,5,5,5,4,4,1}: ū = 36/12 = 3; d² sums: 8 × 4 + 4 × 1 = 36 → m₂ = 3;
    // d⁴: 8 × 16 + 4 × 1 = 132 → m₄ = 11; β₂ = 11/9 = 1.222 < 2 → k = √20, ū + k·S = 3 + 7.746: no flags.
    // K2 = V3 and K3 = V4 each flag Y (P). E = 3, R = 2 → denominator 6. Y: (2+0)/6 = 0.333 but asymmetry 1 → kept.
    const r = analyseScores({ ...input, unit: 'condition' });
    expect(r.screening).toMatchObject({ unit: 'condition', presentations: 3, max_repetitions: 2 });
    const k1 = r.screening.per_presentation.find((p) => p.presentation === '["c1","tex","30"]')!;
    expect(k1.beta2).toBeCloseTo(11 / 9, 12);
    expect(r.screening.observers.find((o) => o.observer === 'Y')).toMatchObject({
      p: 2,
      q: 0,
      denominator: 6,
    });
    expect(r.screening.rejected).toEqual([]);
    // Bias of X per condition: K1 MOS 3 (X: 5, 1 → +2, −2), K2 MOS 2 (X 1 → −1), K3 MOS 2 (X 2 → 0):
    // δ = (2 − 2 − 1 + 0)/4 = −0.25; residuals 2.25, −1.75, −0.75, 0.25 → Σ² = 8.75 → √(8.75/3) = 1.7078251.
    const x = r.observers.find((o) => o.observer === 'X')!;
    expect(x.bias).toBeCloseTo(-0.25, 12);
    expect(x.inconsistency).toBeCloseTo(1.7078251, 6);
  });

  it('leaves screened statistics out when screening is off', () => {
    const r = analyseScores({ ...input, screening: false });
    expect(r.screening).toMatchObject({ enabled: false, rejected: [], presentations: 4 });
    expect(r.videos.every((v) => v.screened === null)).toBe(true);
    expect(r.conditions[0].valid_observers).toBe(6);
  });

  it('answers an empty study with empty lists, not an error', () => {
    const r = analyseScores({ ...input, scores: [], attributes: new Map() });
    expect(r.totals).toEqual({ ratings: 0, observers: 0, videos: 0 });
    expect(r.screening).toMatchObject({
      presentations: 0,
      max_repetitions: 0,
      rejected: [],
      all_would_be_rejected: false,
    });
    expect([r.videos, r.conditions, r.observers, r.warnings]).toEqual([[], [], [], []]);
  });

  it('treats each uploaded presentation as its own condition', () => {
    const r = analyseScores({ ...input, source: 'upload', dimension: null, attributes: new Map() });
    expect(r.conditions).toEqual([]);
    expect(r.videos.map((v) => [v.presentation, v.video_id, v.content])).toEqual([
      ['V1', null, null],
      ['V2', null, null],
      ['V3', null, null],
      ['V4', null, null],
    ]);
    expect(r.warnings.map((w) => [w.condition_kind, w.condition, w.valid_observers])).toEqual([
      ['presentation', 'V1', 5],
      ['presentation', 'V2', 5],
      ['presentation', 'V3', 5],
      ['presentation', 'V4', 5],
    ]);
  });
});

describe('analyseScores with model=mle', () => {
  it('adds the MLE per video, per condition and per unit, observers in the order of the bias rows', () => {
    const r = analyseScores({ ...input, model: 'mle' });
    expect(r.mle).toMatchObject({ converged: true, fits: { video: { converged: true } } });
    expect(r.mle!.fits.compression?.converged).toBe(true);
    expect(r.mle!.fits.view?.converged).toBe(true);
    expect(r.mle!.observers.map((o) => o.observer)).toEqual(r.observers.map((o) => o.observer));
    for (const v of r.videos) expect(v.mle).toEqual(expect.objectContaining({ quality: expect.any(Number) }));
    for (const c of r.conditions)
      expect(c.mle).toEqual(expect.objectContaining({ quality: expect.any(Number) }));
    const rows = conditionTable(r);
    expect(rows[0].mle_quality).toBe(r.conditions[0].mle!.quality);
    // Unchanged without it.
    expect(analyseScores(input).mle).toBeUndefined();
    expect(analyseScores(input).videos[0]).not.toHaveProperty('mle');
  });
});

describe('conditionTable', () => {
  it('flattens conditions into export rows, null where a value is not available', () => {
    const rows = conditionTable(analyseScores(input));
    expect(rows[0]).toEqual({
      kind: 'compression',
      content: 'c1',
      compression_type: 'tex',
      qp: '30',
      view: '',
      dimension: 'overall',
      screened: 'yes',
      n: 10,
      observers: 5,
      mos: 3,
      sd: expect.any(Number),
      ci95_low: expect.any(Number),
      ci95_high: expect.any(Number),
      // Without model=mle the analysis has no MLE; the worker's export always asks for it.
      mle_quality: null,
      mle_ci95_low: null,
      mle_ci95_high: null,
      // 5 valid observers < 15; V1 and V2 have 6 scores each, enough to screen.
      below_min_observers: 'yes',
      screening_note: '',
    });
    // Without X, c1·tex·30 = {1,1,1,2,2,5,5,5,4,4}: ū = 3; Σd² = 3·4 + 2·1 + 3·4 + 2·1 = 28 → SD = √(28/9) = 1.7638342;
    // half width = 1.95996 · 1.7638342 / √10 = 1.95996 · 0.5577734 = 1.0932135.
    expect(rows[0].sd).toBeCloseTo(1.7638342, 6);
    expect(rows[0].ci95_high! - 3).toBeCloseTo(1.0932135, 6);
    const off = conditionTable(analyseScores({ ...input, screening: false }));
    expect(off[0]).toMatchObject({ screened: 'no', n: 12, observers: 6 });
    const single = conditionTable(
      analyseScores({ ...input, scores: [{ observer: 'A', presentation: 'V1', score: 4 }] }),
    );
    expect(single[0]).toMatchObject({ n: 1, mos: 4, sd: null, ci95_low: null, ci95_high: null });
  });
});
