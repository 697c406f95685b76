import { normalCdf } from '../normal-distribution.js';
import {
  addScore,
  EMPTY_SUMS,
  ratingsNeeded,
  reportedHalfWidth,
  type RunningSums,
  type StoppingRule,
} from '../allocation/precision.js';
import { gaussian, seededRandom } from './simulate-study.js';

/**
 * Seeded simulation of a live study under each allocation, for `scripts/allocation-simulation.mjs` and its unit test:
 * raters arrive one after the other, each is given `perRater` stimuli by the allocation and rates them at once.
 * The rater population is the one of `simulateStudy`: bias b ~ N(0, 0.4²), inconsistency v ~ U(0.3, 1.0), score
 * = x_e + b + v·ε rounded to 1…5 and clipped (what a 5-point slider stores). A fresh rater per arrival, as in a crowd.
 *
 * The truth an interval is checked against is the stimulus's population MOS: the expected rounded, clipped score
 * over raters and noise (computed exactly, `expectedScore`), which is what a MOS estimates; it differs from the
 * planted x_e only near the ends of the scale, where clipping pulls every estimator inwards.
 *
 * - balanced: today's least-loaded order; the study runs until every stimulus meets the rule at once (the fixed
 *   count a lab would have to plan for the worst stimulus).
 * - adaptive: among stimuli not yet stopped, the lowest ratings / ratings-needed first (the widest relative to the
 *   target), least-loaded as the tie-break; a stimulus stops when it meets the rule.
 */
export type SimulatedPolicy = 'balanced' | 'adaptive';
/** How the planted qualities spread: uniform on 1.5–4.5 (simulateStudy's), or bunched mid-scale N(3, 0.8²) in 1–5. */
export type MosSpread = 'uniform' | 'mid-scale';

export interface AllocationSimulation {
  seed: number;
  stimuli: number;
  policy: SimulatedPolicy;
  rule: StoppingRule;
  spread?: MosSpread;
  perRater?: number;
  /** Stop after this many ratings whatever the rule says (balanced at the budget adaptive needed). */
  budget?: number;
}

export interface AllocationRun {
  ratings: number;
  raters: number;
  /** Against the population MOS. */
  rmse: number;
  /** Share of stimuli whose final reported interval holds the population MOS. */
  coverage: number;
  /** The widest final reported half-width. */
  maxHalfWidth: number;
  /** Stimuli that ended at the maximum without meeting the target. */
  atMaximum: number;
}

const BIAS_SD = 0.4;
const V_LOW = 0.3;
const V_HIGH = 1.0;

/** E[clip(round(x + b + v·ε), 1, 5)] over the rater population (midpoint rule over v, 400 steps). */
export function expectedScore(x: number): number {
  const steps = 400;
  let total = 0;
  for (let i = 0; i < steps; i++) {
    const v = V_LOW + ((i + 0.5) / steps) * (V_HIGH - V_LOW);
    const sd = Math.sqrt(BIAS_SD * BIAS_SD + v * v);
    // P(score ≥ k) for k = 2…5 is P(x + noise ≥ k − 0.5); E = 1 + Σ_k P(score ≥ k).
    let e = 1;
    for (let k = 2; k <= 5; k++) e += 1 - normalCdf((k - 0.5 - x) / sd);
    total += e;
  }
  return total / steps;
}

function plantedQuality(spread: MosSpread, random: () => number): number {
  if (spread === 'uniform') return 1.5 + 3 * random();
  return Math.min(5, Math.max(1, 3 + 0.8 * gaussian(random)));
}

export function simulateAllocation(options: AllocationSimulation): AllocationRun {
  const { seed, stimuli: E, policy, rule, spread = 'uniform', perRater = 4, budget } = options;
  const random = seededRandom(seed);
  const quality = Array.from({ length: E }, () => plantedQuality(spread, random));
  const truth = quality.map(expectedScore);
  const sums: RunningSums[] = Array.from({ length: E }, () => ({ ...EMPTY_SUMS }));
  const needed = new Array<number>(E).fill(Math.min(Math.max(rule.minRatings, 2), rule.maxRatings));
  let raters = 0;
  let ratings = 0;
  const cap = Math.min(rule.maxRatings * E, budget ?? Number.POSITIVE_INFINITY);
  const stopped = (e: number) => sums[e].n >= needed[e];
  const allMet = () => sums.every((_, e) => stopped(e));
  while (ratings < cap) {
    if (policy === 'adaptive' ? sums.every((_, e) => stopped(e)) : allMet()) break;
    const tie = Array.from({ length: E }, () => random());
    let order = Array.from({ length: E }, (_, e) => e);
    if (policy === 'adaptive') {
      order = order
        .filter((e) => !stopped(e))
        .sort(
          (a, c) => sums[a].n / needed[a] - sums[c].n / needed[c] || sums[a].n - sums[c].n || tie[a] - tie[c],
        );
    } else {
      order = order
        .filter((e) => sums[e].n < rule.maxRatings)
        .sort((a, c) => sums[a].n - sums[c].n || tie[a] - tie[c]);
    }
    const chosen = order.slice(0, Math.min(perRater, cap - ratings));
    if (chosen.length === 0) break;
    raters++;
    const b = BIAS_SD * gaussian(random);
    const v = V_LOW + (V_HIGH - V_LOW) * random();
    for (const e of chosen) {
      const score = Math.min(5, Math.max(1, Math.round(quality[e] + b + v * gaussian(random))));
      sums[e] = addScore(sums[e], score);
      needed[e] = ratingsNeeded([sums[e]], rule);
      ratings++;
    }
  }
  let se = 0;
  let covered = 0;
  let maxHalfWidth = 0;
  let atMaximum = 0;
  for (let e = 0; e < E; e++) {
    const s = sums[e];
    const mos = s.sum / s.n;
    const half = reportedHalfWidth(s, rule) ?? Number.POSITIVE_INFINITY;
    se += (mos - truth[e]) ** 2;
    if (Math.abs(mos - truth[e]) <= half) covered++;
    maxHalfWidth = Math.max(maxHalfWidth, half);
    if (s.n >= rule.maxRatings && half > rule.targetHalfWidth) atMaximum++;
  }
  return { ratings, raters, rmse: Math.sqrt(se / E), coverage: covered / E, maxHalfWidth, atMaximum };
}
