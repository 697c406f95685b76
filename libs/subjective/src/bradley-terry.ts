import { CI95_Z } from '@vvq/contracts';
import { borderedStd, zeroMatrix, type Matrix } from './dense-linear.js';
import { isStronglyConnected } from './pair-comparison-data.js';

/**
 * Bradley–Terry maximum likelihood, P(i preferred to j) = p_i / (p_i + p_j), as Netflix sureal computes it:
 * `BradleyTerryMlePairedCompSubjectiveModel.resolve_model` in `sureal/pc_subjective_model.py` (Netflix/sureal at
 * commit 34c2e618196c674ea9101180992b1832ef5ed4e1, TYPE 'BT_MLE'). Zermelo's (minorisation–maximisation) iteration
 * from p = 1/M: p_i ← W_i / Σ_j n_ij/(p_i + p_j), then p ← p/Σp, until ‖p − p_prev‖₂ ≤ 1e-8. Scores are v = ln p
 * (sureal's natural-log strength scale, normalised so that Σ exp(v) = 1).
 *
 * Two standard errors:
 * - `std` (the default, textbook): the observed information of v, I_ii = Σ_j n_ij π_ij π_ji, I_ij = −n_ij π_ij π_ji,
 *   with the constraint Σ exp(v) = 1 bordered in (gradient p), which is the inverse Hessian of the log-likelihood;
 * - `surealStd`: sureal's formula, which bordered-inverts its Hessian in p but writes the off-diagonal term as
 *   n_ij/(p_i+p_j)·2 where the second derivative is n_ij/(p_i+p_j)², then maps to v by std_p/p. Its intervals are
 *   off by 4–29 % on typical designs; offered to reproduce sureal's numbers, not for inference.
 *
 * sureal's loop has no iteration limit; ours stops after `maxIterations` and reports `converged: false`.
 */
export interface PairScaleFit {
  scores: number[];
  std: number[];
  ci95: [number, number][];
  surealStd: number[];
  surealCi95: [number, number][];
  converged: boolean;
  iterations: number;
  /** False when the design cannot identify the scale (see isStronglyConnected); scores are then not estimates. */
  identifiable: boolean;
}

export function intervals(scores: readonly number[], std: readonly number[]): [number, number][] {
  return scores.map((s, i) => [s - CI95_Z * std[i], s + CI95_Z * std[i]]);
}

export function bradleyTerryMle(alpha: Matrix, maxIterations = 100_000, deltaThreshold = 1e-8): PairScaleFit {
  const m = alpha.length;
  const n = zeroMatrix(m);
  const wins = new Float64Array(m);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      n[i][j] = alpha[i][j] + alpha[j][i];
      wins[i] += alpha[i][j];
    }
  let p = new Float64Array(m).fill(1 / m);
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    iterations++;
    const next = new Float64Array(m);
    let total = 0;
    for (let i = 0; i < m; i++) {
      let den = 0;
      for (let j = 0; j < m; j++) den += n[i][j] / (p[i] + p[j]);
      next[i] = wins[i] / den;
      total += next[i];
    }
    let change = 0;
    for (let i = 0; i < m; i++) {
      next[i] /= total;
      change += (next[i] - p[i]) ** 2;
    }
    p = next;
    if (!(Math.sqrt(change) > deltaThreshold)) {
      converged = Number.isFinite(change);
      break;
    }
  }
  const scores = [...p].map(Math.log);

  const info = zeroMatrix(m);
  const sureal = zeroMatrix(m);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < m; j++) {
      const pp = p[i] + p[j];
      const w = (n[i][j] * p[i] * p[j]) / (pp * pp);
      if (i !== j) {
        info[i][i] += w;
        info[i][j] -= w;
      }
      // sureal: lbda_ii = Σ_j (−α_ij/p_i² + n_ij/pp²), lbda_ij = n_ij/pp·2 (its diagonal adds to lbda_ii too).
      sureal[i][i] += -alpha[i][j] / (p[i] * p[i]) + n[i][j] / (pp * pp);
      sureal[i][j] += (n[i][j] / pp) * 2;
    }
  }
  for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) sureal[i][j] = -sureal[i][j];
  const std = borderedStd(info, p);
  const surealStd = borderedStd(sureal, new Float64Array(m).fill(1)).map((s, i) => s / p[i]);
  return {
    scores,
    std,
    ci95: intervals(scores, std),
    surealStd,
    surealCi95: intervals(scores, surealStd),
    converged,
    iterations,
    identifiable: isStronglyConnected(alpha),
  };
}
