import type { AnalysisModel } from '@vvq/contracts';
import { compareCodePoints } from './bt500-screening.js';
import { ModelInputError } from './model-input-error.js';
import { fitOrdinalModel } from './ordinal-model.js';
import type { ScoreRecord } from './presentation-units.js';
import { fitSubjectiveModel, type SubjectiveModelResult } from './subjective-model.js';
import { surealMle, surealP910, type ScoreCube, type SurealModelResult } from './sureal-mle.js';

/**
 * Every subjective model an analysis can add (`model=…`), answering the one `mle`-shaped result:
 *
 * - `mle`: the product's Gaussian model (subjective-model.ts), regularised so that it converges on sparse designs;
 * - `ordinal`: the same model for category scores (ordinal-model.ts);
 * - `sureal-mle`, `sureal-mle-co`, `sureal-p910`: the exact ports of sureal's `MLE`, `MLE_CO` and `P910`
 *   (sureal-mle.ts) with sureal's own stopping rule and intervals, for a paper that must say "computed as sureal
 *   computes it". They take complete designs only (every observer scores every presentation): on sparse ones
 *   sureal's solvers fail (NaN, or 10,000 iterations that never settle, minutes of worker time), so a sparse design
 *   is refused with a SurealDesignError instead (the API's 400). surealMle/surealP910 still take any cube.
 */

/** A design the sureal models refuse: some observer did not score some presentation. */
export class SurealDesignError extends ModelInputError {}

/** The content of a presentation (sureal's `MLE` gives each content its own ambiguity a_c). */
export type ContentOf = (presentation: string) => string;

export const SUREAL_MLE_MAX_ITERATIONS = 10_000;
export const SUREAL_P910_MAX_ITERATIONS = 1000;

/**
 * sureal's score cube from score records: presentations in first-seen order, observers in code-point order (sureal
 * reads `os` dicts, whose order does not matter to its models), repeated scores of a pair in their order as
 * repetitions r, NaN where a pair has fewer.
 */
export function scoreCubeOf(scores: readonly ScoreRecord[]): {
  cube: ScoreCube;
  presentations: string[];
  observers: string[];
} {
  const presIndex = new Map<string, number>();
  for (const s of scores) if (!presIndex.has(s.presentation)) presIndex.set(s.presentation, presIndex.size);
  const observers = [...new Set(scores.map((s) => s.observer))].sort(compareCodePoints);
  const obsIndex = new Map(observers.map((o, i) => [o, i]));
  const E = presIndex.size;
  const S = observers.length;
  const seen = new Map<number, number>();
  let R = 1;
  for (const s of scores) {
    const key = presIndex.get(s.presentation)! * S + obsIndex.get(s.observer)!;
    const r = (seen.get(key) ?? 0) + 1;
    seen.set(key, r);
    R = Math.max(R, r);
  }
  const values = new Float64Array(E * S * R).fill(Number.NaN);
  seen.clear();
  for (const s of scores) {
    const key = presIndex.get(s.presentation)! * S + obsIndex.get(s.observer)!;
    const r = seen.get(key) ?? 0;
    seen.set(key, r + 1);
    values[key * R + r] = s.score;
  }
  return { cube: { E, S, R, values }, presentations: [...presIndex.keys()], observers };
}

const finite = (v: number) => (Number.isFinite(v) ? v : null);

function fromSureal(
  r: SurealModelResult,
  cap: number,
  presentations: string[],
  observers: string[],
  scores: readonly ScoreRecord[],
): SubjectiveModelResult {
  const nE = new Map<string, number>();
  const nS = new Map<string, number>();
  for (const s of scores) {
    nE.set(s.presentation, (nE.get(s.presentation) ?? 0) + 1);
    nS.set(s.observer, (nS.get(s.observer) ?? 0) + 1);
  }
  // A complete design can still end in NaN (an observer with identical scores everywhere): then not converged.
  const allFinite = [...r.quality, ...r.bias, ...r.inconsistency].every(Number.isFinite);
  // sureal reports no pooled inconsistency; this is the score-weighted RMS of the observers' (the ordinal model's σ₀).
  let sum = 0;
  let n = 0;
  observers.forEach((o, s) => {
    sum += nS.get(o)! * r.inconsistency[s] ** 2;
    n += nS.get(o)!;
  });
  return {
    converged: r.iterations < cap && allFinite,
    iterations: r.iterations,
    pooled_inconsistency: finite(Math.sqrt(sum / n)),
    presentations: presentations.map((presentation, e) => ({
      presentation,
      n: nE.get(presentation)!,
      quality: r.quality[e],
      ci95_low: finite(r.quality_ci95[e][0]),
      ci95_high: finite(r.quality_ci95[e][1]),
    })),
    observers: observers.map((observer, s) => ({
      observer,
      n: nS.get(observer)!,
      bias: r.bias[s],
      bias_ci95_low: finite(r.bias_ci95[s][0]),
      bias_ci95_high: finite(r.bias_ci95[s][1]),
      inconsistency: finite(r.inconsistency[s]),
      inconsistency_ci95_low: finite(r.inconsistency_ci95[s][0]),
      inconsistency_ci95_high: finite(r.inconsistency_ci95[s][1]),
    })),
  };
}

/** One of sureal's models on score records, through the exact port. */
export function fitSurealModel(
  scores: readonly ScoreRecord[],
  model: 'sureal-mle' | 'sureal-mle-co' | 'sureal-p910',
  contentOf: ContentOf = () => '',
): SubjectiveModelResult {
  const { cube, presentations, observers } = scoreCubeOf(scores);
  let pairs = 0;
  for (let key = 0; key < cube.E * cube.S; key++) if (!Number.isNaN(cube.values[key * cube.R])) pairs++;
  if (pairs < cube.E * cube.S)
    throw new SurealDesignError(
      `model=${model} reproduces sureal on complete designs, where every observer scores every presentation; ` +
        `these scores cover ${pairs} of the ${cube.E * cube.S} observer × presentation pairs ` +
        `(${cube.S} observers, ${cube.E} presentations). Use model=mle or model=ordinal for sparse designs.`,
    );
  if (model === 'sureal-p910')
    return fromSureal(surealP910(cube), SUREAL_P910_MAX_ITERATIONS, presentations, observers, scores);
  if (model === 'sureal-mle-co')
    return fromSureal(
      surealMle(cube, 'CONTENT_OBLIVIOUS'),
      SUREAL_MLE_MAX_ITERATIONS,
      presentations,
      observers,
      scores,
    );
  // sureal wants content ids 0 … C−1; in code-point order of the content names, as the sureal dataset export numbers them.
  const contents = [...new Set(presentations.map(contentOf))].sort(compareCodePoints);
  const id = new Map(contents.map((c, i) => [c, i]));
  const contentIds = presentations.map((p) => id.get(contentOf(p))!);
  return fromSureal(
    surealMle(cube, 'DEFAULT', contentIds),
    SUREAL_MLE_MAX_ITERATIONS,
    presentations,
    observers,
    scores,
  );
}

/** The fit of `model` on one dimension's scores. */
export function fitModel(
  model: AnalysisModel,
  scores: readonly ScoreRecord[],
  contentOf: ContentOf = () => '',
  /** An earlier fit of the same observers, which the ordinal model starts from (the others ignore it). */
  start?: SubjectiveModelResult,
): SubjectiveModelResult {
  if (model === 'mle') return fitSubjectiveModel(scores);
  // No scores (a study before its first rating, a condition kind with no rated video): nothing to fit, and sureal's
  // ports cannot even size their arrays.
  if (scores.length === 0)
    return { converged: false, iterations: 0, pooled_inconsistency: null, presentations: [], observers: [] };
  if (model === 'ordinal') return fitOrdinalModel(scores, { start });
  return fitSurealModel(scores, model, contentOf);
}
