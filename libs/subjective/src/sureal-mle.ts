import { CI95_Z } from '@vvq/contracts';
import { chiSquareQuantile } from './chi-square.js';

/**
 * The maximum-likelihood subjective models exactly as Netflix sureal computes them, for labs that must reproduce
 * sureal's numbers on complete designs (every observer rates every presentation). Reference: `Netflix/sureal`,
 * `sureal/subjective_model.py` at commit 0a79d3c16e0837b1a607354c25b346134ec06dc1:
 *
 * - `MaximumLikelihoodEstimationModel._run_modeling` (mode `DEFAULT`, sureal's `MLE`) and its subclass
 *   `MaximumLikelihoodEstimationModelContentOblivious` (mode `CONTENT_OBLIVIOUS`, `MLE_CO`), with the default
 *   `gradient_method='simplified'`, `delta_thr=1e-8`, `force_subjbias_zeromean=True`: MOS start values, damped
 *   updates (REFRESH_RATE 0.1) of b_s (12), v_s (14), a_c (15), x_e (11) in that order, stop when ‖Δx_e‖₂ < 1e-8
 *   or after MAX_ITR = 10,000 iterations;
 * - `SubjectMLEModelProjectionSolver._run_modeling` with the `SubjectMLEModelProjectionSolverAltSubjStdMixin`
 *   standard error, i.e. `SubjectMLEModelProjectionSolver2`, which `sureal/__init__.py` exports as
 *   `P910AnnexEModel` (TYPE `P910`): alternating projections, MAX_ITR = 1,000, DELTA_THR = 1e-8.
 *
 * The 95 % intervals are sureal's `*_ci95` entries: ±1.95996·std for qualities and biases; for inconsistencies
 * [v·√(n/χ²₀.₉₇₅(n)), v·√(n/χ²₀.₀₂₅(n))] with n the observer's number of scores.
 *
 * These are ports for comparison: on sparse designs they fail the way sureal does (NaN, no convergence). The
 * product's own model is `subjective-model.ts`.
 */

/** Scores as sureal's opinion_score_3darray: E × S × R, NaN where a score is missing. */
export interface ScoreCube {
  E: number;
  S: number;
  R: number;
  /** Index (e·S + s)·R + r. */
  values: Float64Array;
}

export type SurealMleMode = 'DEFAULT' | 'CONTENT_OBLIVIOUS';

export interface SurealModelResult {
  iterations: number;
  quality: number[];
  quality_std: number[];
  bias: number[];
  bias_std: number[];
  inconsistency: number[];
  inconsistency_std: number[];
  /** [low, high] bounds (not offsets) of the 95 % intervals. */
  quality_ci95: [number, number][];
  bias_ci95: [number, number][];
  inconsistency_ci95: [number, number][];
  /** Content ambiguity a_c (MLE only; empty for the content-oblivious model and P910). */
  ambiguity: number[];
}

const REFRESH_RATE = 0.1;

function nanMeanStd(values: number[]): { mean: number; std: number } {
  let n = 0;
  let sum = 0;
  for (const v of values) {
    if (Number.isNaN(v)) continue;
    n++;
    sum += v;
  }
  const mean = sum / n;
  let ss = 0;
  for (const v of values) if (!Number.isNaN(v)) ss += (v - mean) * (v - mean);
  return { mean, std: Math.sqrt(ss / n) };
}

function norm2(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] - b[i]) * (a[i] - b[i]);
  return Math.sqrt(s);
}

function countsPerObserver(cube: ScoreCube): number[] {
  const { E, S, R, values } = cube;
  const cnt = new Array<number>(S).fill(0);
  for (let e = 0; e < E; e++)
    for (let s = 0; s < S; s++)
      for (let r = 0; r < R; r++) if (!Number.isNaN(values[(e * S + s) * R + r])) cnt[s]++;
  return cnt;
}

function finish(
  cube: ScoreCube,
  iterations: number,
  x: Float64Array,
  xStd: Float64Array,
  b: Float64Array,
  bStd: Float64Array,
  v: Float64Array,
  vStd: Float64Array,
  ambiguity: number[],
): SurealModelResult {
  // force_subjbias_zeromean: shift the mean bias into the qualities (sureal does it after the loop).
  let meanB = 0;
  for (const bi of b) meanB += bi;
  meanB /= b.length;
  const quality = [...x].map((q) => q + meanB);
  const bias = [...b].map((bi) => bi - meanB);
  const cnt = countsPerObserver(cube);
  const inconsistency = [...v];
  return {
    iterations,
    quality,
    quality_std: [...xStd],
    bias,
    bias_std: [...bStd],
    inconsistency,
    inconsistency_std: [...vStd],
    quality_ci95: quality.map((q, e) => [q - CI95_Z * xStd[e], q + CI95_Z * xStd[e]]),
    bias_ci95: bias.map((bi, s) => [bi - CI95_Z * bStd[s], bi + CI95_Z * bStd[s]]),
    inconsistency_ci95: inconsistency.map((vi, s) => {
      const n = cnt[s];
      const low = (1 - Math.sqrt(n / chiSquareQuantile(0.975, n))) * vi;
      const high = (Math.sqrt(n / chiSquareQuantile(0.025, n)) - 1) * vi;
      return [vi - low, vi + high];
    }),
    ambiguity,
  };
}

/** sureal `MLE` (mode DEFAULT, needs content ids 0…C−1 per presentation) and `MLE_CO` (CONTENT_OBLIVIOUS). */
export function surealMle(
  cube: ScoreCube,
  mode: SurealMleMode,
  contentIds: readonly number[] = new Array<number>(cube.E).fill(0),
  maxIterations = 10_000,
  deltaThreshold = 1e-8,
): SurealModelResult {
  const { E, S, R, values } = cube;
  const C = Math.max(...contentIds) + 1;
  const at = (e: number, s: number, r: number) => values[(e * S + s) * R + r];

  // === initialization === MOS, residual SD per observer and per content (ddof 0, NaN ignored).
  let x = new Float64Array(E);
  for (let e = 0; e < E; e++) {
    const row: number[] = [];
    for (let s = 0; s < S; s++) for (let r = 0; r < R; r++) row.push(at(e, s, r));
    x[e] = nanMeanStd(row).mean;
  }
  const v = new Float64Array(S);
  for (let s = 0; s < S; s++) {
    const col: number[] = [];
    for (let r = 0; r < R; r++) for (let e = 0; e < E; e++) col.push(at(e, s, r) - x[e]);
    v[s] = nanMeanStd(col).std;
  }
  const a = new Float64Array(C);
  if (mode === 'DEFAULT') {
    const perContent: number[][] = Array.from({ length: C }, () => []);
    for (let e = 0; e < E; e++)
      for (let s = 0; s < S; s++)
        for (let r = 0; r < R; r++) perContent[contentIds[e]].push(at(e, s, r) - x[e]);
    for (let c = 0; c < C; c++) a[c] = nanMeanStd(perContent[c]).std;
  }
  const b = new Float64Array(S);
  const xStd = new Float64Array(E);
  const bStd = new Float64Array(S);
  const vStd = new Float64Array(S);

  let itr = 0;
  for (;;) {
    const xPrev = x;

    // (12) b_s
    for (let s = 0; s < S; s++) {
      let num = 0;
      let den = 0;
      for (let e = 0; e < E; e++) {
        const w = v[s] * v[s] + a[contentIds[e]] * a[contentIds[e]];
        for (let r = 0; r < R; r++) {
          const u = at(e, s, r);
          if (Number.isNaN(u)) continue;
          num += (u - x[e]) / w;
          den += 1 / w;
        }
      }
      b[s] = b[s] * (1 - REFRESH_RATE) + (num / den) * REFRESH_RATE;
      bStd[s] = 1 / Math.sqrt(Math.max(0, den));
    }

    // (14) v_s
    for (let s = 0; s < S; s++) {
      const vs = v[s];
      let num = 0;
      let den = 0;
      for (let e = 0; e < E; e++) {
        const ac = a[contentIds[e]];
        const add = vs * vs + ac * ac;
        const minus = vs * vs - ac * ac;
        const poly = ac ** 4 - 3 * vs ** 4 - 2 * vs * vs * ac * ac;
        for (let r = 0; r < R; r++) {
          const u = at(e, s, r);
          if (Number.isNaN(u)) continue;
          const res = u - x[e] - b[s];
          num += -vs / add + (vs * res * res) / (add * add);
          den += minus / (add * add) + (res * res * poly) / add ** 4;
        }
      }
      const vNew = vs - num / den;
      v[s] = Math.max(vs * (1 - REFRESH_RATE) + vNew * REFRESH_RATE, 0);
      vStd[s] = 1 / Math.sqrt(Math.max(0, -den));
    }

    // (15) a_c
    if (mode === 'DEFAULT') {
      const num = new Float64Array(C);
      const den = new Float64Array(C);
      for (let e = 0; e < E; e++) {
        const c = contentIds[e];
        const ac = a[c];
        for (let s = 0; s < S; s++) {
          const vs = v[s];
          const add = vs * vs + ac * ac;
          const minus = vs * vs - ac * ac;
          const poly = vs ** 4 - 3 * ac ** 4 - 2 * vs * vs * ac * ac;
          for (let r = 0; r < R; r++) {
            const u = at(e, s, r);
            if (Number.isNaN(u)) continue;
            const res = u - x[e] - b[s];
            num[c] += -ac / add + (ac * res * res) / (add * add);
            den[c] += -minus / (add * add) + (res * res * poly) / add ** 4;
          }
        }
      }
      for (let c = 0; c < C; c++) {
        const aNew = a[c] - num[c] / den[c];
        a[c] = Math.max(a[c] * (1 - REFRESH_RATE) + aNew * REFRESH_RATE, 0);
      }
    }

    // (11) x_e
    const xNext = new Float64Array(E);
    for (let e = 0; e < E; e++) {
      const ac = a[contentIds[e]];
      let num = 0;
      let den = 0;
      for (let s = 0; s < S; s++) {
        const w = v[s] * v[s] + ac * ac;
        for (let r = 0; r < R; r++) {
          const u = at(e, s, r);
          if (Number.isNaN(u)) continue;
          num += (u - b[s]) / w;
          den += 1 / w;
        }
      }
      xNext[e] = x[e] * (1 - REFRESH_RATE) + (num / den) * REFRESH_RATE;
      xStd[e] = 1 / Math.sqrt(Math.max(0, den));
    }
    x = xNext;

    itr++;
    const delta = norm2(xPrev, x);
    // NaN < thr is false, as in numpy: a diverged run goes on to the iteration cap.
    if (delta < deltaThreshold) break;
    if (itr >= maxIterations) break;
  }
  return finish(cube, itr, x, xStd, b, bStd, v, vStd, mode === 'DEFAULT' ? [...a] : []);
}

/** sureal `P910` (P910AnnexEModel = SubjectMLEModelProjectionSolver2). */
export function surealP910(cube: ScoreCube, maxIterations = 1000, deltaThreshold = 1e-8): SurealModelResult {
  const { E: J, S: I, R, values } = cube;
  const EPSILON = 1e-8;
  const at = (j: number, i: number, r: number) => values[(j * I + i) * R + r];

  const meanPerVideo = (offsets: Float64Array, weights: Float64Array | null) => {
    const out = new Float64Array(J);
    for (let j = 0; j < J; j++) {
      let num = 0;
      let den = 0;
      for (let r = 0; r < R; r++)
        for (let i = 0; i < I; i++) {
          const u = at(j, i, r);
          if (Number.isNaN(u)) continue;
          const w = weights ? weights[i] : 1;
          num += (u - offsets[i]) * w;
          den += w;
        }
      out[j] = num / den;
    }
    return out;
  };
  const meanPerObserver = (s: Float64Array) => {
    const out = new Float64Array(I);
    for (let i = 0; i < I; i++) {
      let num = 0;
      let n = 0;
      for (let r = 0; r < R; r++)
        for (let j = 0; j < J; j++) {
          const u = at(j, i, r);
          if (Number.isNaN(u)) continue;
          num += u - s[j];
          n++;
        }
      out[i] = num / n;
    }
    return out;
  };
  const residualSds = (s: Float64Array, b: Float64Array) => {
    const perObserver: number[][] = Array.from({ length: I }, () => []);
    const perVideo: number[][] = Array.from({ length: J }, () => []);
    for (let j = 0; j < J; j++)
      for (let i = 0; i < I; i++)
        for (let r = 0; r < R; r++) {
          const res = at(j, i, r) - s[j] - b[i];
          perObserver[i].push(res);
          perVideo[j].push(res);
        }
    return {
      vI: Float64Array.from(perObserver, (l) => nanMeanStd(l).std),
      vJ: Float64Array.from(perVideo, (l) => nanMeanStd(l).std),
    };
  };

  let s = meanPerVideo(new Float64Array(I), null);
  let b = meanPerObserver(s);
  // The residual SDs of the last iteration's start are the ones sureal's standard errors use.
  let sds!: { vI: Float64Array; vJ: Float64Array };
  let itr = 0;
  for (;;) {
    const sPrev = s;
    sds = residualSds(s, b);
    const w = Float64Array.from(sds.vI, (vi) => 1 / (vi * vi + EPSILON));
    s = meanPerVideo(b, w);
    b = meanPerObserver(s);
    itr++;
    const delta = norm2(sPrev, s);
    if (delta < deltaThreshold) break;
    if (itr >= maxIterations) break;
  }
  const { vI, vJ } = sds;
  // _get_s_j_std of the AltSubjStd mixin: 1/√(Σ 1/v_j²) over the video's scores; b_i_std likewise with v_i.
  const cntJ = new Float64Array(J);
  const cntI = new Float64Array(I);
  for (let j = 0; j < J; j++)
    for (let i = 0; i < I; i++)
      for (let r = 0; r < R; r++) {
        if (Number.isNaN(at(j, i, r))) continue;
        cntJ[j]++;
        cntI[i]++;
      }
  const sStd = Float64Array.from(vJ, (vj, j) => 1 / Math.sqrt(Math.max(0, cntJ[j] / (vj * vj))));
  const bStd = Float64Array.from(vI, (vi, i) => 1 / Math.sqrt(Math.max(0, cntI[i] / (vi * vi))));
  const vStd = new Float64Array(I);
  for (let i = 0; i < I; i++) {
    const v2 = vI[i] * vI[i];
    let lpp = 0;
    for (let j = 0; j < J; j++)
      for (let r = 0; r < R; r++) {
        const u = at(j, i, r);
        if (Number.isNaN(u)) continue;
        const res = u - s[j] - b[i];
        lpp += 1 / v2 + (res * res * (-3 * vI[i] ** 4)) / v2 ** 4;
      }
    vStd[i] = 1 / Math.sqrt(Math.max(0, -lpp));
  }
  return finish(cube, itr, s, sStd, b, bStd, vI, vStd, []);
}
