import { CI95_Z } from '@vvq/contracts';
import { chiSquareQuantile } from './chi-square.js';
import { compareCodePoints } from './bt500-screening.js';
import type { ScoreRecord } from './presentation-units.js';

/**
 * The product's maximum-likelihood subjective model (ITU-T P.910 Annex E; Li & Bampis): every score is
 * u = x_e + b_s + v_s·ε, with x_e the true quality of presentation e, b_s the bias and v_s the inconsistency of
 * observer s, ε ~ N(0, 1). sureal's solvers (ported in sureal-mle.ts) break when each observer rates only four
 * presentations: the likelihood has no maximum there (an observer's v_s → 0 while x_e follows their scores), and the
 * level of x against b is free. This solver therefore
 *
 * 1. fixes the level: the observers' mean bias is 0 after every step (sureal only shifts it once at the end);
 * 2. keeps inconsistencies away from 0 with a conjugate (scaled inverse-χ²) prior centred on the pooled residual
 *    variance σ₀² with ν = PRIOR_DOF pseudo-scores: v_s² = (SS_s + ν·σ₀²)/(d_s + ν), where SS_s is the observer's
 *    residual sum of squares and d_s their residual degrees of freedom. With hundreds of scores per observer (complete
 *    designs) ν is negligible; with four it stops one lucky observer from taking all the weight;
 * 3. solves by exact block coordinate ascent (x given b, v; b given x, v; v given x, b), each block in closed form,
 *    and stops when no parameter moved by more than TOLERANCE (x and b in score units, v relatively) in one
 *    iteration — a real convergence test, not a damped step falling below a threshold. After MAX_ITERATIONS it stops
 *    and says `converged: false`.
 *
 * Intervals (95 %, z = 1.95996 as everywhere in this module): the quality's variance is the inverse of the
 * information on x_e once the observers' biases are profiled out, 1/Σ w_s·k_es·(1 − k_es/n_s) (w_s = 1/v_s², k_es the
 * observer's scores of e, n_s all their scores) — with four scores per observer the bias absorbs a quarter of the
 * information, which the plain 1/Σ w_s that sureal reports ignores. Bias: v_s²/n_s plus the uncertainty of the
 * qualities it was measured against. Inconsistency: χ² interval on d_s + ν degrees of freedom.
 */

export const PRIOR_DOF = 4;
export const TOLERANCE = 1e-9;
export const MAX_ITERATIONS = 2000;

export interface SubjectiveModelPresentation {
  presentation: string;
  n: number;
  quality: number;
  /** null when the presentation's quality is not identified (only observers with a single score rated it). */
  ci95_low: number | null;
  ci95_high: number | null;
}

/** The inconsistency and every interval are null when the data leave no residual to measure noise by (below). */
export interface SubjectiveModelObserver {
  observer: string;
  n: number;
  bias: number;
  bias_ci95_low: number | null;
  bias_ci95_high: number | null;
  inconsistency: number | null;
  inconsistency_ci95_low: number | null;
  inconsistency_ci95_high: number | null;
}

export interface SubjectiveModelResult {
  converged: boolean;
  iterations: number;
  /**
   * Pooled residual SD σ₀, the centre of the inconsistency prior; null when the residual degrees of freedom of the
   * whole fit are below 1 (e.g. every presentation scored once): then no noise can be measured, and the qualities
   * (the scores themselves, less the biases) come without intervals.
   */
  pooled_inconsistency: number | null;
  /** In first-seen order of the input. */
  presentations: SubjectiveModelPresentation[];
  /** In code-point order of the observer ids (the order of every observer list of the analysis). */
  observers: SubjectiveModelObserver[];
  /** The ordinal model's fitted SD of the biases σ_b (its random-effect prior); absent for the other models. */
  bias_spread?: number;
}

export interface SubjectiveModelOptions {
  maxIterations?: number;
  tolerance?: number;
  priorDof?: number;
}

/** Fits the model to one dimension's scores (any design: complete, sparse, with repetitions). */
export function fitSubjectiveModel(
  scores: readonly ScoreRecord[],
  options: SubjectiveModelOptions = {},
): SubjectiveModelResult {
  const maxIterations = options.maxIterations ?? MAX_ITERATIONS;
  const tolerance = options.tolerance ?? TOLERANCE;
  const nu = options.priorDof ?? PRIOR_DOF;

  const presIndex = new Map<string, number>();
  const obsIndex = new Map<string, number>();
  const N = scores.length;
  const pe = new Int32Array(N);
  const ps = new Int32Array(N);
  const u = new Float64Array(N);
  scores.forEach((r, k) => {
    let e = presIndex.get(r.presentation);
    if (e === undefined) presIndex.set(r.presentation, (e = presIndex.size));
    let s = obsIndex.get(r.observer);
    if (s === undefined) obsIndex.set(r.observer, (s = obsIndex.size));
    pe[k] = e;
    ps[k] = s;
    u[k] = r.score;
  });
  const E = presIndex.size;
  const S = obsIndex.size;
  const nE = new Float64Array(E);
  const nS = new Float64Array(S);
  for (let k = 0; k < N; k++) {
    nE[pe[k]]++;
    nS[ps[k]]++;
  }

  // Start: MOS, zero bias, every observer at the pooled residual SD about the MOS.
  const x = new Float64Array(E);
  for (let k = 0; k < N; k++) x[pe[k]] += u[k];
  for (let e = 0; e < E; e++) x[e] /= nE[e];
  const b = new Float64Array(S);
  let ss0 = 0;
  for (let k = 0; k < N; k++) ss0 += (u[k] - x[pe[k]]) ** 2;
  const start = N > E ? ss0 / (N - E) : 1;
  const v2 = new Float64Array(S).fill(start > 0 ? start : 1);
  let sigma02 = v2[0];

  const xNext = new Float64Array(E);
  const wE = new Float64Array(E);
  const bNext = new Float64Array(S);
  const ssS = new Float64Array(S);
  const levS = new Float64Array(S);
  let iterations = 0;
  let converged = false;
  let residualDof = 0;

  while (iterations < maxIterations) {
    iterations++;
    // x given b, v: weighted mean of the bias-corrected scores.
    xNext.fill(0);
    wE.fill(0);
    for (let k = 0; k < N; k++) {
      const w = 1 / v2[ps[k]];
      xNext[pe[k]] += w * (u[k] - b[ps[k]]);
      wE[pe[k]] += w;
    }
    for (let e = 0; e < E; e++) xNext[e] /= wE[e];
    // b given x (each observer's scores share one weight, so it is their plain mean residual), then the level.
    bNext.fill(0);
    for (let k = 0; k < N; k++) bNext[ps[k]] += u[k] - xNext[pe[k]];
    let meanB = 0;
    for (let s = 0; s < S; s++) meanB += bNext[s] /= nS[s];
    meanB /= S;
    for (let s = 0; s < S; s++) bNext[s] -= meanB;
    for (let e = 0; e < E; e++) xNext[e] += meanB;
    // v given x, b: residual sums of squares, residual degrees of freedom (each score spends 1/n_s on the bias and
    // its leverage w_s/W_e on the quality), the pooled variance and each observer's shrunken variance.
    ssS.fill(0);
    levS.fill(0);
    for (let k = 0; k < N; k++) {
      const s = ps[k];
      const r = u[k] - xNext[pe[k]] - bNext[s];
      ssS[s] += r * r;
      levS[s] += 1 / v2[s] / wE[pe[k]];
    }
    let ssAll = 0;
    let dofAll = 0;
    const dof = (s: number) => Math.max(nS[s] - 1 - levS[s] * (1 - 1 / nS[s]), 0);
    for (let s = 0; s < S; s++) {
      ssAll += ssS[s];
      dofAll += dof(s);
    }
    residualDof = dofAll;
    if (dofAll > 0 && ssAll > 0) sigma02 = ssAll / dofAll;
    let delta = 0;
    for (let s = 0; s < S; s++) {
      const next = (ssS[s] + nu * sigma02) / (dof(s) + nu);
      delta = Math.max(delta, Math.abs(Math.sqrt(next / v2[s]) - 1), Math.abs(bNext[s] - b[s]));
      v2[s] = next;
      b[s] = bNext[s];
    }
    for (let e = 0; e < E; e++) {
      delta = Math.max(delta, Math.abs(xNext[e] - x[e]));
      x[e] = xNext[e];
    }
    if (!Number.isFinite(delta)) break;
    if (delta < tolerance) {
      converged = true;
      break;
    }
  }

  // Intervals at the solution, when there is any residual to measure the noise by.
  const measured = residualDof >= 1;
  const info = new Float64Array(E);
  const pairCount = new Map<number, number>();
  for (let k = 0; k < N; k++) {
    const key = pe[k] * S + ps[k];
    pairCount.set(key, (pairCount.get(key) ?? 0) + 1);
  }
  for (const [key, c] of pairCount) {
    const e = Math.floor(key / S);
    const s = key - e * S;
    info[e] += (c * (1 - c / nS[s])) / v2[s];
  }
  const varX = Float64Array.from(info, (i) => (i > 1e-12 ? 1 / i : Number.NaN));
  const sumVarX = new Float64Array(S);
  for (let k = 0; k < N; k++) sumVarX[ps[k]] += Number.isFinite(varX[pe[k]]) ? varX[pe[k]] : 0;

  const presentations: SubjectiveModelPresentation[] = [...presIndex.keys()].map((presentation, e) => {
    const se = Math.sqrt(varX[e]);
    const ok = measured && Number.isFinite(se);
    return {
      presentation,
      n: nE[e],
      quality: x[e],
      ci95_low: ok ? x[e] - CI95_Z * se : null,
      ci95_high: ok ? x[e] + CI95_Z * se : null,
    };
  });
  // χ² quantiles cost ~25 µs each; 5,000 observers share a few hundred degrees of freedom once those are rounded
  // to 0.01 (which moves an interval end by < 0.1 %).
  const quantiles = new Map<number, [number, number]>();
  const chiSquareBounds = (df: number): [number, number] => {
    const key = Math.round(df * 100) / 100;
    let q = quantiles.get(key);
    if (!q) quantiles.set(key, (q = [chiSquareQuantile(0.975, key), chiSquareQuantile(0.025, key)]));
    return q;
  };
  const observers = [...obsIndex.keys()].sort(compareCodePoints).map((observer) => {
    const s = obsIndex.get(observer)!;
    const v = Math.sqrt(v2[s]);
    const seB = Math.sqrt(v2[s] / nS[s] + sumVarX[s] / (nS[s] * nS[s]));
    const df = Math.max(nS[s] - 1 - levS[s] * (1 - 1 / nS[s]), 0) + nu;
    const [upper, lower] = chiSquareBounds(df);
    if (!measured) {
      return {
        observer,
        n: nS[s],
        bias: b[s],
        bias_ci95_low: null,
        bias_ci95_high: null,
        inconsistency: null,
        inconsistency_ci95_low: null,
        inconsistency_ci95_high: null,
      };
    }
    return {
      observer,
      n: nS[s],
      bias: b[s],
      bias_ci95_low: b[s] - CI95_Z * seB,
      bias_ci95_high: b[s] + CI95_Z * seB,
      inconsistency: v,
      inconsistency_ci95_low: v * Math.sqrt(df / upper),
      inconsistency_ci95_high: v * Math.sqrt(df / lower),
    };
  });
  return {
    converged,
    iterations,
    pooled_inconsistency: measured ? Math.sqrt(sigma02) : null,
    presentations,
    observers,
  };
}

/**
 * Each observer's inconsistency from the model, for live rater gating: observer → the fitted figures (null when the
 * data cannot measure noise yet). With four scores per observer the estimate leans on the pooled inconsistency (the
 * prior), so a gate should compare the interval's lower end, not the estimate, with its threshold.
 */
export function observerInconsistency(
  scores: readonly ScoreRecord[],
  options: SubjectiveModelOptions = {},
): Map<
  string,
  Pick<SubjectiveModelObserver, 'n' | 'inconsistency' | 'inconsistency_ci95_low' | 'inconsistency_ci95_high'>
> {
  const fit = fitSubjectiveModel(scores, options);
  return new Map(
    fit.observers.map((o) => [
      o.observer,
      {
        n: o.n,
        inconsistency: o.inconsistency,
        inconsistency_ci95_low: o.inconsistency_ci95_low,
        inconsistency_ci95_high: o.inconsistency_ci95_high,
      },
    ]),
  );
}
