import { ordinalData, restore, snapshot, type OrdinalData, type OrdinalState } from './ordinal-data.js';
import {
  ordinalScaleOf,
  ratingLogP,
  ratingTermsScaled,
  type OrdinalScale,
  type RatingTerms,
} from './ordinal-likelihood.js';
import { ordinalIntervals } from './ordinal-intervals.js';
import type { ScoreRecord } from './presentation-units.js';
import type { SubjectiveModelResult } from './subjective-model.js';

/**
 * The ordinal (interval-censored) variant of the product's subjective model: the same bias + inconsistency model
 * (u = x_e + b_s + v_s·ε, ordinal-likelihood.ts), but a score is the category u falls into, so rounding and the
 * clipping at 1 and 5 are part of the model instead of noise it misreads. Fitted by maximising the log posterior
 *
 *   Σ log P(score) − Σ_e (x_e − m)²/2w² − Σ_s b_s²/2σ_b² + Σ_s log p(v_s² | ν, σ₀²)
 *
 * - x_e: a weak N(m, w²) prior, m the centre and w the width of the scale (a 1 … 5 scale: N(3, 4²)). It moves a
 *   quality by < 0.01 score points once a presentation has ten scores, and keeps a presentation that only ever got
 *   the top score finite (its likelihood keeps rising towards +∞).
 * - b_s: the biases are a random effect, N(0, σ_b²), σ_b² estimated from the data by MacKay's evidence update
 *   σ_b² = Σ b_s²/γ, γ = Σ I_s/(I_s + 1/σ_b²) the number of biases the data determine, I_s an observer's information
 *   on its bias once the qualities it was measured against are profiled out. An observer who gives four 5s has no
 *   finite bias otherwise, and with four scores per observer the shrinkage is what lets the model beat the MOS on
 *   sparse designs. Because the prior is centred on 0 the biases' mean is ~0 at the solution, the Gaussian model's
 *   level convention, with no constraint needed.
 * - v_s: the Gaussian model's conjugate scaled inverse-χ² prior on v_s², centred on the pooled σ₀² (the
 *   score-weighted mean of v_s²), with ν = ORDINAL_PRIOR_DOF = 8 pseudo-scores instead of 4: with four coarse
 *   categories per observer each v_s is mostly prior, and the firmer prior lowers the RMSE (simulation in
 *   docs/experimenter/analysis.md; ν = 4 ties with the MOS on 60 × 150 × 4).
 *
 * Solver: block coordinate ascent — every x_e, then every b_s, then the common level, then every log v_s — each a
 * Newton step on a one-dimensional block with step halving until the block's log posterior does not fall (x_e and b_s
 * blocks are concave; log v_s blocks fall back to a bounded gradient step where they are not), then the two
 * hyper-parameters. Converged when no parameter (x, b in score units; log v, log σ_b, log σ₀) moved by more than
 * `tolerance` in a sweep; after `maxIterations` sweeps it stops with `converged: false`.
 */

export const ORDINAL_TOLERANCE = 1e-6;
export const ORDINAL_PRIOR_DOF = 8;
export const ORDINAL_MAX_ITERATIONS = 500;
const MAX_STEP = 1;
const MAX_HALVINGS = 30;

export interface OrdinalModelOptions {
  maxIterations?: number;
  tolerance?: number;
  priorDof?: number;
  /** Categories of the scale; default: 1 … 5, widened to the data's lowest and highest score. */
  scale?: OrdinalScale;
  /** An earlier ordinal fit of the same observers to start from (only the starting point changes). */
  start?: SubjectiveModelResult;
}

type Which = 'x' | 'b' | 't';

/**
 * Newton steps this small on a concave block are taken without the line search's check (one pass over the scores
 * saved per block and sweep, half the work once the fit is close): the cubic term of the log posterior is then ~10⁻³
 * of the quadratic gain, so the step cannot lose.
 */
const TRUSTED_STEP = 1e-3;

/**
 * One Newton step with step halving on every block of one kind (the blocks are independent given the others).
 * Returns the largest step taken and, per block, the likelihood information the step was computed from.
 */
function ascendBlocks(
  data: OrdinalData,
  st: OrdinalState,
  which: Which,
): { moved: number; info: Float64Array; perScore: Float64Array } {
  const { N, pe, ps, lo, hi } = data;
  const isX = which === 'x';
  const isT = which === 't';
  const of = isX ? pe : ps;
  const p = isX ? st.x : which === 'b' ? st.b : st.t;
  const n = p.length;
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const old = new Float64Array(n);
  const S = st.t.length;
  const inv = new Float64Array(S);
  for (let s = 0; s < S; s++) inv[s] = Math.exp(-st.t[s]);
  const perScore = new Float64Array(N);
  const terms: RatingTerms = { logP: 0, gMu: 0, hMuMu: 0, gT: 0, hTT: 0, hMuT: 0 };
  const { x, b } = st;
  for (let k = 0; k < N; k++) {
    const s = ps[k];
    ratingTermsScaled(lo[k], hi[k], x[pe[k]] + b[s], inv[s], terms);
    perScore[k] = terms.hMuMu;
    const i = of[k];
    old[i] += terms.logP;
    g[i] += isT ? terms.gT : terms.gMu;
    h[i] += isT ? terms.hTT : terms.hMuMu;
  }
  const w2 = st.w * st.w;
  const { m, sigmaB2, nu, sigma02 } = st;
  // The block's log prior (kept apart from its gradient and negative second derivative below: the hot loops allocate
  // nothing).
  const priorLogP = (v: number): number => {
    if (isX) return -((v - m) ** 2) / (2 * w2);
    if (!isT) return -(v * v) / (2 * sigmaB2);
    return -nu * v - (nu * sigma02 * Math.exp(-2 * v)) / 2;
  };
  const start = Float64Array.from(p);
  const step = new Float64Array(n);
  const pending = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const v = p[i];
    let gp: number;
    let hp: number;
    if (isX) {
      old[i] += -((v - m) ** 2) / (2 * w2);
      gp = -(v - m) / w2;
      hp = 1 / w2;
    } else if (!isT) {
      old[i] += -(v * v) / (2 * sigmaB2);
      gp = -v / sigmaB2;
      hp = 1 / sigmaB2;
    } else {
      const c = nu * sigma02 * Math.exp(-2 * v);
      old[i] += -nu * v - c / 2;
      gp = -nu + c;
      hp = 2 * c;
    }
    const G = g[i] + gp;
    const H = h[i] + hp;
    // Where a log v block is not concave (far from its optimum) a bounded gradient step instead.
    let d = H > 1e-12 ? G / H : Math.sign(G) * Math.min(Math.abs(G), MAX_STEP / 4);
    if (Math.abs(d) > MAX_STEP) d = Math.sign(d) * MAX_STEP;
    step[i] = d;
    p[i] = start[i] + d;
    pending[i] = Math.abs(d) > TRUSTED_STEP || H <= 1e-12 ? 1 : 0;
  }
  const now = new Float64Array(n);
  // 1/σ of each trial log v (the t blocks); the other blocks keep the observers' 1/σ.
  const trialInv = isT ? new Float64Array(n) : inv;
  for (let halving = 0; halving <= MAX_HALVINGS; halving++) {
    let open = 0;
    for (let i = 0; i < n; i++) open += pending[i];
    if (open === 0) break;
    now.fill(0);
    if (isT) for (let i = 0; i < n; i++) if (pending[i]) trialInv[i] = Math.exp(-p[i]);
    for (let k = 0; k < N; k++) {
      const i = of[k];
      if (!pending[i]) continue;
      const s = ps[k];
      now[i] += ratingLogP(lo[k], hi[k], x[pe[k]] + b[s], trialInv[s]);
    }
    for (let i = 0; i < n; i++) {
      if (!pending[i]) continue;
      if (now[i] + priorLogP(p[i]) >= old[i] - 1e-12 * Math.abs(old[i])) pending[i] = 0;
      else if (halving === MAX_HALVINGS) p[i] = start[i];
      else p[i] = start[i] + (step[i] /= 2);
    }
  }
  let moved = 0;
  for (let i = 0; i < n; i++) moved = Math.max(moved, Math.abs(p[i] - start[i]));
  return { moved, info: h, perScore };
}

export interface OrdinalFit {
  data: OrdinalData;
  state: OrdinalState;
  converged: boolean;
  iterations: number;
}

/** Maximises the log posterior (above); the parameters only, without intervals. */
export function solveOrdinal(scores: readonly ScoreRecord[], options: OrdinalModelOptions = {}): OrdinalFit {
  const scale = options.scale ?? ordinalScaleOf(scores);
  const data = ordinalData(scores, scale);
  const { N, E, S, pe, nE, nS } = data;
  const maxIterations = options.maxIterations ?? ORDINAL_MAX_ITERATIONS;
  const tolerance = options.tolerance ?? ORDINAL_TOLERANCE;
  const w = scale.max - scale.min;
  const m = (scale.max + scale.min) / 2;

  // Start: MOS, no bias, every observer and the bias spread at the residual SD about the MOS. The bias spread starts
  // high on purpose: from below, the empirical-Bayes step can settle on σ_b = 0 (every deviation read as noise).
  const x = new Float64Array(E);
  for (let k = 0; k < N; k++) x[pe[k]] += scores[k].score;
  for (let e = 0; e < E; e++) x[e] /= nE[e];
  let ss = 0;
  for (let k = 0; k < N; k++) ss += (scores[k].score - x[pe[k]]) ** 2;
  const sd = Math.sqrt(Math.max(N > E ? ss / (N - E) : 0, 0.25));
  const b = new Float64Array(S);
  const t = new Float64Array(S).fill(Math.log(sd));
  let sigmaB2 = sd * sd;
  let sigma02 = sd * sd;
  // Or from an earlier fit of the same observers (the condition fits after the video fit): their biases,
  // inconsistencies and both spreads, each quality the mean of its scores less their biases. Same maximum, fewer
  // sweeps; the bias spread starts at the earlier fit's converged value, the fixed point away from 0.
  const start = options.start;
  if (start?.bias_spread && start.pooled_inconsistency) {
    const earlier = new Map(start.observers.map((o) => [o.observer, o]));
    data.observers.forEach((observer, i) => {
      const o = earlier.get(observer);
      if (!o) return;
      b[i] = o.bias;
      if (o.inconsistency) t[i] = Math.log(o.inconsistency);
    });
    x.fill(0);
    for (let k = 0; k < N; k++) x[pe[k]] += scores[k].score - b[data.ps[k]];
    for (let e = 0; e < E; e++) x[e] /= nE[e];
    sigmaB2 = start.bias_spread ** 2;
    sigma02 = start.pooled_inconsistency ** 2;
  }
  const st: OrdinalState = { x, b, t, sigmaB2, sigma02, m, w, nu: options.priorDof ?? ORDINAL_PRIOR_DOF };

  let iterations = 0;
  let converged = false;
  let previous: Float64Array | null = null;
  let before: Float64Array | null = null;
  while (iterations < maxIterations) {
    iterations++;
    let delta = ascendBlocks(data, st, 'x').moved;
    const biasStep = ascendBlocks(data, st, 'b');
    delta = Math.max(delta, biasStep.moved);
    // The common level: a shift of the biases into the qualities leaves the likelihood as it is; this one maximises
    // the priors along it (so the biases' mean is ~0, the Gaussian model's convention).
    let sb = 0;
    let sx = 0;
    for (let s = 0; s < S; s++) sb += st.b[s];
    for (let e = 0; e < E; e++) sx += st.x[e] - m;
    const c = (sb / st.sigmaB2 - sx / (w * w)) / (S / st.sigmaB2 + E / (w * w));
    for (let s = 0; s < S; s++) st.b[s] -= c;
    for (let e = 0; e < E; e++) st.x[e] += c;
    const hX = new Float64Array(E).fill(1 / (w * w));
    for (let k = 0; k < N; k++) hX[pe[k]] += biasStep.perScore[k];
    const infoB = Float64Array.from(biasStep.info);
    for (let k = 0; k < N; k++) infoB[data.ps[k]] -= biasStep.perScore[k] ** 2 / hX[pe[k]];
    delta = Math.max(delta, Math.abs(c), ascendBlocks(data, st, 't').moved);
    // Hyper-parameters. The bias variance by MacKay's evidence update σ_b² = Σ b²/γ, γ = Σ h_s/(h_s + 1/σ_b²) the
    // number of biases the data determine (EM's Σ b² + posterior variances converges the same way, only slower); the
    // pooled inconsistency as the score-weighted mean of v², the centre the prior pulls each v_s towards.
    let sumB = 0;
    let gamma = 0;
    for (let s = 0; s < S; s++) {
      sumB += st.b[s] * st.b[s];
      gamma += Math.max(infoB[s], 0) / (Math.max(infoB[s], 0) + 1 / st.sigmaB2);
    }
    const sigmaB2 = Math.max(sumB / Math.max(gamma, 1e-9), 1e-10 * w * w);
    let sumV = 0;
    for (let s = 0; s < S; s++) sumV += nS[s] * Math.exp(2 * st.t[s]);
    const sigma02 = sumV / N;
    const stepB = Math.log(sigmaB2 / st.sigmaB2);
    const step0 = Math.log(sigma02 / st.sigma02);
    delta = Math.max(delta, Math.abs(0.5 * stepB), Math.abs(0.5 * step0));
    st.sigmaB2 = sigmaB2;
    st.sigma02 = sigma02;
    if (!Number.isFinite(delta)) break;
    if (delta < tolerance) {
      converged = true;
      break;
    }
    // The biases and the spreads settle together, slowly: each sweep shrinks the error by a steady factor r (0.8–0.95
    // on 200 × 5,000 × 4). Every second sweep, where the last two sweeps' moves point the same way and shrank by a
    // steady r, jump to the limit of that geometric series (Aitken's Δ² on the whole vector). A jump that overshoots
    // is pulled back by the plain sweeps after it; the convergence test above judges plain sweeps only.
    const now = snapshot(st);
    let jumped = false;
    if (previous && before) {
      let dot = 0;
      let last = 0;
      let prior = 0;
      for (let i = 0; i < now.length; i++) {
        const d1 = now[i] - previous[i];
        const d0 = previous[i] - before[i];
        dot += d1 * d0;
        last += d1 * d1;
        prior += d0 * d0;
      }
      const r = Math.sqrt(last / prior);
      if (iterations % 2 === 0 && dot > 0.99 * Math.sqrt(last * prior) && r < 0.97) {
        const f = r / (1 - r);
        for (let i = 0; i < now.length; i++) now[i] += f * (now[i] - previous[i]);
        restore(st, now);
        jumped = true;
      }
    }
    before = jumped ? null : previous;
    previous = jumped ? null : now;
  }
  return { data, state: st, converged, iterations };
}

/** Fits the ordinal model to one dimension's scores; the same answer shape as the Gaussian model. */
export function fitOrdinalModel(
  scores: readonly ScoreRecord[],
  options: OrdinalModelOptions = {},
): SubjectiveModelResult {
  const fit = solveOrdinal(scores, options);
  return ordinalIntervals(fit);
}
