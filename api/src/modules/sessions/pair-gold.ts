import {
  RATING_DIMENSIONS,
  type GatingEvidenceItem,
  type PairChoice,
  type RatingDimension,
} from '@vvq/contracts';
import type { PairTrial } from './pair-assignment.repository.js';

/**
 * The dimensions of a judged gold pair whose choice missed its known winner. A "no difference" misses too: the
 * winner of a gold pair is a reference against one of its own processed versions, a difference the participant is
 * expected to see (docs/experimenter/quality-control.md).
 */
export function missedDimensions(
  trial: Pick<PairTrial, 'left_video_id' | 'known_winner_id'>,
  choices: Record<RatingDimension, PairChoice | null>,
): RatingDimension[] {
  if (trial.known_winner_id === null) return [];
  const expected: PairChoice = trial.left_video_id === trial.known_winner_id ? 'left' : 'right';
  return RATING_DIMENSIONS.filter((d) => choices[d] !== null && choices[d] !== expected);
}

/** The participant's judged gold pairs that missed their known winner in some dimension, as gating evidence. */
export function goldFailures(trials: readonly PairTrial[]): GatingEvidenceItem[] {
  return trials.flatMap((t): GatingEvidenceItem[] => {
    if (t.known_winner_id === null || t.judged_at === null) return [];
    const missed = missedDimensions(t, t.choices);
    if (missed.length === 0) return [];
    return [
      {
        trial_id: t.id,
        video_id: t.known_winner_id,
        kind: 'gold',
        pair: {
          left_video_id: t.left_video_id,
          right_video_id: t.right_video_id,
          known_winner_id: t.known_winner_id,
          choices: t.choices as Record<RatingDimension, PairChoice>,
          missed,
        },
      },
    ];
  });
}
