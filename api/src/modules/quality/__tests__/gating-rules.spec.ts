import { DEFAULT_STUDY_SETTINGS, type QualityTargets } from '@vvq/contracts';
import {
  anyRuleOn,
  evaluateRules,
  missedTargets,
  type GateRating,
  type GateThresholds,
} from '../gating-rules.js';

const OFF: GateThresholds = {
  gate_failed_gold: null,
  gate_failed_trap: null,
  gate_straight_lining: null,
  gate_rated_before_end: null,
  gate_inconsistency: null,
};

let nextId = 1;
function rating(
  kind: GateRating['kind'],
  videoId: number,
  [clarity, interaction, depth, overall]: [number, number, number, number],
  played_to_end: boolean | null = true,
): GateRating {
  const id = nextId++;
  return {
    id,
    trial_id: 100 + id,
    video_id: videoId,
    kind,
    clarity,
    interaction,
    depth,
    overall,
    played_to_end,
  };
}

const GOLD: QualityTargets = { overall: { score: 5, tolerance: 1 } };
const TRAP: QualityTargets = { clarity: { score: 1, tolerance: 0 }, overall: { score: 1, tolerance: 0 } };
const targets = new Map<number, QualityTargets>([
  [10, GOLD],
  [11, GOLD],
  [20, TRAP],
  [21, TRAP],
]);

describe('missedTargets', () => {
  it('accepts a score within expected ± tolerance and names each missed dimension', () => {
    expect(missedTargets(rating('gold', 10, [1, 1, 1, 4]), GOLD)).toEqual({});
    expect(missedTargets(rating('gold', 10, [1, 1, 1, 5]), GOLD)).toEqual({});
    expect(missedTargets(rating('gold', 10, [5, 5, 5, 3]), GOLD)).toEqual({ overall: GOLD.overall });
    expect(missedTargets(rating('trap', 20, [2, 1, 1, 1]), TRAP)).toEqual({ clarity: TRAP.clarity });
  });
});

describe('evaluateRules', () => {
  it('fires nothing when every rule is off, whatever the ratings', () => {
    const ratings = [rating('gold', 10, [1, 1, 1, 1], false), rating('trap', 20, [5, 5, 5, 5], false)];
    expect(anyRuleOn(OFF)).toBe(false);
    expect(anyRuleOn(DEFAULT_STUDY_SETTINGS)).toBe(false);
    expect(evaluateRules(ratings, targets, OFF)).toBeNull();
  });

  it('failed gold: flags at the N-th gold rating outside its tolerance, with the missed targets as evidence', () => {
    const t = { ...OFF, gate_failed_gold: 2 };
    const one = [rating('gold', 10, [3, 3, 3, 2]), rating('gold', 11, [4, 4, 4, 4])];
    expect(evaluateRules(one, targets, t)).toBeNull();
    const two = [...one, rating('scored', 1, [3, 4, 2, 5]), rating('gold', 11, [2, 3, 4, 1])];
    const v = evaluateRules(two, targets, t);
    expect(v?.rule).toBe('failed_gold');
    expect(v?.evidence.count).toBe(2);
    expect(v?.evidence.threshold).toBe(2);
    expect(v?.evidence.items.map((i) => i.video_id)).toEqual([10, 11]);
    expect(v?.evidence.items[0].targets).toEqual({ overall: GOLD.overall });
  });

  it('failed trap: a trap score must match exactly; a gold or scored rating never counts as a trap', () => {
    const t = { ...OFF, gate_failed_trap: 1 };
    expect(evaluateRules([rating('trap', 20, [1, 3, 4, 1])], targets, t)).toBeNull();
    expect(
      evaluateRules([rating('gold', 10, [1, 1, 1, 1]), rating('scored', 20, [5, 5, 5, 5])], targets, t),
    ).toBeNull();
    expect(evaluateRules([rating('trap', 21, [1, 3, 4, 2])], targets, t)?.rule).toBe('failed_trap');
  });

  it('a gold or trap item whose mark was cleared is not checked', () => {
    const t = { ...OFF, gate_failed_gold: 1, gate_failed_trap: 1 };
    expect(
      evaluateRules([rating('gold', 99, [1, 1, 1, 1]), rating('trap', 98, [5, 5, 5, 5])], targets, t),
    ).toBeNull();
  });

  it('straight-lining: the same score on all four dimensions of N scored or gold videos; traps are left out', () => {
    const t = { ...OFF, gate_straight_lining: 3 };
    const flat = [
      rating('scored', 1, [3, 3, 3, 3]),
      rating('gold', 10, [5, 5, 5, 5]),
      rating('trap', 20, [1, 1, 1, 1]),
    ];
    expect(evaluateRules(flat, targets, t)).toBeNull();
    const more = [...flat, rating('scored', 2, [3, 3, 3, 4]), rating('scored', 3, [2, 2, 2, 2])];
    const v = evaluateRules(more, targets, t);
    expect(v?.rule).toBe('straight_lining');
    expect(v?.evidence.items.map((i) => i.video_id)).toEqual([1, 10, 3]);
  });

  it('straight-lining: an untouched rating (no slider moved) is no evidence; moved sliders or unknown count', () => {
    const t = { ...OFF, gate_straight_lining: 2 };
    const none = { clarity: false, interaction: false, depth: false, overall: false };
    const all = { clarity: true, interaction: true, depth: true, overall: true };
    const untouched = [
      { ...rating('scored', 1, [3, 3, 3, 3]), moved: none },
      { ...rating('scored', 2, [3, 3, 3, 3]), moved: none },
      { ...rating('scored', 3, [3, 3, 3, 3]), moved: none },
    ];
    // Sliders left where they start: the honest "Fair everywhere" and the click-through look alike; traps and gold
    // items tell them apart, this rule does not count them.
    expect(evaluateRules(untouched, targets, t)).toBeNull();
    const set = [...untouched, { ...rating('scored', 4, [4, 4, 4, 4]), moved: all }];
    expect(evaluateRules(set, targets, t)).toBeNull();
    // A client that does not report moved flags (null) is read as before.
    const v = evaluateRules([...set, rating('scored', 5, [2, 2, 2, 2])], targets, t);
    expect(v?.rule).toBe('straight_lining');
    expect(v?.evidence.items.map((i) => i.video_id)).toEqual([4, 5]);
  });

  it('rated before the end: played_to_end false counts, unknown (null) does not', () => {
    const t = { ...OFF, gate_rated_before_end: 2 };
    const rs = [rating('scored', 1, [1, 2, 3, 4], false), rating('scored', 2, [1, 2, 3, 4], null)];
    expect(evaluateRules(rs, targets, t)).toBeNull();
    const v = evaluateRules([...rs, rating('trap', 20, [1, 2, 3, 1], false)], targets, t);
    expect(v?.rule).toBe('rated_before_end');
    expect(v?.evidence.items.every((i) => i.played_to_end === false)).toBe(true);
  });

  it('reports the first rule that fired in the order trap, gold, straight-lining, before the end', () => {
    const all = {
      ...OFF,
      gate_failed_gold: 1,
      gate_failed_trap: 1,
      gate_straight_lining: 1,
      gate_rated_before_end: 1,
    };
    const rs = [
      rating('gold', 10, [1, 1, 1, 1], false),
      rating('trap', 20, [5, 5, 5, 5], false),
      rating('scored', 1, [2, 2, 2, 2], false),
    ];
    expect(evaluateRules(rs, targets, all)?.rule).toBe('failed_trap');
    expect(evaluateRules(rs, targets, { ...all, gate_failed_trap: null })?.rule).toBe('failed_gold');
    expect(evaluateRules(rs, targets, { ...all, gate_failed_trap: null, gate_failed_gold: null })?.rule).toBe(
      'straight_lining',
    );
    expect(evaluateRules(rs, targets, { ...OFF, gate_rated_before_end: 3 })?.rule).toBe('rated_before_end');
  });

  it('inconsistency: the lower end of the interval above the threshold flags; the estimate alone does not', () => {
    const t = { ...OFF, gate_inconsistency: 1 };
    const rs = [
      rating('scored', 1, [1, 2, 3, 5]),
      rating('gold', 10, [5, 5, 5, 5]),
      rating('scored', 2, [5, 4, 3, 1]),
    ];
    const wide = { n: 2, inconsistency: 1.8, ci95_low: 0.9, ci95_high: 4 };
    expect(evaluateRules(rs, targets, t, wide)).toBeNull();
    expect(evaluateRules(rs, targets, t, null)).toBeNull();
    expect(evaluateRules(rs, targets, OFF, { ...wide, ci95_low: 1.2 })).toBeNull();
    const v = evaluateRules(rs, targets, t, { ...wide, ci95_low: 1.2 });
    expect(v?.rule).toBe('inconsistency');
    expect(v?.evidence).toMatchObject({ count: 2, threshold: 1, inconsistency: { ci95_low: 1.2 } });
    expect(v?.evidence.items.map((i) => i.video_id)).toEqual([1, 2]);
    expect(anyRuleOn(t)).toBe(true);
  });
});
