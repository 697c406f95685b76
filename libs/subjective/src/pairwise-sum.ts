/**
 * Sum of doubles in exactly the order numpy's `pairwise_sum_DOUBLE` adds them (8 accumulators for blocks up to
 * 128 values, recursive halves beyond). sureal's screening thresholds come from `np.mean`/`np.std`; summing the
 * same way keeps a score that sits exactly on ū ± k·S on the same side of the line as in the reference tool.
 */
const BLOCK = 128;

function blockSum(values: ArrayLike<number>, start: number, n: number): number {
  if (n < 8) {
    let res = 0;
    for (let i = 0; i < n; i++) res += values[start + i];
    return res;
  }
  if (n <= BLOCK) {
    const r = [0, 0, 0, 0, 0, 0, 0, 0].map((_, j) => values[start + j]);
    let i = 8;
    for (; i < n - (n % 8); i += 8) {
      for (let j = 0; j < 8; j++) r[j] += values[start + i + j];
    }
    let res = r[0] + r[1] + (r[2] + r[3]) + (r[4] + r[5] + (r[6] + r[7]));
    for (; i < n; i++) res += values[start + i];
    return res;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return blockSum(values, start, n2) + blockSum(values, start + n2, n - n2);
}

export function pairwiseSum(values: ArrayLike<number>): number {
  return blockSum(values, 0, values.length);
}

/** `np.mean` of a 1-D float64 array. */
export function numpyMean(values: readonly number[]): number {
  return pairwiseSum(values) / values.length;
}
