import { normalQuantile } from '../chi-square.js';

/**
 * The precision of one stimulus on one rating dimension, kept as running sums so that the session start can rank
 * stimuli without an analysis: n, Σx and Σx² of its counted ratings. Adding or removing one rating is O(1).
 */
export interface RunningSums {
  n: number;
  sum: number;
  sumSq: number;
}

export const EMPTY_SUMS: RunningSums = Object.freeze({ n: 0, sum: 0, sumSq: 0 });

export function addScore(s: RunningSums, score: number, sign: 1 | -1 = 1): RunningSums {
  return { n: s.n + sign, sum: s.sum + sign * score, sumSq: s.sumSq + sign * score * score };
}

// Student's t 0.975 quantiles for 1–30 degrees of freedom (scipy `t.ppf(0.975, df)`, 4 decimals).
const T975 = [
  12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.306, 2.2622, 2.2281, 2.201, 2.1788, 2.1604,
  2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.093, 2.086, 2.0796, 2.0739, 2.0687, 2.0639, 2.0595, 2.0555,
  2.0518, 2.0484, 2.0452, 2.0423,
];
const Z975 = normalQuantile(0.975);

/** Student's t 0.975 quantile: the table up to 30 degrees of freedom, the Cornish–Fisher expansion beyond (< 1e-5). */
export function studentT975(df: number): number {
  if (!(df >= 1)) return Number.NaN;
  const k = Math.floor(df);
  if (k <= 30) return T975[k - 1];
  const z = Z975;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  return (
    z +
    (z3 + z) / (4 * k) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * k * k) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * k ** 3)
  );
}

/**
 * The stopping rule of adaptive allocation (docs/experimenter/analysis.md#adaptive-allocation). A stimulus stops once
 * it has `minRatings` counted ratings and, on every required dimension, the reported half-width
 * (1 + inflation) · t(0.975, n−1) · s / √n is at most `targetHalfWidth`; it stops anyway at `maxRatings`.
 *
 * Why the two corrections: stopping at the first n where a noisy width dips under the target picks, on average, the
 * runs whose sample SD came out low, so the plain interval at the stop covers the truth less than 95 % of the time.
 * The minimum count keeps the earliest, noisiest widths from stopping anything; the inflation widens the reported
 * interval by a fixed share; and the SD is pooled with `priorWeight` pseudo-observations of variance
 * `priorVariance` (one rating step's spread), so that eight identical ratings at the end of the scale do not claim
 * a zero-width interval. The values below are the ones whose coverage the seeded simulation checks (93–97 %).
 */
export interface StoppingRule {
  targetHalfWidth: number;
  minRatings: number;
  maxRatings: number;
  inflation: number;
  priorVariance: number;
  priorWeight: number;
}

export const DEFAULT_STOPPING_CORRECTIONS = Object.freeze({
  inflation: 0.1,
  priorVariance: 0.25,
  priorWeight: 1,
});

export function stoppingRule(targetHalfWidth: number, minRatings: number, maxRatings: number): StoppingRule {
  return { targetHalfWidth, minRatings, maxRatings, ...DEFAULT_STOPPING_CORRECTIONS };
}

/** The SD the rule uses: the sample SD pooled with the prior's pseudo-observations; null below two ratings. */
export function pooledSd(s: RunningSums, rule: StoppingRule): number | null {
  if (s.n < 2) return null;
  const squares = Math.max(0, s.sumSq - (s.sum * s.sum) / s.n);
  return Math.sqrt((squares + rule.priorWeight * rule.priorVariance) / (s.n - 1 + rule.priorWeight));
}

/** The reported 95 % half-width of the mean (inflated, t-based, pooled SD); null below two ratings. */
export function reportedHalfWidth(s: RunningSums, rule: StoppingRule): number | null {
  const sd = pooledSd(s, rule);
  if (sd === null) return null;
  return ((1 + rule.inflation) * studentT975(s.n - 1) * sd) / Math.sqrt(s.n);
}

/**
 * The number of counted ratings this stimulus should end with, as far as its ratings so far tell: the count at
 * which the widest required dimension's half-width (at today's SD and t) meets the target, never below the minimum
 * nor above the maximum. With fewer than two ratings it is the minimum. The stimulus has stopped when n reaches it
 * (n ≥ this ⟺ every required half-width ≤ target and n ≥ minimum, or n = maximum); ratings beyond n are the
 * forecast of what it still needs.
 */
export function ratingsNeeded(dimensions: readonly RunningSums[], rule: StoppingRule): number {
  const floor = Math.max(rule.minRatings, 2);
  let needed = Math.min(floor, rule.maxRatings);
  for (const s of dimensions) {
    const sd = pooledSd(s, rule);
    if (sd === null) continue;
    const perRating = (1 + rule.inflation) * studentT975(s.n - 1) * sd;
    const n = Math.ceil((perRating / rule.targetHalfWidth) ** 2 - 1e-9);
    needed = Math.max(needed, n);
  }
  return Math.min(Math.max(needed, Math.min(floor, rule.maxRatings)), rule.maxRatings);
}

/** Whether the stimulus with these sums (one per required dimension, same n) has stopped. */
export function hasStopped(dimensions: readonly RunningSums[], rule: StoppingRule): boolean {
  const n = dimensions.length === 0 ? 0 : Math.min(...dimensions.map((s) => s.n));
  return n >= ratingsNeeded(dimensions, rule);
}
