import type { StudySettings, VideoKind } from '@vvq/contracts';
import { shuffle, type Random } from './shuffle.js';

/**
 * How many trials of each kind a session holds (docs/developer/decisions/quality.md): training first, the
 * rest mixed.
 */
export type SessionPlan = Record<VideoKind, number>;

export function sessionPlan(s: StudySettings): SessionPlan {
  return {
    training: s.training_per_session,
    scored: s.videos_per_session,
    gold: s.gold_per_session,
    trap: s.trap_per_session,
  };
}

export function planTotal(plan: SessionPlan): number {
  return plan.training + plan.scored + plan.gold + plan.trap;
}

/** How many trials of each kind the participant has. */
export function countKinds(kinds: readonly VideoKind[]): SessionPlan {
  const have: SessionPlan = { training: 0, scored: 0, gold: 0, trap: 0 };
  for (const k of kinds) have[k] += 1;
  return have;
}

export interface PlannedTrial {
  video_id: number;
  kind: VideoKind;
}

/**
 * The insertion order of new trials: training first (BT.500's stabilising presentations come before the scored
 * ones), then the scored videos in their (already shuffled) order with each gold and trap item put at a random
 * position among them, so nothing in the order tells a participant which items are checks.
 */
export function orderTrials(
  training: readonly number[],
  scored: readonly number[],
  checks: readonly PlannedTrial[],
  random: Random,
): PlannedTrial[] {
  const mixed: PlannedTrial[] = scored.map((video_id) => ({ video_id, kind: 'scored' }));
  for (const check of shuffle(checks, random)) {
    mixed.splice(Math.floor(random() * (mixed.length + 1)), 0, check);
  }
  return [...training.map((video_id) => ({ video_id, kind: 'training' as const })), ...mixed];
}
