import { RATING_DIMENSIONS, type QualityTargets, type RatingDimension } from '@vvq/contracts';
import { seededRandom as prng } from '@vvq/subjective';
import { evaluateRules, type GateRating, type GateThresholds } from '../gating-rules.js';

/*
 * A seeded simulation of live rater gating (figures in docs/experimenter/analysis.md, "Live rater gating"):
 * 10 % random raters, 5 % straight-liners, the rest honest with a bias and noise of their own; each session
 * has 4 scored videos, 2 gold items and 1 trap mixed in. The rules run after every rating, as in the rating
 * transaction, so a bad rater is caught as soon as a rule fires. Recall = bad raters flagged / bad raters;
 * false-positive rate = honest raters flagged / honest raters.
 */

type Kind = 'honest' | 'random' | 'straight';
const clamp = (x: number) => Math.min(5, Math.max(1, Math.round(x)));
const SCORED_PER_SESSION = 4;

/** The gold references (BT.500/P.910 style: a pristine and a heavily degraded clip) and the trap. */
const GOLD: Array<{ id: number; truth: number; targets: QualityTargets }> = [
  { id: 1001, truth: 4.7, targets: { overall: { score: 5, tolerance: 1 } } },
  { id: 1002, truth: 1.3, targets: { overall: { score: 1, tolerance: 1 } } },
];
/** "Please rate this clip 1 for clarity and 1 overall" (P.808-style trap question). */
const TRAP = {
  id: 2001,
  targets: { clarity: { score: 1, tolerance: 0 }, overall: { score: 1, tolerance: 0 } },
};

const SIMULATION_THRESHOLDS: GateThresholds = {
  gate_failed_trap: 1,
  gate_failed_gold: 2,
  gate_straight_lining: 4,
  gate_rated_before_end: null,
  gate_inconsistency: null,
};

interface SimulationResult {
  raters: Record<Kind, number>;
  flagged: Record<Kind, number>;
  byRule: Record<string, number>;
  recall: number;
  falsePositiveRate: number;
}

function simulateGating(seed: number, participants: number, thresholds = SIMULATION_THRESHOLDS) {
  const random = prng(seed);
  const normal = () => {
    const u = 1 - random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  // 60 scored videos with a true quality per dimension around the video's own.
  const videos = Array.from({ length: 60 }, (_, i) => {
    const q = 1.2 + 3.6 * random();
    const dims = Object.fromEntries(RATING_DIMENSIONS.map((d) => [d, q + 0.4 * normal()])) as Record<
      RatingDimension,
      number
    >;
    return { id: i + 1, dims };
  });
  const targets = new Map<number, QualityTargets>([
    ...GOLD.map((g) => [g.id, g.targets] as const),
    [TRAP.id, TRAP.targets],
  ]);
  const result: SimulationResult = {
    raters: { honest: 0, random: 0, straight: 0 },
    flagged: { honest: 0, random: 0, straight: 0 },
    byRule: {},
    recall: 0,
    falsePositiveRate: 0,
  };

  for (let p = 0; p < participants; p++) {
    const draw = random();
    const kind: Kind = draw < 0.1 ? 'random' : draw < 0.15 ? 'straight' : 'honest';
    result.raters[kind] += 1;
    const bias = 0.35 * normal();
    const noise = 0.3 + 0.5 * random();
    const attentive = kind === 'honest' ? 0.98 : 0.5;

    const rate = (truth: Record<RatingDimension, number>): Record<RatingDimension, number> => {
      if (kind === 'random')
        return Object.fromEntries(RATING_DIMENSIONS.map((d) => [d, 1 + Math.floor(5 * random())])) as never;
      if (kind === 'straight') {
        const one = clamp(truth.overall + bias + noise * normal());
        return { clarity: one, interaction: one, depth: one, overall: one };
      }
      return Object.fromEntries(
        RATING_DIMENSIONS.map((d) => [d, clamp(truth[d] + bias + noise * normal())]),
      ) as never;
    };

    // 4 scored videos, both gold items and the trap, in a random order.
    const picked = [...videos].sort(() => random() - 0.5).slice(0, SCORED_PER_SESSION);
    const items: Array<{ kind: GateRating['kind']; id: number; truth: Record<RatingDimension, number> }> = [
      ...picked.map((v) => ({ kind: 'scored' as const, id: v.id, truth: v.dims })),
      ...GOLD.map((g) => ({
        kind: 'gold' as const,
        id: g.id,
        truth: Object.fromEntries(RATING_DIMENSIONS.map((d) => [d, g.truth])) as Record<
          RatingDimension,
          number
        >,
      })),
      { kind: 'trap' as const, id: TRAP.id, truth: { clarity: 3, interaction: 3, depth: 3, overall: 3 } },
    ].sort(() => random() - 0.5);

    const ratings: GateRating[] = [];
    for (const item of items) {
      let scores = rate(item.truth);
      // An attentive viewer does what the trap clip says; the other dimensions are rated as seen.
      if (item.kind === 'trap' && kind !== 'random' && random() < attentive)
        scores = { ...scores, clarity: 1, overall: 1 };
      ratings.push({
        id: ratings.length + 1,
        trial_id: ratings.length + 1,
        video_id: item.id,
        kind: item.kind,
        ...scores,
        played_to_end: true,
      });
      const verdict = evaluateRules(ratings, targets, thresholds);
      if (verdict) {
        result.flagged[kind] += 1;
        result.byRule[verdict.rule] = (result.byRule[verdict.rule] ?? 0) + 1;
        break;
      }
    }
  }
  const bad = result.raters.random + result.raters.straight;
  result.recall = (result.flagged.random + result.flagged.straight) / bad;
  result.falsePositiveRate = result.flagged.honest / result.raters.honest;
  return result;
}

describe('seeded simulation of live rater gating', () => {
  it.each([20261125, 1, 42])(
    'seed %i, 2,000 participants: recall of bad raters >= 90 %, false positives <= 5 %',
    (seed) => {
      const r = simulateGating(seed, 2000);
      // The figures docs/experimenter/analysis.md reports.
      process.stdout.write(
        `gating simulation seed ${seed}: raters ${JSON.stringify(r.raters)}, flagged ${JSON.stringify(r.flagged)}, ` +
          `by rule ${JSON.stringify(r.byRule)}, recall ${(100 * r.recall).toFixed(1)} %, ` +
          `false positives ${(100 * r.falsePositiveRate).toFixed(1)} %\n`,
      );
      expect(r.recall).toBeGreaterThanOrEqual(0.9);
      expect(r.falsePositiveRate).toBeLessThanOrEqual(0.05);
    },
  );

  it('catches nobody with every rule off (the defaults)', () => {
    const off: GateThresholds = {
      gate_failed_trap: null,
      gate_failed_gold: null,
      gate_straight_lining: null,
      gate_rated_before_end: null,
      gate_inconsistency: null,
    };
    const r = simulateGating(7, 300, off);
    expect(r.flagged).toEqual({ honest: 0, random: 0, straight: 0 });
  });
});
