import { observerBias } from '../observer-bias.js';

describe('observerBias (ITU-T P.913 §12.4)', () => {
  it('computes δₛ = mean(score − MOS) and the SD of score − MOS − δₛ', () => {
    // V1 = {A 2, B 3, C 4} → MOS 3; V2 = {A 3, B 4, C 5} → MOS 4; V3 = {A 5, B 1, C 3} → MOS 3.
    // A: score − MOS = −1, −1, +2 → δ = 0;     residuals −1, −1, 2      → √((1+1+4)/2)       = √3   = 1.7320508
    // B: 0, 0, −2                → δ = −2/3;  residuals 2/3, 2/3, −4/3 → √((4+4+16)/9/2)    = √(4/3) = 1.1547005
    // C: +1, +1, 0               → δ = 2/3;   residuals 1/3, 1/3, −2/3 → √((1+1+4)/9/2)     = √(1/3) = 0.5773503
    const scores = [
      ['V1', 'A', 2],
      ['V1', 'B', 3],
      ['V1', 'C', 4],
      ['V2', 'A', 3],
      ['V2', 'B', 4],
      ['V2', 'C', 5],
      ['V3', 'A', 5],
      ['V3', 'B', 1],
      ['V3', 'C', 3],
    ].map(([presentation, observer, score]) => ({
      presentation: presentation as string,
      observer: observer as string,
      score: score as number,
    }));
    const rows = observerBias(scores);
    expect(rows.map((r) => r.observer)).toEqual(['A', 'B', 'C']);
    expect(rows[0].bias).toBeCloseTo(0, 12);
    expect(rows[0].inconsistency).toBeCloseTo(1.7320508, 6);
    expect(rows[1].bias).toBeCloseTo(-2 / 3, 12);
    expect(rows[1].inconsistency).toBeCloseTo(1.1547005, 6);
    expect(rows[2].bias).toBeCloseTo(2 / 3, 12);
    expect(rows[2].inconsistency).toBeCloseTo(0.5773503, 6);
    expect(rows.every((r) => r.n === 3)).toBe(true);
  });

  it('has no inconsistency for an observer with one score', () => {
    // V = {A 2, B 4} → MOS 3; A: δ = −1, B: δ = +1; one score each → SD (n−1) not available.
    const rows = observerBias([
      { observer: 'A', presentation: 'V', score: 2 },
      { observer: 'B', presentation: 'V', score: 4 },
    ]);
    expect(rows).toEqual([
      { observer: 'A', n: 1, bias: -1, inconsistency: null },
      { observer: 'B', n: 1, bias: 1, inconsistency: null },
    ]);
  });
});
