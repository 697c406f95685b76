import { borderedStd, invert, zeroMatrix, type Matrix } from './dense-linear.js';
import { intervals, type PairScaleFit } from './bradley-terry.js';
import { cephesNdtr } from './cephes-ndtr.js';
import { normalCdf, normalPdf } from './normal-distribution.js';
import { isStronglyConnected } from './pair-comparison-data.js';
import { pairwiseSum } from './pairwise-sum.js';
import { logRounded } from './rounded-exp-log.js';
import { slsqpUnconstrained } from './slsqp-unconstrained.js';

/**
 * Thurstone Case V maximum likelihood, P(i preferred to j) = Φ(v_i − v_j), scores in units of the standard
 * deviation of one perceived difference, as Netflix sureal defines it: `ThurstoneMlePairedCompSubjectiveModel`
 * (`sureal/pc_subjective_model.py`, Netflix/sureal commit 34c2e618196c674ea9101180992b1832ef5ed4e1, TYPE
 * 'THURSTONE_MLE', VERSION 1.2). sureal minimises
 *
 *   nllf(v) = −Σ_ij [α_ij·ln(Φ(v_i − v_j) + ε) + α_ji·ln(Φ(v_j − v_i) + ε)],  ε = 1e-8/M
 *
 * (every pair counted twice) with `minimize(nllf, zeros(M), method='SLSQP', jac='2-point',
 * options={'ftol': 1e-8, 'maxiter': 1000})`, asserts success and reports `res.x` as it is (not re-centred).
 *
 * Scores (default, `solver: 'slsqp'`): that same SLSQP run (slsqp-unconstrained.ts) on that same expression —
 * Φ as scipy's ndtr (cephes-ndtr.ts), exp and log rounded as the C library does (rounded-exp-log.ts), the M×M
 * terms summed in numpy's pairwise order — so the scores are sureal's to ~1e-6 on small designs and ~1e-5 on
 * 40 stimuli: the finite-difference gradient magnifies the last bit of the objective by 7e7, and numpy's SIMD log
 * and OpenBLAS round some operations differently (see pair-comparison-crosscheck.spec.ts).
 * `converged` is SLSQP's success and `iterations` its `nit`. SLSQP stops on |Δnllf| < 1e-8, up to ~2.5e-5 SD
 * short of the optimum; the acceptance bar is equality with sureal, and the difference is far inside any interval.
 *
 * `optimumScores`: the optimum itself, by Newton's method with step halving on the exact gradient and Hessian,
 * keeping Σv = 0 (the likelihood only sees differences), stopping when the largest step is below 1e-10. Used as the
 * scores with `solver: 'newton'`, and as the fallback where SLSQP fails (then `solver` says 'newton').
 *
 * Standard errors, at the reported scores as sureal computes its own at its SLSQP point:
 * - `std` (default, textbook): the observed information at the estimate, per pair
 *   h = α_ij·g″(d) + α_ji·g″(−d), g = ln Φ, d = v_i − v_j, bordered with Σv = 0;
 * - `surealStd`: sureal's `use_simplified_lbda` formula, (α_ij + α_ji)·g″(d) for both directions, which misweights
 *   the losses of the pair and is off by up to 60 % where the choices are lopsided.
 */
export interface ThurstoneFit extends PairScaleFit {
  /** The maximum of the likelihood (Newton), mean zero. */
  optimumScores: number[];
  /** Which solution `scores` holds. */
  solver: 'slsqp' | 'newton';
}

export interface ThurstoneOptions {
  /** 'slsqp' (default): sureal's own SLSQP point; 'newton': the optimum. */
  solver?: 'slsqp' | 'newton';
}

/** sureal's options to scipy's minimize. */
const SUREAL_FTOL = 1e-8;
const SUREAL_MAXITER = 1000;

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

/**
 * sureal's `neg_log_likelihood_function`, term for term: entry (i, j) of its matrix is
 * α_ij·ln(Φ(v_i − v_j) + ε) + α_ji·ln(Φ(v_j − v_i) + ε), symmetric in (i, j) because addition is, and the M² entries
 * (zeros included, they place the others in numpy's summation blocks) are added in np.sum's pairwise order. The
 * finite-difference gradient changes one coordinate at a time, so `at` recomputes only that row and column.
 */
export function surealThurstoneObjective(alpha: Matrix): {
  value: (v: Float64Array) => number;
  at: (v: Float64Array, k: number, vk: number) => number;
} {
  const m = alpha.length;
  const eps = 1e-8 / m;
  const terms = new Float64Array(m * m);
  const scratch = new Float64Array(m * m);
  const cached = new Float64Array(m);
  let valid = false;
  const pairTerm = (i: number, j: number, vi: number, vj: number) => {
    const a = alpha[i][j];
    const b = alpha[j][i];
    // 0·ln(…) is −0 in numpy (the logarithm is negative): the same zero, without the two logarithms.
    const x = a === 0 ? -0 : a * logRounded(cephesNdtr(vi - vj) + eps);
    const y = b === 0 ? -0 : b * logRounded(cephesNdtr(vj - vi) + eps);
    return x + y;
  };
  const fill = (v: Float64Array) => {
    for (let i = 0; i < m; i++) {
      terms[i * m + i] = -0;
      for (let j = i + 1; j < m; j++) terms[i * m + j] = terms[j * m + i] = pairTerm(i, j, v[i], v[j]);
    }
    cached.set(v);
    valid = true;
  };
  const value = (v: Float64Array) => {
    fill(v);
    return -pairwiseSum(terms);
  };
  const at = (v: Float64Array, k: number, vk: number) => {
    let same = valid;
    for (let i = 0; same && i < m; i++) same = Object.is(cached[i], v[i]);
    if (!same) fill(v);
    scratch.set(terms);
    for (let j = 0; j < m; j++)
      if (j !== k)
        scratch[k * m + j] = scratch[j * m + k] = k < j ? pairTerm(k, j, vk, v[j]) : pairTerm(j, k, v[j], vk);
    return -pairwiseSum(scratch);
  };
  return { value, at };
}

function newtonOptimum(alpha: Matrix, maxIterations = 200, stepThreshold = 1e-10) {
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
  return { scores: [...v], converged, iterations };
}

export function thurstoneMle(alpha: Matrix, options: ThurstoneOptions = {}): ThurstoneFit {
  const m = alpha.length;
  const optimum = newtonOptimum(alpha);
  let solution: { scores: number[]; converged: boolean; iterations: number } = optimum;
  let solver: ThurstoneFit['solver'] = 'newton';
  if ((options.solver ?? 'slsqp') === 'slsqp') {
    const objective = surealThurstoneObjective(alpha);
    const run = slsqpUnconstrained(
      objective.value,
      new Float64Array(m),
      { ftol: SUREAL_FTOL, maxiter: SUREAL_MAXITER },
      objective.at,
    );
    if (run.success && run.x.every(Number.isFinite)) {
      solution = { scores: run.x, converged: true, iterations: run.nit };
      solver = 'slsqp';
    }
  }
  const scores = solution.scores;
  const v = scores;

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
    converged: solution.converged,
    iterations: solution.iterations,
    identifiable: isStronglyConnected(alpha),
    optimumScores: optimum.scores,
    solver,
  };
}
