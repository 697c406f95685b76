import { pairwiseSum } from './pairwise-sum.js';
import { compareCodePoints } from './bt500-screening.js';
import { groupBy, type ScoreRecord } from './presentation-units.js';

export interface ObserverBias {
  observer: string;
  n: number;
  /** δₛ = mean over the observer's scores of (score − MOS of that presentation). */
  bias: number | null;
  /** Sample SD (n−1) of the residuals score − MOS − δₛ; null with fewer than 2 scores. */
  inconsistency: number | null;
}

/**
 * ITU-T P.913 §12.4 observer bias, computed like sureal's `bias_offset` (MOS over all observers, before any
 * rejection), plus an inconsistency figure: how much the observer scatters once their bias is taken out.
 * `scores` carry the unit of presentation already.
 */
export function observerBias(scores: readonly ScoreRecord[]): ObserverBias[] {
  const mos = new Map<string, number>();
  for (const [presentation, list] of groupBy(scores, (s) => s.presentation)) {
    mos.set(presentation, pairwiseSum(list.map((s) => s.score)) / list.length);
  }
  const byObserver = groupBy(scores, (s) => s.observer);
  return [...byObserver.keys()].sort(compareCodePoints).map((observer) => {
    const list = byObserver.get(observer) ?? [];
    const deltas = list.map((s) => s.score - (mos.get(s.presentation) ?? s.score));
    const n = deltas.length;
    const bias = pairwiseSum(deltas) / n;
    const residuals = deltas.map((d) => d - bias);
    const inconsistency = n < 2 ? null : Math.sqrt(pairwiseSum(residuals.map((r) => r * r)) / (n - 1));
    return { observer, n, bias, inconsistency };
  });
}
