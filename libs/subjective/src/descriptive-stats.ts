import { CI95_Z, type DescriptiveStats } from '@vvq/contracts';
import { pairwiseSum } from './pairwise-sum.js';

/**
 * N, MOS, sample SD (N−1) and the 95 % interval MOS ± 1.95996·SD/√N (BT.500-14 Annex 1 §2.2.1, as sureal's
 * `MosModel` reports it). With N < 2 the SD and the interval are not available (null) rather than zero, so a single
 * rating never looks like a perfectly certain one.
 */
export function describeScores(scores: readonly number[]): DescriptiveStats {
  const n = scores.length;
  if (n === 0) return { n, mos: null, sd: null, ci95_low: null, ci95_high: null };
  const mos = pairwiseSum(scores) / n;
  if (n < 2) return { n, mos, sd: null, ci95_low: null, ci95_high: null };
  const sd = Math.sqrt(pairwiseSum(scores.map((u) => (u - mos) * (u - mos))) / (n - 1));
  const half = (CI95_Z * sd) / Math.sqrt(n);
  return { n, mos, sd, ci95_low: mos - half, ci95_high: mos + half };
}
