import type { ScoreRecord } from '../presentation-units.js';
import { fitSubjectiveModel, type SubjectiveModelOptions } from '../subjective-model.js';

/**
 * Seeded simulated studies with known true values, for the model's unit test and `scripts/mle-simulation.mjs`:
 * E presentations, S observers, k scores each assigned like the product assigns videos (the least-rated first, ties
 * at random). True qualities x_e ~ U(1.5, 4.5), biases b_s ~ N(0, 0.4²) centred to mean 0 (the convention the model
 * identifies), inconsistencies v_s ~ U(0.3, 1.0); score = x_e + b_s + v_s·ε, unrounded (the model's own assumption).
 */
export interface SimulatedStudy {
  scores: ScoreRecord[];
  quality: number[];
  bias: number[];
  inconsistency: number[];
}

/** mulberry32: small, fast, seedable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function simulateStudy(seed: number, E: number, S: number, perObserver = 4): SimulatedStudy {
  const random = seededRandom(seed);
  const quality = Array.from({ length: E }, () => 1.5 + 3 * random());
  const rawBias = Array.from({ length: S }, () => 0.4 * gaussian(random));
  const meanBias = rawBias.reduce((a, c) => a + c, 0) / S;
  const bias = rawBias.map((b) => b - meanBias);
  const inconsistency = Array.from({ length: S }, () => 0.3 + 0.7 * random());
  const counts = new Array<number>(E).fill(0);
  const scores: ScoreRecord[] = [];
  for (let s = 0; s < S; s++) {
    const order = Array.from({ length: E }, (_, e) => e).sort(
      (a, c) => counts[a] - counts[c] || (random() < 0.5 ? -1 : 1),
    );
    // Shuffle within equal counts properly: sort above only breaks ties roughly, so re-draw among the least rated.
    const chosen: number[] = [];
    for (const e of order) {
      if (chosen.length === perObserver) break;
      chosen.push(e);
    }
    for (const e of chosen) {
      counts[e]++;
      scores.push({
        observer: `o${s}`,
        presentation: `p${e}`,
        score: quality[e] + bias[s] + inconsistency[s] * gaussian(random),
      });
    }
  }
  return { scores, quality, bias, inconsistency };
}

export interface RecoveryFigures {
  presentations: number;
  observers: number;
  converged: boolean;
  iterations: number;
  rmse_mle: number;
  rmse_mos: number;
  /** Share of presentations whose 95 % interval holds the true quality. */
  coverage: number;
  /** Share of observers whose 95 % bias interval holds the true bias. */
  bias_coverage: number;
  milliseconds: number;
}

/** Fits one simulated study and compares the estimates with the truth. */
export function recoveryFigures(
  study: SimulatedStudy,
  options: SubjectiveModelOptions = {},
): RecoveryFigures {
  const started = performance.now();
  const fit = fitSubjectiveModel(study.scores, options);
  const milliseconds = performance.now() - started;
  const sums = new Map<string, { sum: number; n: number }>();
  for (const s of study.scores) {
    const m = sums.get(s.presentation) ?? { sum: 0, n: 0 };
    m.sum += s.score;
    m.n++;
    sums.set(s.presentation, m);
  }
  let seMle = 0;
  let seMos = 0;
  let covered = 0;
  for (const p of fit.presentations) {
    const truth = study.quality[Number(p.presentation.slice(1))];
    const m = sums.get(p.presentation)!;
    seMle += (p.quality - truth) ** 2;
    seMos += (m.sum / m.n - truth) ** 2;
    if (p.ci95_low !== null && p.ci95_high !== null && p.ci95_low <= truth && truth <= p.ci95_high) covered++;
  }
  let biasCovered = 0;
  for (const o of fit.observers) {
    const truth = study.bias[Number(o.observer.slice(1))];
    if (
      o.bias_ci95_low !== null &&
      o.bias_ci95_high !== null &&
      o.bias_ci95_low <= truth &&
      truth <= o.bias_ci95_high
    )
      biasCovered++;
  }
  const E = fit.presentations.length;
  return {
    presentations: E,
    observers: fit.observers.length,
    converged: fit.converged,
    iterations: fit.iterations,
    rmse_mle: Math.sqrt(seMle / E),
    rmse_mos: Math.sqrt(seMos / E),
    coverage: covered / E,
    bias_coverage: biasCovered / fit.observers.length,
    milliseconds,
  };
}
