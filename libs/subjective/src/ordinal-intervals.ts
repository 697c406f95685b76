import { CI95_Z } from '@vvq/contracts';
import { compareCodePoints } from './bt500-screening.js';
import { ratingTerms, type RatingTerms } from './ordinal-likelihood.js';
import type { OrdinalFit } from './ordinal-model.js';
import type { SubjectiveModelResult } from './subjective-model.js';

/**
 * 95 % intervals of the ordinal model from the observed information (the negative Hessian of the log posterior at
 * its maximum, priors included):
 *
 * - quality x_e: 1/I_e with I_e the information on x_e once each of its observers' bias and log-inconsistency are
 *   profiled out, H_ee − Σ_s g_esᵀ M_s⁻¹ g_es (M_s the observer's 2 × 2 block, g_es the coupling of x_e to it). This
 *   is the Gaussian model's Σ w·k·(1 − k/n), with the bias prior discounting how much the bias absorbs;
 * - bias b_s: likewise with the qualities and the log-inconsistency profiled out;
 * - inconsistency v_s: symmetric on log v_s, so the interval is v·e^{±1.96·se}.
 *
 * The profiling is per neighbour (second-order couplings through shared neighbours are dropped), which keeps the cost
 * linear in the number of scores; the simulation (scripts/mle-simulation.mjs) checks the coverage.
 */
export function ordinalIntervals(fit: OrdinalFit): SubjectiveModelResult {
  const { data, state: st } = fit;
  const { N, E, S, pe, ps, lo, hi, nE, nS } = data;
  const hXX = new Float64Array(E).fill(1 / (st.w * st.w));
  const hBB = new Float64Array(S).fill(1 / st.sigmaB2);
  const hBT = new Float64Array(S);
  const hTT = new Float64Array(S);
  const pair = new Map<number, [number, number]>();
  const terms: RatingTerms = { logP: 0, gMu: 0, hMuMu: 0, gT: 0, hTT: 0, hMuT: 0 };
  for (let k = 0; k < N; k++) {
    const e = pe[k];
    const s = ps[k];
    ratingTerms(lo[k], hi[k], st.x[e] + st.b[s], st.t[s], terms);
    hXX[e] += terms.hMuMu;
    hBB[s] += terms.hMuMu;
    hBT[s] += terms.hMuT;
    hTT[s] += terms.hTT;
    const key = e * S + s;
    const c = pair.get(key);
    if (c) {
      c[0] += terms.hMuMu;
      c[1] += terms.hMuT;
    } else pair.set(key, [terms.hMuMu, terms.hMuT]);
  }
  for (let s = 0; s < S; s++) hTT[s] += 2 * st.nu * st.sigma02 * Math.exp(-2 * st.t[s]);

  const infoX = Float64Array.from(hXX);
  const infoB = new Float64Array(S);
  const infoT = new Float64Array(S);
  for (let s = 0; s < S; s++) {
    infoB[s] = hTT[s] > 0 ? hBB[s] - (hBT[s] * hBT[s]) / hTT[s] : hBB[s];
    infoT[s] = hBB[s] > 0 ? hTT[s] - (hBT[s] * hBT[s]) / hBB[s] : hTT[s];
  }
  for (const [key, [cBB, cBT]] of pair) {
    const e = Math.floor(key / S);
    const s = key - e * S;
    // g_esᵀ M_s⁻¹ g_es for M_s = [[hBB, hBT], [hBT, hTT]] (only the bias when M_s is not positive definite).
    const det = hBB[s] * hTT[s] - hBT[s] * hBT[s];
    infoX[e] -=
      det > 0 && hTT[s] > 0
        ? (cBB * cBB * hTT[s] - 2 * cBB * cBT * hBT[s] + cBT * cBT * hBB[s]) / det
        : (cBB * cBB) / hBB[s];
    infoB[s] -= (cBB * cBB) / hXX[e];
    infoT[s] -= (cBT * cBT) / hXX[e];
  }

  // With a single score per presentation nothing separates the noise from the qualities: no intervals then.
  const measured = N - E >= 1;
  const presentations = data.presentations.map((presentation, e) => {
    const se = infoX[e] > 1e-12 ? 1 / Math.sqrt(infoX[e]) : Number.NaN;
    const ok = measured && Number.isFinite(se);
    return {
      presentation,
      n: nE[e],
      quality: st.x[e],
      ci95_low: ok ? st.x[e] - CI95_Z * se : null,
      ci95_high: ok ? st.x[e] + CI95_Z * se : null,
    };
  });
  const order = data.observers.map((o, s) => [o, s] as const).sort((a, b) => compareCodePoints(a[0], b[0]));
  const observers = order.map(([observer, s]) => {
    const v = Math.exp(st.t[s]);
    const seB = infoB[s] > 1e-12 ? 1 / Math.sqrt(infoB[s]) : Number.NaN;
    const seT = infoT[s] > 1e-12 ? 1 / Math.sqrt(infoT[s]) : Number.NaN;
    const okB = measured && Number.isFinite(seB);
    const okT = measured && Number.isFinite(seT);
    return {
      observer,
      n: nS[s],
      bias: st.b[s],
      bias_ci95_low: okB ? st.b[s] - CI95_Z * seB : null,
      bias_ci95_high: okB ? st.b[s] + CI95_Z * seB : null,
      inconsistency: measured ? v : null,
      inconsistency_ci95_low: okT ? v * Math.exp(-CI95_Z * seT) : null,
      inconsistency_ci95_high: okT ? v * Math.exp(CI95_Z * seT) : null,
    };
  });
  return {
    converged: fit.converged,
    iterations: fit.iterations,
    pooled_inconsistency: measured ? Math.sqrt(st.sigma02) : null,
    bias_spread: Math.sqrt(st.sigmaB2),
    presentations,
    observers,
  };
}
