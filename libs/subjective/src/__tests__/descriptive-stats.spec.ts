import { describeScores } from '../descriptive-stats.js';

describe('describeScores', () => {
  it('computes N, MOS, SD (N−1) and MOS ± 1.95996·SD/√N', () => {
    // [1,2,3,4,5]: MOS = 15/5 = 3; deviations −2,−1,0,1,2; Σd² = 10; SD = √(10/4) = √2.5 = 1.5811388
    // half width = 1.95996 × 1.5811388 / √5 = 1.95996 × 0.70710678 = 1.3859010
    const s = describeScores([1, 2, 3, 4, 5]);
    expect(s.n).toBe(5);
    expect(s.mos).toBe(3);
    expect(s.sd).toBeCloseTo(1.5811388, 7);
    expect(s.ci95_low).toBeCloseTo(3 - 1.385901, 6);
    expect(s.ci95_high).toBeCloseTo(3 + 1.385901, 6);
  });

  it('gives a zero-width interval for equal scores, since SD = 0 is known with N ≥ 2', () => {
    expect(describeScores([4, 4])).toEqual({ n: 2, mos: 4, sd: 0, ci95_low: 4, ci95_high: 4 });
  });

  it('reports SD and interval as not available (null, not 0) when N < 2', () => {
    expect(describeScores([3])).toEqual({ n: 1, mos: 3, sd: null, ci95_low: null, ci95_high: null });
    expect(describeScores([])).toEqual({ n: 0, mos: null, sd: null, ci95_low: null, ci95_high: null });
  });
});
