import { Injectable } from '@nestjs/common';
import type { ObserverInconsistency } from '@vvq/contracts';
import { InconsistencyEstimator, type InconsistencyScore } from '../quality/index.js';
import { observerInconsistency } from '@vvq/subjective';

/**
 * The gating rule `inconsistency` (docs/developer/decisions/quality.md) answered by the maximum-likelihood
 * model: a synchronous fit of the scores the rating transaction hands over (the overall scores of the videos
 * the participant rated, a few hundred at most). Null when the observer is not in the fit or the fit leaves
 * their noise unmeasured; a fit that fails says nothing rather than stopping anyone.
 */
@Injectable()
export class MleInconsistencyEstimator extends InconsistencyEstimator {
  estimate(scores: readonly InconsistencyScore[], observer: string): ObserverInconsistency | null {
    if (scores.length === 0) return null;
    try {
      const o = observerInconsistency(scores).get(observer);
      if (
        !o ||
        o.inconsistency === null ||
        o.inconsistency_ci95_low === null ||
        o.inconsistency_ci95_high === null
      )
        return null;
      return {
        n: o.n,
        inconsistency: o.inconsistency,
        ci95_low: o.inconsistency_ci95_low,
        ci95_high: o.inconsistency_ci95_high,
      };
    } catch {
      return null;
    }
  }
}
