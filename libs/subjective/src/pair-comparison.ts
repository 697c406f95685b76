import type { PairComparisonResponse, PairModel } from '@vvq/contracts';
import { bradleyTerryMle, type PairScaleFit } from './bradley-terry.js';
import { winMatrix, type PairJudgement } from './pair-comparison-data.js';
import {
  bradleyTerryProbability,
  screenPairObservers,
  thurstoneProbability,
} from './pair-observer-screening.js';
import { thurstoneMle } from './thurstone.js';

/**
 * The analysis of a pair-comparison study: the scale of every stimulus by the chosen model, the observers'
 * screening and, when `screening` is on, one refit without the flagged observers (never all of them: with every
 * observer flagged the panel has no common order and nobody is left out). Stimuli are sorted by name.
 */
export interface PairComparisonInput {
  judgements: readonly PairJudgement[];
  model: PairModel;
  screening: boolean;
}

export function fitPairScale(model: PairModel, alpha: Float64Array[]): PairScaleFit {
  return model === 'bt' ? bradleyTerryMle(alpha) : thurstoneMle(alpha);
}

export function analysePairComparison(input: PairComparisonInput): PairComparisonResponse {
  const { judgements, model } = input;
  const all = winMatrix(judgements);
  const probability = model === 'bt' ? bradleyTerryProbability : thurstoneProbability;
  let fit = fitPairScale(model, all.alpha);
  const screened = screenPairObservers(judgements, all.stimuli, probability(fit.scores));
  const flagged = screened.filter((o) => o.flagged).map((o) => o.observer);
  let used = judgements;
  let excluded: string[] = [];
  if (input.screening && flagged.length > 0 && flagged.length < screened.length) {
    const out = new Set(flagged);
    used = judgements.filter((j) => !out.has(j.observer));
    excluded = flagged.sort();
    fit = fitPairScale(model, winMatrix(used, all.stimuli).alpha);
  }
  const wins = new Map<string, number>();
  const counts = new Map<string, number>();
  let ties = 0;
  for (const j of used) {
    counts.set(j.a, (counts.get(j.a) ?? 0) + 1);
    counts.set(j.b, (counts.get(j.b) ?? 0) + 1);
    if (j.winner === 'tie') {
      ties++;
      wins.set(j.a, (wins.get(j.a) ?? 0) + 0.5);
      wins.set(j.b, (wins.get(j.b) ?? 0) + 0.5);
    } else {
      const w = j.winner === 'a' ? j.a : j.b;
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
  }
  return {
    method: 'pc',
    model,
    converged: fit.converged,
    iterations: fit.iterations,
    identifiable: fit.identifiable,
    screening: input.screening,
    judgements: used.length,
    ties,
    stimuli: all.stimuli.map((stimulus, i) => ({
      stimulus,
      score: fit.scores[i],
      std: fit.std[i],
      ci95_low: fit.ci95[i][0],
      ci95_high: fit.ci95[i][1],
      sureal_std: fit.surealStd[i],
      sureal_ci95_low: fit.surealCi95[i][0],
      sureal_ci95_high: fit.surealCi95[i][1],
      wins: wins.get(stimulus) ?? 0,
      judgements: counts.get(stimulus) ?? 0,
    })),
    observers: screened
      .map((o) => ({
        observer: o.observer,
        judgements: o.judgements,
        z: o.z,
        circular_triads: o.circularTriads,
        complete_triads: o.completeTriads,
        flagged: o.flagged,
      }))
      .sort((x, y) => (x.observer < y.observer ? -1 : x.observer > y.observer ? 1 : 0)),
    excluded,
  };
}
