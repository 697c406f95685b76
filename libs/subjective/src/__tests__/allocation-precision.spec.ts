import {
  addScore,
  EMPTY_SUMS,
  hasStopped,
  pooledSd,
  ratingsNeeded,
  reportedHalfWidth,
  stoppingRule,
  studentT975,
  type RunningSums,
} from '../allocation/precision.js';
import { normalCdf } from '../normal-distribution.js';
import { expectedScore, simulateAllocation } from '../simulation/simulate-allocation.js';

const sumsOf = (scores: readonly number[]): RunningSums =>
  scores.reduce<RunningSums>((s, x) => addScore(s, x), EMPTY_SUMS);

describe('running sums and the stopping rule', () => {
  it('gives scipy t.ppf(0.975, df) from the table and beyond it', () => {
    // scipy.stats.t.ppf(0.975, df) for df = 1, 7, 30, 40, 60, 120, 1000
    const reference: Array<[number, number]> = [
      [1, 12.7062047],
      [7, 2.3646243],
      [30, 2.0422725],
      [40, 2.0210754],
      [60, 2.0002978],
      [120, 1.9799304],
      [1000, 1.9623391],
    ];
    for (const [df, t] of reference) expect(studentT975(df)).toBeCloseTo(t, 4);
  });

  it('keeps n, Σx, Σx² so the pooled SD and half-width equal a direct computation', () => {
    const scores = [3, 4, 2, 5, 3, 3, 4, 2, 3];
    const rule = stoppingRule(0.3, 8, 100);
    const s = sumsOf(scores);
    expect(s).toEqual({ n: 9, sum: 29, sumSq: 101 });
    // Direct: mean 29/9, Σ(x − mean)² = 101 − 29²/9 = 7.5556; pooled with one pseudo-observation of variance 0.25:
    // s² = (7.5556 + 0.25) / (8 + 1) = 0.867284; half = 1.1 · 2.3060 · √0.867284 / 3 = 0.787429
    const mean = 29 / 9;
    const squares = scores.reduce((a, x) => a + (x - mean) ** 2, 0);
    expect(pooledSd(s, rule)).toBeCloseTo(Math.sqrt((squares + 0.25) / 9), 12);
    expect(reportedHalfWidth(s, rule)).toBeCloseTo(0.787429, 5);
    // Removing a rating is the inverse of adding it.
    expect(addScore(addScore(s, 5), 5, -1)).toEqual(s);
    expect(reportedHalfWidth(sumsOf([4]), rule)).toBeNull();
  });

  it('stops exactly when every required half-width meets the target and n is at least the minimum', () => {
    const rule = stoppingRule(0.5, 8, 40);
    for (let n = 2; n <= 40; n++) {
      const wide = sumsOf(Array.from({ length: n }, (_, i) => 1 + (i % 5)));
      const narrow = sumsOf(Array.from({ length: n }, (_, i) => 3 + (i % 2)));
      for (const dims of [[narrow], [wide], [narrow, wide]]) {
        const meets = dims.every((s) => (reportedHalfWidth(s, rule) ?? Infinity) <= 0.5);
        expect(hasStopped(dims, rule)).toBe(n === 40 || (n >= 8 && meets));
        expect(ratingsNeeded(dims, rule)).toBeGreaterThanOrEqual(8);
        expect(ratingsNeeded(dims, rule)).toBeLessThanOrEqual(40);
      }
    }
    // Eight identical ratings at the end of the scale do not claim a zero-width interval.
    expect(reportedHalfWidth(sumsOf(new Array(8).fill(1)), rule)).toBeGreaterThan(0.1);
  });

  it('computes the population MOS of rounded, clipped scores (checked by brute-force sampling)', () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(expectedScore(3)).toBeCloseTo(3, 6); // symmetric around the middle of the scale
    // Sampling the same population by hand: 200,000 draws, sd of the mean < 0.002.
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
    let total = 0;
    const draws = 200_000;
    for (let i = 0; i < draws; i++) {
      const v = 0.3 + 0.7 * rand();
      total += Math.min(5, Math.max(1, Math.round(1.6 + 0.4 * normal() + v * normal())));
    }
    expect(Math.abs(expectedScore(1.6) - total / draws)).toBeLessThan(0.01);
  });
});

describe('simulated live studies (planted truth, rounded 1–5 scores, biased and noisy raters)', () => {
  const rule = stoppingRule(0.3, 8, 200);
  it('adaptive needs at least 20 % fewer ratings than balanced for the same target, covering 93–97 %', () => {
    let balanced = 0;
    let adaptive = 0;
    let coverage = 0;
    const seeds = 4;
    for (let seed = 1; seed <= seeds; seed++) {
      balanced += simulateAllocation({ seed, stimuli: 60, policy: 'balanced', rule }).ratings;
      const a = simulateAllocation({ seed, stimuli: 60, policy: 'adaptive', rule });
      adaptive += a.ratings;
      coverage += a.coverage;
      expect(a.maxHalfWidth).toBeLessThanOrEqual(0.3);
    }
    expect(adaptive).toBeLessThanOrEqual(0.8 * balanced);
    expect(coverage / seeds).toBeGreaterThanOrEqual(0.93);
    expect(coverage / seeds).toBeLessThanOrEqual(0.97);
  });

  it('shows why the corrections are there: the naive rule covers far less than 95 %', () => {
    const naive = { ...rule, minRatings: 2, inflation: 0, priorWeight: 0 };
    let coverage = 0;
    for (let seed = 1; seed <= 4; seed++)
      coverage += simulateAllocation({ seed, stimuli: 60, policy: 'adaptive', rule: naive }).coverage;
    expect(coverage / 4).toBeLessThan(0.8);
  });
});
