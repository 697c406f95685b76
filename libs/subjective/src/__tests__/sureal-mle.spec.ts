import { CI95_Z } from '@vvq/contracts';
import { chiSquareQuantile } from '../chi-square.js';
import { surealMle, surealP910 } from '../sureal-mle.js';

/*
 * Hand-worked: 2 presentations × 2 observers, A scores 1, 2 and B scores 3, 5 (cube index (e·S + s)·R + r).
 * MOS = 2, 3.5; biases ∓1.25 (A's residuals about the MOS are −1, −1.5); residuals about MOS + bias ±0.25, so both
 * inconsistencies are 0.25 and, the design being symmetric, the qualities stay at the MOS (P910 reaches this).
 * Quality std = 1/√(Σ_s 1/v²) = 0.25/√2 (P910: 1/√(n_j/v_j²), v_j = 0.25 too). Inconsistency interval with n = 2:
 * [0.25·√(2/χ²₀.₉₇₅(2)), 0.25·√(2/χ²₀.₀₂₅(2))] = [0.25·√(2/7.377759), 0.25·√(2/0.0506356)] = [0.1301646, 1.5711837].
 */
const cube = { E: 2, S: 2, R: 1, values: Float64Array.from([1, 3, 2, 5]) };
const std = 0.25 / Math.SQRT2;

describe('sureal ports, hand-worked', () => {
  it('chi-square quantiles of the interval (scipy: 7.377758908227871, 0.05063561596857975)', () => {
    expect(chiSquareQuantile(0.975, 2)).toBeCloseTo(7.377758908227871, 12);
    expect(chiSquareQuantile(0.025, 2)).toBeCloseTo(0.05063561596857975, 14);
  });

  it('P910: MOS qualities, biases ∓1.25, inconsistencies 0.25 and their intervals, after one iteration', () => {
    const r = surealP910(cube);
    expect(r.iterations).toBe(1);
    expect(r.quality[0]).toBeCloseTo(2, 12);
    expect(r.quality[1]).toBeCloseTo(3.5, 12);
    expect(r.bias[0]).toBeCloseTo(-1.25, 12);
    expect(r.bias[1]).toBeCloseTo(1.25, 12);
    expect(r.inconsistency[0]).toBeCloseTo(0.25, 12);
    expect(r.quality_std[0]).toBeCloseTo(std, 12);
    expect(r.quality_ci95[1][1]).toBeCloseTo(3.5 + CI95_Z * std, 12);
    expect(r.bias_std[0]).toBeCloseTo(std, 12);
    expect(r.inconsistency_ci95[0][0]).toBeCloseTo(0.1301646, 6);
    expect(r.inconsistency_ci95[0][1]).toBeCloseTo(1.5711837, 6);
  });

  it('MLE_CO stops after one iteration because only x_e is tested and, by symmetry, x_e did not move', () => {
    // First damped bias step: b = 0.9·0 + 0.1·(mean residual −1.25) = −0.125 — sureal's stopping rule
    // (‖Δx_e‖ < 1e-8) ends the fit there, biases a tenth of the way to their maximum-likelihood values.
    const r = surealMle(cube, 'CONTENT_OBLIVIOUS');
    expect(r.iterations).toBe(1);
    expect(r.quality[0]).toBeCloseTo(2, 12);
    expect(r.quality[1]).toBeCloseTo(3.5, 12);
    expect(r.bias[0]).toBeCloseTo(-0.125, 12);
    expect(r.bias[1]).toBeCloseTo(0.125, 12);
  });
});
