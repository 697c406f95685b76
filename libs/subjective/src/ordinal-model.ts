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
 * Solver: block coordinate ascent — every x_e (a Newton step each), then every observer's (b_s, log v_s) pair (one
 * joint 2 × 2 Newton step each), then the common level — each step halved until its block's log posterior does not
 * fall; then the two hyper-parameters, each solved to its own fixed point given the observers' current curvature
 * (settleBiasSpread, settleInconsistencySpread) instead of one update per sweep, which is what made the fit slow on
 * sparse designs (a steady 0.67–0.95 per sweep). Converged when no parameter (x, b in score units; log v, log σ_b,
 * log σ₀) moved by more than `tolerance` in a sweep, the hyper-parameters' moves and the biases and
 * inconsistencies they carry along included; after `maxIterations` sweeps it stops with `converged: false`. */

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

/**
 * Newton steps this small on a concave block are taken without the line search's check (one pass over the scores
 * saved per block and sweep, half the work once the fit is close): the cubic term of the log posterior is then ~10⁻³
 * of the quadratic gain, so the step cannot lose.
 */
const TRUSTED_STEP = 1e-3;

/**
 * One Newton step with step halving on every quality x_e (the blocks are independent given the observers). Returns
 * the largest step taken.
 */
function ascendQualities(data: OrdinalData, st: OrdinalState): number {
  const { N, pe, ps, lo, hi } = data;
  const { x, b, m, w } = st;
  const E = x.length;
  const g = new Float64Array(E);
  const h = new Float64Array(E);
  const old = new Float64Array(E);
  const S = st.t.length;
  const inv = new Float64Array(S);
  for (let s = 0; s < S; s++) inv[s] = Math.exp(-st.t[s]);
  const terms: RatingTerms = { logP: 0, gMu: 0, hMuMu: 0, gT: 0, hTT: 0, hMuT: 0 };
  for (let k = 0; k < N; k++) {
    const s = ps[k];
    const e = pe[k];
    ratingTermsScaled(lo[k], hi[k], x[e] + b[s], inv[s], terms);
    old[e] += terms.logP;
    g[e] += terms.gMu;
    h[e] += terms.hMuMu;
  }
  const w2 = w * w;
  const start = Float64Array.from(x);
  const step = new Float64Array(E);
  const pending = new Uint8Array(E);
  for (let e = 0; e < E; e++) {
    const v = x[e];
    old[e] += -((v - m) ** 2) / (2 * w2);
    let d = (g[e] - (v - m) / w2) / (h[e] + 1 / w2);
    if (Math.abs(d) > MAX_STEP) d = Math.sign(d) * MAX_STEP;
    step[e] = d;
    x[e] = v + d;
    pending[e] = Math.abs(d) > TRUSTED_STEP ? 1 : 0;
  }
  const now = new Float64Array(E);
  for (let halving = 0; halving <= MAX_HALVINGS; halving++) {
    let open = 0;
    for (let e = 0; e < E; e++) open += pending[e];
    if (open === 0) break;
    now.fill(0);
    for (let k = 0; k < N; k++) {
      const e = pe[k];
      if (!pending[e]) continue;
      const s = ps[k];
      now[e] += ratingLogP(lo[k], hi[k], x[e] + b[s], inv[s]);
    }
    for (let e = 0; e < E; e++) {
      if (!pending[e]) continue;
      if (now[e] - (x[e] - m) ** 2 / (2 * w2) >= old[e] - 1e-12 * Math.abs(old[e])) pending[e] = 0;
      else if (halving === MAX_HALVINGS) x[e] = start[e];
      else x[e] = start[e] + (step[e] /= 2);
    }
  }
  let moved = 0;
  for (let e = 0; e < E; e++) moved = Math.max(moved, Math.abs(x[e] - start[e]));
  return moved;
}

/**
 * One joint Newton step on each observer's (b_s, log v_s) pair, with step halving on the pair until the observer's
 * log posterior does not fall. One pass over the scores gives both gradients and the 2 × 2 negative Hessian
 * (ratingTermsScaled computes the cross term anyway), where separate bias and inconsistency blocks took two passes
 * and ignored the coupling between an observer's bias and noise (a 5 read as a high bias or as a noisy rater).
 * Where the pair's block is not concave (far from the optimum) the bias takes its own Newton step and log v a
 * bounded gradient step. Returns the largest step, the likelihood information on each bias and, per score, the
 * information on its location (for the bias spread's update).
 */
function ascendObservers(
  data: OrdinalData,
  st: OrdinalState,
): { moved: number; info: Float64Array; perScore: Float64Array } {
  const { N, pe, ps, lo, hi } = data;
  const S = st.b.length;
  const gB = new Float64Array(S);
  const gT = new Float64Array(S);
  const hBB = new Float64Array(S);
  const hTT = new Float64Array(S);
  const hBT = new Float64Array(S);
  const old = new Float64Array(S);
  const inv = new Float64Array(S);
  for (let s = 0; s < S; s++) inv[s] = Math.exp(-st.t[s]);
  const perScore = new Float64Array(N);
  const terms: RatingTerms = { logP: 0, gMu: 0, hMuMu: 0, gT: 0, hTT: 0, hMuT: 0 };
  const { x, b, t } = st;
  for (let k = 0; k < N; k++) {
    const s = ps[k];
    ratingTermsScaled(lo[k], hi[k], x[pe[k]] + b[s], inv[s], terms);
    perScore[k] = terms.hMuMu;
    old[s] += terms.logP;
    gB[s] += terms.gMu;
    gT[s] += terms.gT;
    hBB[s] += terms.hMuMu;
    hTT[s] += terms.hTT;
    hBT[s] += terms.hMuT;
  }
  const { sigmaB2, nu, sigma02 } = st;
  const priorLogP = (bs: number, ts: number): number =>
    -(bs * bs) / (2 * sigmaB2) - nu * ts - (nu * sigma02 * Math.exp(-2 * ts)) / 2;
  const startB = Float64Array.from(b);
  const startT = Float64Array.from(t);
  const stepB = new Float64Array(S);
  const stepT = new Float64Array(S);
  const pending = new Uint8Array(S);
  for (let s = 0; s < S; s++) {
    const c = nu * sigma02 * Math.exp(-2 * t[s]);
    old[s] += priorLogP(b[s], t[s]);
    const Gb = gB[s] - b[s] / sigmaB2;
    const Gt = gT[s] - nu + c;
    const Hbb = hBB[s] + 1 / sigmaB2;
    const Htt = hTT[s] + 2 * c;
    const Hbt = hBT[s];
    const det = Hbb * Htt - Hbt * Hbt;
    let db: number;
    let dt: number;
    const concave = Hbb > 1e-12 && Htt > 1e-12 && det > 1e-12 * Hbb * Htt;
    if (concave) {
      db = (Htt * Gb - Hbt * Gt) / det;
      dt = (Hbb * Gt - Hbt * Gb) / det;
    } else {
      db = Hbb > 1e-12 ? Gb / Hbb : 0;
      dt = Htt > 1e-12 ? Gt / Htt : Math.sign(Gt) * Math.min(Math.abs(Gt), MAX_STEP / 4);
    }
    const longest = Math.max(Math.abs(db), Math.abs(dt));
    if (longest > MAX_STEP) {
      db *= MAX_STEP / longest;
      dt *= MAX_STEP / longest;
    }
    stepB[s] = db;
    stepT[s] = dt;
    b[s] = startB[s] + db;
    t[s] = startT[s] + dt;
    pending[s] = longest > TRUSTED_STEP || !concave ? 1 : 0;
  }
  const now = new Float64Array(S);
  const trialInv = new Float64Array(S);
  for (let halving = 0; halving <= MAX_HALVINGS; halving++) {
    let open = 0;
    for (let s = 0; s < S; s++) open += pending[s];
    if (open === 0) break;
    now.fill(0);
    for (let s = 0; s < S; s++) if (pending[s]) trialInv[s] = Math.exp(-t[s]);
    for (let k = 0; k < N; k++) {
      const s = ps[k];
      if (!pending[s]) continue;
      now[s] += ratingLogP(lo[k], hi[k], x[pe[k]] + b[s], trialInv[s]);
    }
    for (let s = 0; s < S; s++) {
      if (!pending[s]) continue;
      if (now[s] + priorLogP(b[s], t[s]) >= old[s] - 1e-12 * Math.abs(old[s])) pending[s] = 0;
      else if (halving === MAX_HALVINGS) {
        b[s] = startB[s];
        t[s] = startT[s];
      } else {
        b[s] = startB[s] + (stepB[s] /= 2);
        t[s] = startT[s] + (stepT[s] /= 2);
      }
    }
  }
  let moved = 0;
  for (let s = 0; s < S; s++) moved = Math.max(moved, Math.abs(b[s] - startB[s]), Math.abs(t[s] - startT[s]));
  return { moved, info: hBB, perScore };
}

/**
 * MacKay's evidence update of the bias variance, σ_b² = Σ b_s²/γ, iterated to its fixed point on the quadratic
 * approximation of each observer's likelihood in its bias (information I_s, the qualities profiled out): there the
 * bias at spread σ_b is β_s·I_s/(I_s + 1/σ_b²), β_s the unshrunk bias read back from the current one. One update per
 * sweep (the Gaussian model's way) converges by a steady factor of 0.75–0.95 per sweep on sparse designs, each sweep a
 * pass over the scores; the same iteration here costs O(observers) per step. The outer sweeps still take the exact
 * steps, so the answer is the same maximum; only the number of sweeps falls. Sets the biases to their shrinkage at the
 * new spread and returns it.
 */
function settleBiasSpread(st: OrdinalState, infoB: Float64Array, floor: number): number {
  const S = st.b.length;
  const info = new Float64Array(S);
  const beta = new Float64Array(S);
  let fixed = 0;
  for (let s = 0; s < S; s++) {
    info[s] = Math.max(infoB[s], 0);
    if (info[s] > 0) beta[s] = (st.b[s] * (info[s] + 1 / st.sigmaB2)) / info[s];
    else fixed += st.b[s] * st.b[s];
  }
  // The update's map on u = log σ_b², whose fixed point is wanted.
  const update = (u: number): number => {
    const sigmaB2 = Math.exp(u);
    let sum = fixed;
    let gamma = 0;
    for (let s = 0; s < S; s++) {
      if (info[s] === 0) continue;
      const f = info[s] / (info[s] + 1 / sigmaB2);
      sum += beta[s] * beta[s] * f * f;
      gamma += f;
    }
    return Math.log(Math.max(sum / Math.max(gamma, 1e-9), floor));
  };
  // Secant steps on update(u) − u (a handful of passes over the observers), each step kept inside the bracket of
  // plain updates' reach; a plain update wherever the secant is not usable.
  let u0 = Math.log(st.sigmaB2);
  let r0 = update(u0) - u0;
  let u1 = u0 + r0;
  for (let step = 0; step < 100 && Math.abs(r0) > 1e-12; step++) {
    const r1 = update(u1) - u1;
    if (Math.abs(r1) <= 1e-12) break;
    const slope = (r1 - r0) / (u1 - u0);
    let next = slope < 0 && Number.isFinite(slope) ? u1 - r1 / slope : u1 + r1;
    if (!Number.isFinite(next) || Math.abs(next - u1) > 100 * Math.abs(r1) + 1e-9) next = u1 + r1;
    u0 = u1;
    r0 = r1;
    u1 = next;
  }
  const sigmaB2 = Math.exp(u1);
  for (let s = 0; s < S; s++) if (info[s] > 0) st.b[s] = (beta[s] * info[s]) / (info[s] + 1 / sigmaB2);
  return sigmaB2;
}

/**
 * The pooled inconsistency's update σ₀² = Σ n_s·v_s²/N solved at once instead of one step per sweep: each v_s² is
 * pulled towards σ₀² by the prior's ν pseudo-scores, v_s² ≈ (n_s·ŝ_s² + ν·σ₀²)/(n_s + ν) (the mode on the Gaussian
 * reading of the observer's scores, ŝ_s² read back from the current v_s), so the update is linear in σ₀² with slope
 * Σ n_s·ν/((n_s + ν)·N) (2/3 with four scores and ν = 8: that was the rate per sweep) and its fixed point is
 * explicit. At the maximum it is the plain update's fixed point, so the answer is the same. Moves every log v_s by
 * the change and returns the new σ₀².
 */
function settleInconsistencySpread(st: OrdinalState, nS: Float64Array, N: number): number {
  const { nu, sigma02: current } = st;
  const S = st.t.length;
  let a = 0;
  let slope = 0;
  for (let s = 0; s < S; s++) {
    const n = nS[s];
    const v2 = Math.exp(2 * st.t[s]);
    // n·ŝ² = v²·(n + ν) − ν·σ₀²; the update's term n·v²_new = n·(n·ŝ² + ν·σ₀²_new)/(n + ν).
    a += (n * (v2 * (n + nu) - nu * current)) / (n + nu);
    slope += (n * nu) / (n + nu);
  }
  a /= N;
  slope /= N;
  const solved = a / (1 - slope);
  // Far from the maximum the Gaussian reading can overshoot; the plain update is the fallback.
  let plain = 0;
  for (let s = 0; s < S; s++) plain += nS[s] * Math.exp(2 * st.t[s]);
  plain /= N;
  if (!(solved > 0) || !Number.isFinite(solved) || Math.abs(Math.log(solved / plain)) > 1) return plain;
  for (let s = 0; s < S; s++) {
    const n = nS[s];
    const v2 = Math.exp(2 * st.t[s]) + (nu * (solved - current)) / (n + nu);
    if (v2 > 0) st.t[s] = 0.5 * Math.log(v2);
  }
  return solved;
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

  // Start: MOS, every observer and the bias spread at the residual SD about the MOS. The bias spread starts
  // high on purpose: from below, the empirical-Bayes step can settle on σ_b = 0 (every deviation read as noise).
  const x = new Float64Array(E);
  for (let k = 0; k < N; k++) x[pe[k]] += scores[k].score;
  for (let e = 0; e < E; e++) x[e] /= nE[e];
  let ss = 0;
  for (let k = 0; k < N; k++) ss += (scores[k].score - x[pe[k]]) ** 2;
  const sd = Math.sqrt(Math.max(N > E ? ss / (N - E) : 0, 0.25));
  // Each observer's bias starts at its mean residual about the MOS shrunk by one pseudo-score (the bias prior with
  // σ_b at the residual SD), the qualities at their scores' mean less those biases: the first sweeps' large moves
  // are mostly this, so the fit takes 11 sweeps instead of 14 on 200 × 5,000 × 4 to the same maximum.
  const b = new Float64Array(S);
  for (let k = 0; k < N; k++) b[data.ps[k]] += scores[k].score - x[pe[k]];
  for (let s = 0; s < S; s++) b[s] /= nS[s] + 1;
  x.fill(0);
  for (let k = 0; k < N; k++) x[pe[k]] += scores[k].score - b[data.ps[k]];
  for (let e = 0; e < E; e++) x[e] /= nE[e];
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
    let delta = ascendQualities(data, st);
    const biasStep = ascendObservers(data, st);
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
    delta = Math.max(delta, Math.abs(c));
    const biasBefore = Float64Array.from(st.b);
    // Hyper-parameters. The bias variance by MacKay's evidence update σ_b² = Σ b²/γ, γ = Σ h_s/(h_s + 1/σ_b²) the
    // number of biases the data determine (EM's Σ b² + posterior variances converges the same way, only slower); the
    // pooled inconsistency as the score-weighted mean of v², the centre the prior pulls each v_s towards.
    const sigmaB2 = settleBiasSpread(st, infoB, 1e-10 * w * w);
    for (let s = 0; s < S; s++) delta = Math.max(delta, Math.abs(st.b[s] - biasBefore[s]));
    const inconsistencyBefore = Float64Array.from(st.t);
    const sigma02 = settleInconsistencySpread(st, nS, N);
    for (let s = 0; s < S; s++) delta = Math.max(delta, Math.abs(st.t[s] - inconsistencyBefore[s]));
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
