import { normalCdf } from './normal-distribution.js';
import type { PairJudgement } from './pair-comparison-data.js';

/**
 * Observer screening for pair comparison, two documented checks (neither is in sureal, which has none for PC):
 *
 * 1. Likelihood outliers. Under the fitted scale each judgement of observer s is a Bernoulli draw with
 *    P(a chosen) = q (Bradley–Terry π_ab, Thurstone Φ(v_a − v_b)). Its log-likelihood ℓ has mean
 *    q ln q + (1−q) ln(1−q) and variance q(1−q)·ln²(q/(1−q)); summed over the observer's decided judgements (ties
 *    carry no direction) this gives z = (ℓ_s − E ℓ_s)/√Var ℓ_s, ≈ N(0, 1) for an observer who follows the panel.
 *    An observer whose z is below −2.576 (one-sided 0.5 %) chose against the panel's order far more often than
 *    chance allows: random clicking, swapped buttons or a different criterion. This is the "likelihood outlier"
 *    test of the PC literature (e.g. Pérez-Ortiz and Mantiuk's pwcmp screening), stated as a z-score.
 * 2. Transitivity: the circular triads (i ≻ j ≻ k ≻ i) among the triads whose three pairs the observer judged
 *    (a pair judged twice counts by majority, a draw or a tie leaves the pair out), after Kendall and Babington Smith
 *    (1940). Reported as a count and a share of the observer's complete triads; informative, not a rejection rule,
 *    because sparse designs give most observers no complete triad.
 *
 * An observer needs `minJudgements` decided judgements to be tested at all.
 */
export interface PairObserverScreening {
  observer: string;
  judgements: number;
  logLikelihood: number;
  expectedLogLikelihood: number;
  z: number | null;
  circularTriads: number;
  completeTriads: number;
  flagged: boolean;
}

export const PC_SCREENING_Z = -2.576;

export type PairProbability = (a: number, b: number) => number;

export function bradleyTerryProbability(scores: readonly number[]): PairProbability {
  return (a, b) => 1 / (1 + Math.exp(scores[b] - scores[a]));
}

export function thurstoneProbability(scores: readonly number[]): PairProbability {
  return (a, b) => normalCdf(scores[a] - scores[b]);
}

/**
 * prefs: lo·m + hi → +1 when lo was preferred, −1 when hi was. Walks the observer's own edges (numeric keys, no
 * strings: 30,000 judgements are screened in milliseconds), so sparse observers cost little.
 */
function circularTriads(prefs: Map<number, number>, m: number): [number, number] {
  const next = new Map<number, Map<number, number>>();
  const link = (i: number, j: number, s: number) => {
    let row = next.get(i);
    if (!row) next.set(i, (row = new Map<number, number>()));
    row.set(j, s);
  };
  for (const [key, s] of prefs) {
    const lo = Math.floor(key / m);
    const hi = key - lo * m;
    link(lo, hi, s);
    link(hi, lo, -s);
  }
  let circular = 0;
  let complete = 0;
  for (const [i, row] of next)
    for (const [j, ij] of row) {
      if (j <= i) continue;
      const rowJ = next.get(j) as Map<number, number>;
      for (const [k, jk] of rowJ) {
        if (k <= j) continue;
        const ik = row.get(k);
        if (ik === undefined) continue;
        complete++;
        // ik is i's preference over k; the cycle i≻j≻k≻i needs k≻i, the opposite sign.
        if (ij === jk && jk === -ik) circular++;
      }
    }
  return [circular, complete];
}

export function screenPairObservers(
  judgements: readonly PairJudgement[],
  stimuli: readonly string[],
  probability: PairProbability,
  minJudgements = 5,
): PairObserverScreening[] {
  const index = new Map(stimuli.map((s, i) => [s, i]));
  const m = stimuli.length;
  const byObserver = new Map<string, PairJudgement[]>();
  for (const j of judgements) {
    const list = byObserver.get(j.observer);
    if (list) list.push(j);
    else byObserver.set(j.observer, [j]);
  }
  const out: PairObserverScreening[] = [];
  for (const [observer, list] of byObserver) {
    let ll = 0;
    let mean = 0;
    let variance = 0;
    let decided = 0;
    const votes = new Map<number, number>();
    for (const j of list) {
      if (j.winner === 'tie') continue;
      const a = index.get(j.a) as number;
      const b = index.get(j.b) as number;
      const q = Math.min(Math.max(probability(a, b), 1e-12), 1 - 1e-12);
      ll += Math.log(j.winner === 'a' ? q : 1 - q);
      mean += q * Math.log(q) + (1 - q) * Math.log(1 - q);
      variance += q * (1 - q) * Math.log(q / (1 - q)) ** 2;
      decided++;
      const [lo, hi, sign] = a < b ? [a, b, 1] : [b, a, -1];
      const key = lo * m + hi;
      votes.set(key, (votes.get(key) ?? 0) + (j.winner === 'a' ? sign : -sign));
    }
    const prefs = new Map<number, number>();
    for (const [k, v] of votes) if (v !== 0) prefs.set(k, Math.sign(v));
    const [circular, complete] = circularTriads(prefs, m);
    const z = decided >= minJudgements && variance > 0 ? (ll - mean) / Math.sqrt(variance) : null;
    out.push({
      observer,
      judgements: list.length,
      logLikelihood: ll,
      expectedLogLikelihood: mean,
      z,
      circularTriads: circular,
      completeTriads: complete,
      flagged: z !== null && z < PC_SCREENING_Z,
    });
  }
  return out;
}
