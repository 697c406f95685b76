import { categoryBounds, type OrdinalScale } from './ordinal-likelihood.js';
import type { ScoreRecord } from './presentation-units.js';

/** The ordinal model's data and state (ordinal-model.ts), indexed for its solver. */

/** The ratings of a fit, indexed: presentation pe, observer ps, latent interval [lo, hi). */
export interface OrdinalData {
  N: number;
  E: number;
  S: number;
  pe: Int32Array;
  ps: Int32Array;
  lo: Float64Array;
  hi: Float64Array;
  nE: Float64Array;
  nS: Float64Array;
  presentations: string[];
  observers: string[];
}

export function ordinalData(scores: readonly ScoreRecord[], scale: OrdinalScale): OrdinalData {
  const presIndex = new Map<string, number>();
  const obsIndex = new Map<string, number>();
  const N = scores.length;
  const pe = new Int32Array(N);
  const ps = new Int32Array(N);
  const lo = new Float64Array(N);
  const hi = new Float64Array(N);
  scores.forEach((r, k) => {
    let e = presIndex.get(r.presentation);
    if (e === undefined) presIndex.set(r.presentation, (e = presIndex.size));
    let s = obsIndex.get(r.observer);
    if (s === undefined) obsIndex.set(r.observer, (s = obsIndex.size));
    pe[k] = e;
    ps[k] = s;
    [lo[k], hi[k]] = categoryBounds(r.score, scale);
  });
  const nE = new Float64Array(presIndex.size);
  const nS = new Float64Array(obsIndex.size);
  for (let k = 0; k < N; k++) {
    nE[pe[k]]++;
    nS[ps[k]]++;
  }
  return {
    N,
    E: presIndex.size,
    S: obsIndex.size,
    pe,
    ps,
    lo,
    hi,
    nE,
    nS,
    presentations: [...presIndex.keys()],
    observers: [...obsIndex.keys()],
  };
}

/** The fitted parameters and hyper-parameters (log posterior's maximiser). */
export interface OrdinalState {
  x: Float64Array;
  b: Float64Array;
  /** log v_s */
  t: Float64Array;
  sigmaB2: number;
  sigma02: number;
  /** Prior centre and width of the qualities. */
  m: number;
  w: number;
  nu: number;
}

/** Every parameter and log-spread in one vector, for the extrapolation. */
export function snapshot(st: OrdinalState): Float64Array {
  const v = new Float64Array(st.x.length + st.b.length + st.t.length + 2);
  v.set(st.x);
  v.set(st.b, st.x.length);
  v.set(st.t, st.x.length + st.b.length);
  v[v.length - 2] = 0.5 * Math.log(st.sigmaB2);
  v[v.length - 1] = 0.5 * Math.log(st.sigma02);
  return v;
}

export function restore(st: OrdinalState, v: Float64Array): void {
  st.x.set(v.subarray(0, st.x.length));
  st.b.set(v.subarray(st.x.length, st.x.length + st.b.length));
  st.t.set(v.subarray(st.x.length + st.b.length, v.length - 2));
  st.sigmaB2 = Math.exp(2 * v[v.length - 2]);
  st.sigma02 = Math.exp(2 * v[v.length - 1]);
}
