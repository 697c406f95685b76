import type { ObserverInconsistency } from '@vvq/contracts';

/** One overall score as the estimator reads it: who, which video, what score. */
export interface InconsistencyScore {
  observer: string;
  presentation: string;
  score: number;
}

/**
 * The port through which the gating rule `inconsistency` asks the maximum-likelihood model (ITU-T P.910 Annex E) for
 * one observer's inconsistency. Declared here and implemented by the analysis module, which sits above quality and
 * ratings in the module graph (it reads their flags and scores) and provides this class globally — the pattern of
 * ParticipantDirectory. Null when the fit leaves the observer's noise unmeasured.
 */
export abstract class InconsistencyEstimator {
  abstract estimate(scores: readonly InconsistencyScore[], observer: string): ObserverInconsistency | null;
}
