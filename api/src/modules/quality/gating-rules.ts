import {
  RATING_DIMENSIONS,
  type GatingEvidence,
  type GatingEvidenceItem,
  type GatingRule,
  type ObserverInconsistency,
  type QualityTargets,
  type RatingDimension,
  type StudySettings,
  type VideoKind,
} from '@vvq/contracts';

/** One stored rating as the rules read it (training ratings are never passed in). */
export interface GateRating extends Record<RatingDimension, number> {
  id: number;
  trial_id: number;
  video_id: number;
  kind: VideoKind;
  played_to_end: boolean | null;
  /** Which sliders the participant moved; null (or absent) when the client did not say. */
  moved?: Readonly<Record<RatingDimension, boolean>> | null;
}

/**
 * Sliders start at RATING_DEFAULT, so a rating whose sliders were all left untouched says only "nothing differed
 * enough to move one": the honest "Fair everywhere" and a click-through look alike. Such a rating is not
 * straight-lining evidence (trap and gold items, whose answers differ from the start, tell the two apart). A
 * rating whose client did not report the flags counts as before.
 */
export function untouched(r: GateRating): boolean {
  const moved = r.moved;
  return moved != null && RATING_DIMENSIONS.every((d) => !moved[d]);
}

/** The rules' thresholds from the study settings; null = the rule is off. */
export type GateThresholds = Pick<
  StudySettings,
  | 'gate_failed_gold'
  | 'gate_failed_trap'
  | 'gate_straight_lining'
  | 'gate_rated_before_end'
  | 'gate_inconsistency'
>;

export interface GateVerdict {
  rule: GatingRule;
  evidence: GatingEvidence;
}

const scoresOf = (r: GateRating): Record<RatingDimension, number> => ({
  clarity: r.clarity,
  interaction: r.interaction,
  depth: r.depth,
  overall: r.overall,
});

/** The targets a rating missed: |score − expected| > tolerance on that dimension (empty when it met every one). */
export function missedTargets(r: GateRating, targets: QualityTargets): QualityTargets {
  const missed: QualityTargets = {};
  for (const d of RATING_DIMENSIONS) {
    const t = targets[d];
    if (t && Math.abs(r[d] - t.score) > t.tolerance) missed[d] = t;
  }
  return missed;
}

/** Any rule on at all (the rating path only does the gating work when one is). */
export function anyRuleOn(t: GateThresholds): boolean {
  return (
    t.gate_failed_gold !== null ||
    t.gate_failed_trap !== null ||
    t.gate_straight_lining !== null ||
    t.gate_rated_before_end !== null ||
    t.gate_inconsistency !== null
  );
}

function verdict(
  rule: GatingRule,
  threshold: number | null,
  items: GatingEvidenceItem[],
): GateVerdict | null {
  if (threshold === null || items.length < threshold) return null;
  return { rule, evidence: { count: items.length, threshold, items } };
}

/**
 * The first rule (in the order trap, gold, straight-lining, rated before the end) whose count reached its threshold
 * over `ratings` — the participant's non-training ratings since their last reversal — or null.
 *
 * - failed_trap / failed_gold: trap or gold ratings that missed a target of the video's mark (a trap's tolerance is
 *   0: the clip told the viewer which score to give). Items whose mark was cleared meanwhile are not checked.
 * - straight_lining: scored and gold ratings with the same score on all four dimensions (trap ratings are left out:
 *   a trap may ask for one score everywhere), except those whose sliders were all left where they start (see
 *   `untouched`).
 * - rated_before_end: ratings whose player reported played_to_end = false (unknown, null, does not count).
 * - inconsistency: the lower end of the 95 % interval of the participant's inconsistency (the maximum-likelihood
 *   model's noise SD, in score units) exceeds the threshold — the lower end, because four scores cannot tell a random
 *   rater from the noisiest honest ones by the estimate alone. `inconsistency` is null when it was not estimated.
 */
export function evaluateRules(
  ratings: readonly GateRating[],
  targetsByVideo: ReadonlyMap<number, QualityTargets>,
  thresholds: GateThresholds,
  inconsistency: ObserverInconsistency | null = null,
): GateVerdict | null {
  const failed = (kind: 'gold' | 'trap') =>
    ratings.flatMap((r): GatingEvidenceItem[] => {
      const targets = r.kind === kind ? targetsByVideo.get(r.video_id) : undefined;
      if (!targets) return [];
      const missed = missedTargets(r, targets);
      if (Object.keys(missed).length === 0) return [];
      return [
        { trial_id: r.trial_id, video_id: r.video_id, kind: r.kind, scores: scoresOf(r), targets: missed },
      ];
    });
  const flat = ratings
    .filter(
      (r) =>
        (r.kind === 'scored' || r.kind === 'gold') &&
        RATING_DIMENSIONS.every((d) => r[d] === r.clarity) &&
        !untouched(r),
    )
    .map((r) => ({ trial_id: r.trial_id, video_id: r.video_id, kind: r.kind, scores: scoresOf(r) }));
  const early = ratings
    .filter((r) => r.played_to_end === false)
    .map((r) => ({
      trial_id: r.trial_id,
      video_id: r.video_id,
      kind: r.kind,
      scores: scoresOf(r),
      played_to_end: false,
    }));
  return (
    (thresholds.gate_failed_trap !== null
      ? verdict('failed_trap', thresholds.gate_failed_trap, failed('trap'))
      : null) ??
    (thresholds.gate_failed_gold !== null
      ? verdict('failed_gold', thresholds.gate_failed_gold, failed('gold'))
      : null) ??
    verdict('straight_lining', thresholds.gate_straight_lining, flat) ??
    verdict('rated_before_end', thresholds.gate_rated_before_end, early) ??
    inconsistent(ratings, thresholds.gate_inconsistency, inconsistency)
  );
}

function inconsistent(
  ratings: readonly GateRating[],
  threshold: number | null,
  estimate: ObserverInconsistency | null,
): GateVerdict | null {
  if (threshold === null || estimate === null || !(estimate.ci95_low > threshold)) return null;
  const items = ratings
    .filter((r) => r.kind === 'scored')
    .map((r) => ({ trial_id: r.trial_id, video_id: r.video_id, kind: r.kind, scores: scoresOf(r) }));
  return {
    rule: 'inconsistency',
    evidence: { count: estimate.n, threshold, items, inconsistency: estimate },
  };
}
