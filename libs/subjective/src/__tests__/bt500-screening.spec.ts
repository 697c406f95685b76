import { screenObservers } from '../bt500-screening.js';
import type { ScoreRecord } from '../presentation-units.js';

/** { presentation: { observer: score } } → score records. */
function table(t: Record<string, Record<string, number>>): ScoreRecord[] {
  return Object.entries(t).flatMap(([presentation, row]) =>
    Object.entries(row).map(([observer, score]) => ({ observer, presentation, score })),
  );
}

const video = { unit: 'video', denominator: 'presentations' } as const;

/*
 * Worked example (complete design, 6 observers A B C D X Y × 4 videos, E = 4, R = 1).
 *
 * V1 = {A 1, B 1, C 1, D 2, Y 2, X 5}: ū = 12/6 = 2; d = −1,−1,−1,0,0,3; m₂ = (1+1+1+0+0+9)/6 = 2;
 *      m₄ = (1+1+1+0+0+81)/6 = 14; β₂ = 14/2² = 3.5 ∈ [2,4] → k = 2; S = √2 = 1.41421;
 *      ū + 2S = 4.82843 → X (5) gets P; ū − 2S = −0.82843 → no Q.
 * V2 = {A 5, B 5, C 5, D 4, Y 4, X 1}: the mirror image: ū = 4, S = √2, β₂ = 3.5, ū − 2S = 1.17157 → X (1) gets Q.
 * V3 = {A 1, B 1, C 2, D 2, X 1, Y 5}: same numbers as V1 → Y gets P.
 * V4 = {A 1, B 1, C 1, D 2, X 2, Y 5}: same as V1 → Y gets P.
 *
 * X: P = 1, Q = 1: (P+Q)/E = 2/4 = 0.5 > 0.05 and |P−Q|/(P+Q) = 0/2 = 0 < 0.3 → rejected.
 * Y: P = 2, Q = 0: 2/4 = 0.5 > 0.05 but |2−0|/2 = 1 ≥ 0.3 → kept (outliers all on one side).
 * A B C D: P = Q = 0 → ratio 0 → kept.
 */
const base = {
  V1: { A: 1, B: 1, C: 1, D: 2, Y: 2, X: 5 },
  V2: { A: 5, B: 5, C: 5, D: 4, Y: 4, X: 1 },
  V3: { A: 1, B: 1, C: 2, D: 2, X: 1, Y: 5 },
  V4: { A: 1, B: 1, C: 1, D: 2, X: 2, Y: 5 },
};

describe('screenObservers (BT.500 Annex 1 §2.3.1, sureal semantics)', () => {
  it('rejects a two-sided outlier and keeps a one-sided one', () => {
    const { report, rejected } = screenObservers(table(base), video);
    expect([...rejected]).toEqual(['X']);
    const v1 = report.per_presentation.find((p) => p.presentation === 'V1')!;
    expect(v1.mean).toBe(2);
    expect(v1.s).toBeCloseTo(Math.SQRT2, 12);
    expect(v1.beta2).toBeCloseTo(3.5, 12);
    expect(v1.k).toBe(2);
    expect(v1.status).toBe('screened');
    const x = report.observers.find((o) => o.observer === 'X')!;
    expect(x).toMatchObject({
      p: 1,
      q: 1,
      denominator: 4,
      ratio: 0.5,
      asymmetry: 0,
      rejected: true,
      scores: 4,
    });
    const y = report.observers.find((o) => o.observer === 'Y')!;
    expect(y).toMatchObject({ p: 2, q: 0, ratio: 0.5, asymmetry: 1, rejected: false });
    const a = report.observers.find((o) => o.observer === 'A')!;
    expect(a).toMatchObject({ p: 0, q: 0, ratio: 0, asymmetry: null, rejected: false });
    expect(report.rejected.map((o) => o.observer)).toEqual(['X']);
    expect(report.presentations).toBe(4);
    expect(report.max_repetitions).toBe(1);
    expect(report.all_would_be_rejected).toBe(false);
  });

  it('uses k = √20 when β₂ is outside [2, 4]', () => {
    // {1,1,5,5,5}: ū = 17/5 = 3.4; d = −2.4,−2.4,1.6,1.6,1.6; m₂ = (5.76·2 + 2.56·3)/5 = 19.2/5 = 3.84;
    // m₄ = (33.1776·2 + 6.5536·3)/5 = 86.016/5 = 17.2032; β₂ = 17.2032/3.84² = 17.2032/14.7456 = 1.16667 < 2
    // → k = √20 = 4.47214; S = √3.84 = 1.95959; ū ± k·S = 3.4 ± 8.76356 → nobody flagged.
    const { report, rejected } = screenObservers(table({ V: { A: 1, B: 1, C: 5, D: 5, E: 5 } }), video);
    const v = report.per_presentation[0];
    expect(v.beta2).toBeCloseTo(1.1666667, 6);
    expect(v.k).toBeCloseTo(Math.sqrt(20), 12);
    expect(v.s).toBeCloseTo(1.9595918, 6);
    expect(report.observers.every((o) => o.p === 0 && o.q === 0)).toBe(true);
    expect(rejected.size).toBe(0);
  });

  it('rejects nobody when every observer would be rejected (one pass, BT.500 / sureal rule)', () => {
    // 6 observers O0..O5 × 12 videos. Video Hi: Oi scores 5, the others 1,1,1,2,2 (numbers of V1 above → Oi gets P).
    // Video Li: Oi scores 1, the others 5,5,5,4,4 (numbers of V2 → Oi gets Q). Each Oi: P = 1, Q = 1,
    // (1+1)/12 = 0.1667 > 0.05 and |1−1|/2 = 0 < 0.3 → all six meet the criteria → none is rejected.
    const observers = ['O0', 'O1', 'O2', 'O3', 'O4', 'O5'];
    const t: Record<string, Record<string, number>> = {};
    observers.forEach((o, i) => {
      const others = observers.filter((x) => x !== o);
      t[`H${i}`] = { [o]: 5, ...Object.fromEntries(others.map((x, j) => [x, [1, 1, 1, 2, 2][j]])) };
      t[`L${i}`] = { [o]: 1, ...Object.fromEntries(others.map((x, j) => [x, [5, 5, 5, 4, 4][j]])) };
    });
    const { report, rejected } = screenObservers(table(t), video);
    expect(report.observers.map((o) => [o.p, o.q])).toEqual(observers.map(() => [1, 1]));
    expect(report.observers[0].ratio).toBeCloseTo(2 / 12, 12);
    expect(report.all_would_be_rejected).toBe(true);
    expect(rejected.size).toBe(0);
    expect(report.rejected).toEqual([]);
  });

  it('divides by E (presentations in the set), or by the observer’s own count with the option', () => {
    // The worked example plus 36 videos with one score each from observers F0..F35: E = 40.
    // X: (1+1)/40 = 0.05, not > 0.05 → kept with sureal's denominator;
    // with denominator = observer: (1+1)/4 = 0.5 > 0.05 and 0 < 0.3 → rejected. Y: 2/4 but asymmetry 1 → kept.
    // F0..F35 have one score each and P = Q = 0 → 0/1 → kept. A video with one score flags nobody.
    const t: Record<string, Record<string, number>> = { ...base };
    for (let i = 0; i < 36; i++) t[`S${i}`] = { [`F${i}`]: 3 };
    const byE = screenObservers(table(t), video);
    expect(byE.report.presentations).toBe(40);
    expect(byE.report.observers.find((o) => o.observer === 'X')).toMatchObject({
      denominator: 40,
      ratio: 0.05,
    });
    expect(byE.rejected.size).toBe(0);

    const byOwn = screenObservers(table(t), { unit: 'video', denominator: 'observer' });
    expect(byOwn.report.observers.find((o) => o.observer === 'X')).toMatchObject({
      denominator: 4,
      ratio: 0.5,
    });
    expect(byOwn.report.observers.find((o) => o.observer === 'F0')).toMatchObject({
      denominator: 1,
      ratio: 0,
    });
    expect([...byOwn.rejected]).toEqual(['X']);
  });

  it('reports presentations too small to screen, and equal scores flag nobody (sureal would flag all)', () => {
    // W1 has one score and W2 three: fewer than 5 scores can never reach ū ± 2S (max |u−ū|/S = √(n−1) ≤ √3).
    // W3 = five 3s: m₂ = 0, β₂ undefined; sureal would take k = √20, S = 0 and count every score as P and Q.
    const t = {
      ...base,
      W1: { A: 4 },
      W2: { A: 1, B: 3, C: 5 },
      W3: { A: 3, B: 3, C: 3, D: 3, X: 3 },
    };
    const { report, rejected } = screenObservers(table(t), video);
    const status = Object.fromEntries(report.not_screenable.map((p) => [p.presentation, [p.status, p.n]]));
    expect(status).toEqual({
      W1: ['too_few_ratings', 1],
      W2: ['too_few_ratings', 3],
      W3: ['constant_scores', 5],
    });
    expect(report.per_presentation.find((p) => p.presentation === 'W3')).toMatchObject({
      beta2: null,
      k: null,
    });
    // X keeps P = 1, Q = 1 from V1/V2 only; E = 7 now: 2/7 = 0.2857 > 0.05 → still rejected.
    expect(report.observers.find((o) => o.observer === 'X')).toMatchObject({ p: 1, q: 1, denominator: 7 });
    expect([...rejected]).toEqual(['X']);
  });

  it('counts repeated scores as sureal repetitions: denominator E·R', () => {
    // A scores V3 a second time (1): R = 2, so the denominator is E·R = 4·2 = 8 for everyone.
    // V3 becomes {1,1,1,1,2,2,5}: ū = 13/7; d = −6/7 (×4), 1/7 (×2), 22/7;
    // m₂ = (4·36 + 2·1 + 484)/49/7 = 630/343 = 90/49 = 1.83673; m₄ = (4·1296 + 2·1 + 234256)/2401/7 = 239442/16807;
    // β₂ = (239442/16807)/(90/49)² = 239442/56700 = 4.22296 > 4 → k = √20: ū + k·S = 1.857 + 6.061 → Y loses that P.
    // X: P = 1 (V1), Q = 1 (V2): 2/8 = 0.25 > 0.05, asymmetry 0 → rejected. Y: P = 1 (V4): 1/8, asymmetry 1 → kept.
    const scores = [...table(base), { observer: 'A', presentation: 'V3', score: 1 }];
    const { report, rejected } = screenObservers(scores, video);
    expect(report.max_repetitions).toBe(2);
    expect(report.per_presentation.find((p) => p.presentation === 'V3')!.beta2).toBeCloseTo(
      239442 / 56700,
      12,
    );
    expect(report.observers.find((o) => o.observer === 'X')).toMatchObject({ denominator: 8, ratio: 0.25 });
    expect(report.observers.find((o) => o.observer === 'Y')).toMatchObject({ p: 1, q: 0, ratio: 0.125 });
    expect(report.observers.find((o) => o.observer === 'A')!.scores).toBe(5);
    expect([...rejected]).toEqual(['X']);
  });
});
