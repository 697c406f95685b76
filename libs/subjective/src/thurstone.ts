import { borderedStd, invert, zeroMatrix, type Matrix } from './dense-linear.js';
import { intervals, type PairScaleFit } from './bradley-terry.js';
import { normalCdf, normalPdf } from './normal-distribution.js';
import { isStronglyConnected } from './pair-comparison-data.js';

/**
 * Thurstone Case V maximum likelihood, P(i preferred to j) = Φ(v_i − v_j), scores in units of the standard
 * deviation of one perceived difference, as Netflix sureal defines it: `ThurstoneMlePairedCompSubjectiveModel`
 * (`sureal/pc_subjective_model.py`, Netflix/sureal commit 34c2e618196c674ea9101180992b1832ef5ed4e1, TYPE
 * 'THURSTONE_MLE', VERSION 1.2). sureal minimises −Σ_ij α_ij ln(Φ(v_i − v_j) + 1e-8/M) with scipy's SLSQP from
 * v = 0 (ftol 1e-8, finite-difference gradient). We maximise the same function, ε included, by Newton's method
 * with step halving on the exact gradient and Hessian, keeping Σv = 0 (the likelihood only sees differences, and
 * SLSQP started at 0 stays on that plane), and stop when the largest step is below 1e-10: this reaches the optimum
 * sureal's SLSQP approaches, to the precision SLSQP's ftol allows (about 1e-6 on the scores).
 *
 * Standard errors:
 * - `std` (default, textbook): the observed information at the estimate, per pair
 *   h = α_ij·g″(d) + α_ji·g″(−d), g = ln Φ, d = v_i − v_j, bordered with Σv = 0;
 * - `surealStd`: sureal's `use_simplified_lbda` formula, (α_ij + α_ji)·g″(d) for both directions, which misweights
 *   the losses of the pair and is off by up to 60 % where the choices are lopsided.
 */
function logPhiSecond(d: number): number {
  // g″(d) = −(d·Φ·φ + φ²)/Φ², written with the Mills ratio φ/Φ to stay finite in the far tail.
  const phi = normalPdf(d);
  const Phi = normalCdf(d);
  const r = Phi > 0 ? phi / Phi : -d;
  return -(d * r + r * r);
}

function objective(alpha: Matrix, v: Float64Array, eps: number): number {
  const m = v.length;
  let f = 0;
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++)
      if (alpha[i][j] > 0) f += alpha[i][j] * Math.log(normalCdf(v[i] - v[j]) + eps);
  return f;
}

export function thurstoneMle(alpha: Matrix, maxIterations = 200, stepThreshold = 1e-10): PairScaleFit {
  const m = alpha.length;
  const eps = 1e-8 / m;
  let v = new Float64Array(m);
  let f = objective(alpha, v, eps);
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    iterations++;
    const grad = new Float64Array(m);
    const hess = zeroMatrix(m);
    for (let i = 0; i < m; i++)
      for (let j = 0; j < m; j++) {
        const a = alpha[i][j];
        if (!(a > 0)) continue;
        const d = v[i] - v[j];
        const Phi = normalCdf(d) + eps;
        const phi = normalPdf(d);
        const g1 = phi / Phi;
        const g2 = (-d * phi) / Phi - g1 * g1;
        grad[i] += a * g1;
        grad[j] -= a * g1;
        hess[i][i] += a * g2;
        hess[j][j] += a * g2;
        hess[i][j] -= a * g2;
        hess[j][i] -= a * g2;
      }
    // Newton on the plane Σv = 0: solve [[−H, 1], [1ᵀ, 0]]·[step; λ] = [g; 0]. Where −H is not positive definite
    // (far from the optimum the ε term can bend the function), a gradient step takes over.
    const k = zeroMatrix(m + 1);
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++) k[i][j] = -hess[i][j];
      k[i][m] = 1;
      k[m][i] = 1;
    }
    const kinv = invert(k);
    let step = new Float64Array(m);
    for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) step[i] += kinv[i][j] * grad[j];
    let ascent = 0;
    for (let i = 0; i < m; i++) ascent += step[i] * grad[i];
    if (!(ascent > 0)) step = grad.map((g) => g / Math.max(1, m));
    let t = 1;
    let next = v;
    let fNext = f;
    for (let h = 0; h < 60; h++) {
      next = v.map((x, i) => x + t * step[i]);
      fNext = objective(alpha, next, eps);
      if (fNext >= f - 1e-12 * Math.abs(f)) break;
      t /= 2;
    }
    let largest = 0;
    for (let i = 0; i < m; i++) largest = Math.max(largest, Math.abs(next[i] - v[i]));
    v = next;
    f = fNext;
    if (!(largest > stepThreshold)) {
      converged = Number.isFinite(f);
      break;
    }
  }
  const scores = [...v];

  const info = zeroMatrix(m);
  const sureal = zeroMatrix(m);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      const d = v[i] - v[j];
      // Textbook: α_ij sees g″(d), α_ji sees g″(−d) (row i collects each of its pairs once).
      const h = alpha[i][j] * logPhiSecond(d) + alpha[j][i] * logPhiSecond(-d);
      const s = (alpha[i][j] + alpha[j][i]) * logPhiSecond(d);
      info[i][i] -= h;
      info[i][j] += h;
      // sureal: lbda_ii = Σ_j n_ij g″(d_ij), lbda_ij = −n_ij g″(d_ij); covariance from −lbda.
      sureal[i][i] -= s;
      sureal[i][j] += s;
    }
  const ones = new Float64Array(m).fill(1);
  const std = borderedStd(info, ones);
  const surealStd = borderedStd(sureal, ones);
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
