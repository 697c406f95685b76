import { numpyMean, pairwiseSum } from '../pairwise-sum.js';

describe('pairwiseSum (numpy summation order)', () => {
  it('adds fewer than 8 values left to right', () => {
    // 0.1 + 0.2 = 0.30000000000000004, + 0.3 = 0.6000000000000001 in float64, the same as Python's sum().
    expect(pairwiseSum([0.1, 0.2, 0.3])).toBe(0.1 + 0.2 + 0.3);
    expect(pairwiseSum([])).toBe(0);
  });

  it('uses 8 accumulators from 8 values on, unlike a left-to-right loop', () => {
    // [2^53, 1 × 15]: accumulator r0 = 2^53 + 1 → 2^53 (the 1 is lost, ties-to-even), r1..r7 = 1 + 1 = 2.
    // ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)) = ((2^53 + 2) + 4) + (4 + 4) = 2^53 + 14.
    // A left-to-right loop loses every 1: 2^53.
    const values = [2 ** 53, ...Array<number>(15).fill(1)];
    expect(pairwiseSum(values) - 2 ** 53).toBe(14);
    expect(values.reduce((a, b) => a + b, 0) - 2 ** 53).toBe(0);
    expect(numpyMean([1, 2, 3, 4])).toBe(2.5);
  });

  it('splits more than 128 values into halves that are multiples of 8', () => {
    // np.sum(np.array([2.0**53] + [1.0]*300)) - 2**53 == 292.0 with numpy 2.4 (checked by hand in Python).
    expect(pairwiseSum([2 ** 53, ...Array<number>(300).fill(1)]) - 2 ** 53).toBe(292);
  });
});
