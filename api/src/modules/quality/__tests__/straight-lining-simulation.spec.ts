import { RATING_DEFAULT, RATING_DIMENSIONS, type QualityTargets, type RatingDimension } from '@vvq/contracts';
import { seededRandom as prng } from '@vvq/subjective';
import { evaluateRules, type GateRating, type GateThresholds } from '../gating-rules.js';

/*
 * Seeded simulation of the straight-lining rule's false positives on honest raters whose true opinions sit
 * mid-scale (figures in docs/decisions-quality.md). Every slider starts at RATING_DEFAULT (3, "Fair"), so an honest
 * viewer who finds a clip fair on every question submits 3/3/3/3 without touching a slider: before the app reported
 * which sliders were moved, that looked exactly like a rater clicking through. "Before" runs the rule without moved
 * flags (null, as an older client sends); "after" with them. Each honest rater: a bias of their own (SD 0.35), a
 * noise SD between 0.3 and 0.8, an anchor (a slider stays at its start unless the opinion is at least 0.5 to 1.0
 * away from it, the rater's own margin: the default-value effect of slider scales), and now and then (10 %) a slider
 * touched and put back. Videos: a true quality between 2.5 and 3.5 with each dimension 0.25 SD around it.
 *
 * The lazy click-through (never moves a slider) is no longer straight-lining evidence; the trap catches it instead:
 * its instruction asks for a score other than the sliders' start, so an untouched submission fails it.
 */

const clamp = (x: number) => Math.min(5, Math.max(1, Math.round(x)));
const TRAP_ID = 9001;
/** "For this clip, please rate every question 'Poor' (2)". */
const TRAP: QualityTargets = Object.fromEntries(
  RATING_DIMENSIONS.map((d) => [d, { score: 2, tolerance: 0 }]),
) as QualityTargets;

const TRAP_TRUTH = { clarity: 3, interaction: 3, depth: 3, overall: 3 };

type Rater = 'honest' | 'clicker' | 'liner';

export interface StraightLiningResult {
  raters: number;
  /** Flagged by straight-lining without moved flags (the rule as it was). */
  before: number;
  /** Flagged by straight-lining with moved flags. */
  after: number;
  /** With a trap item added and failed_trap = 1 (same raters). */
  byTrap: number;
  /** Straight-lining and the trap together, without and with moved flags. */
  combinedBefore: number;
  combinedAfter: number;
}

/** `rater` honest: mid-scale opinions; clicker: submits untouched sliders; liner: sets all four to one score. */
export function simulateStraightLining(
  seed: number,
  raters: number,
  scoredPerSession: number,
  threshold: number,
  rater: Rater = 'honest',
): StraightLiningResult {
  const random = prng(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const thresholds: GateThresholds = {
    gate_failed_gold: null,
    gate_failed_trap: null,
    gate_straight_lining: threshold,
    gate_rated_before_end: null,
    gate_inconsistency: null,
  };
  const withTrap: GateThresholds = { ...thresholds, gate_straight_lining: null, gate_failed_trap: 1 };
  const targets = new Map([[TRAP_ID, TRAP]]);
  const result: StraightLiningResult = {
    raters,
    before: 0,
    after: 0,
    byTrap: 0,
    combinedBefore: 0,
    combinedAfter: 0,
  };

  for (let p = 0; p < raters; p++) {
    const bias = 0.35 * normal();
    const noise = 0.3 + 0.5 * random();
    const anchor = 0.5 + 0.5 * random();
    const honestScore = (latent: number) =>
      Math.abs(latent - RATING_DEFAULT) < anchor ? RATING_DEFAULT : clamp(latent);
    const rate = (truth: Record<RatingDimension, number>) => {
      const scores = {} as Record<RatingDimension, number>;
      const moved = {} as Record<RatingDimension, boolean>;
      // A straight-liner picks one score per video, whatever it shows, and sets every slider to it.
      const one = 1 + Math.floor(5 * random());
      for (const d of RATING_DIMENSIONS) {
        scores[d] =
          rater === 'honest'
            ? honestScore(truth[d] + bias + noise * normal())
            : rater === 'liner'
              ? one
              : RATING_DEFAULT;
        moved[d] = rater !== 'clicker' && (scores[d] !== RATING_DEFAULT || random() < 0.1);
      }
      return { scores, moved };
    };
    const ratings: GateRating[] = [];
    for (let i = 0; i < scoredPerSession; i++) {
      const q = 2.5 + random();
      const truth = Object.fromEntries(RATING_DIMENSIONS.map((d) => [d, q + 0.25 * normal()])) as Record<
        RatingDimension,
        number
      >;
      const { scores, moved } = rate(truth);
      ratings.push({
        id: i + 1,
        trial_id: i + 1,
        video_id: i + 1,
        kind: 'scored',
        ...scores,
        moved,
        played_to_end: true,
      });
    }
    const unknown = ratings.map((r) => ({ ...r, moved: null }));
    if (evaluateRules(unknown, targets, thresholds)) result.before += 1;
    if (evaluateRules(ratings, targets, thresholds)) result.after += 1;
    // The trap: an honest rater does what it says; the clicker leaves the sliders alone; a straight-liner reads
    // it half of the time (as in gating-simulation.spec.ts) and otherwise rates it like any other clip.
    const follows = rater === 'honest' || (rater === 'liner' && random() < 0.5);
    const trap: GateRating = {
      id: scoredPerSession + 1,
      trial_id: scoredPerSession + 1,
      video_id: TRAP_ID,
      kind: 'trap',
      ...(follows ? { clarity: 2, interaction: 2, depth: 2, overall: 2 } : rate(TRAP_TRUTH).scores),
      played_to_end: true,
    };
    if (evaluateRules([...ratings, trap], targets, withTrap)) result.byTrap += 1;
    const both = { ...thresholds, gate_failed_trap: 1 };
    if (evaluateRules([...unknown, trap], targets, both)) result.combinedBefore += 1;
    if (evaluateRules([...ratings, trap], targets, both)) result.combinedAfter += 1;
  }
  return result;
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

describe('straight-lining on honest mid-scale raters (seeded simulation)', () => {
  // The spec's session (4 scored videos) with the rule at 3 and at 4 flat ratings, and a longer session of 12.
  it.each([
    [20261127, 4, 3],
    [20261127, 4, 4],
    [1, 4, 4],
    [20261127, 12, 6],
  ])(
    'seed %i, %i scored videos, threshold %i: false positives <= 2 % with moved flags',
    (seed, n, threshold) => {
      const r = simulateStraightLining(seed, 5000, n, threshold);
      process.stdout.write(
        `straight-lining seed ${seed}, ${n} videos, threshold ${threshold}, ${r.raters} honest mid-scale raters: ` +
          `false positives before ${pct(r.before, r.raters)} (${r.before}), after ${pct(r.after, r.raters)} (${r.after})\n`,
      );
      expect(r.after / r.raters).toBeLessThanOrEqual(0.02);
      expect(r.after).toBeLessThanOrEqual(r.before);
      // An honest rater follows the trap's instruction: none fails it in this model.
      expect(r.byTrap).toBe(0);
    },
  );

  it('before the moved flags, the rule flagged well over 2 % of them (the defect)', () => {
    const r = simulateStraightLining(20261127, 5000, 4, 3);
    expect(r.before / r.raters).toBeGreaterThan(0.02);
  });

  it('the click-through is no straight-lining evidence any more: the trap catches it, and with the trap the rules still catch straight-liners', () => {
    const liners = simulateStraightLining(7, 1000, 4, 4, 'liner');
    const clickers = simulateStraightLining(7, 1000, 4, 4, 'clicker');
    process.stdout.write(
      `straight-liners (one random score per clip, half ignore the trap), threshold 4 of 4: rule alone ` +
        `${pct(liners.before, liners.raters)} before, ${pct(liners.after, liners.raters)} after; with the trap ` +
        `${pct(liners.combinedBefore, liners.raters)} before, ${pct(liners.combinedAfter, liners.raters)} after. ` +
        `Click-through raters: rule alone ${pct(clickers.before, clickers.raters)} before, ` +
        `${pct(clickers.after, clickers.raters)} after; by a 'Poor' trap ${pct(clickers.byTrap, clickers.raters)}\n`,
    );
    expect(liners.before).toBe(liners.raters);
    expect(liners.combinedAfter / liners.raters).toBeGreaterThanOrEqual(0.5);
    expect(clickers.after).toBe(0);
    expect(clickers.before).toBe(clickers.raters);
    expect(clickers.byTrap).toBe(clickers.raters);
  });
});
