import {
  MIN_SCORES_TO_SCREEN,
  type AnalysisUnit,
  type ObserverScreening,
  type PresentationScreening,
  type ScreeningDenominator,
  type ScreeningReport,
} from '@vvq/contracts';
import { pairwiseSum } from './pairwise-sum.js';
import { groupBy, type ScoreRecord } from './presentation-units.js';

/** BT.500-14 Annex 1 §2.3.1 thresholds, as sureal's kurtosis screening applies them. */
export const BT500_K_NORMAL = 2;
export const BT500_K_OTHER = Math.sqrt(20);
export const BT500_REJECT_RATIO = 0.05;
export const BT500_REJECT_ASYMMETRY = 0.3;
/** scipy.stats.kurtosis calls m₂ zero when m₂ ≤ (resolution·ū)²; float64 resolution is 1e-15. */
const SCIPY_RESOLUTION = 1e-15;

export interface ScreeningOptions {
  unit: AnalysisUnit;
  denominator: ScreeningDenominator;
}

export interface ScreeningOutcome {
  report: ScreeningReport;
  rejected: ReadonlySet<string>;
}

/** Python orders str by code point; JS `<` compares UTF-16 units, which differs above U+FFFF. */
export function compareCodePoints(a: string, b: string): number {
  const ca = Array.from(a);
  const cb = Array.from(b);
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
    const d = (ca[i].codePointAt(0) ?? 0) - (cb[i].codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return ca.length - cb.length;
}

interface Ranked extends ScoreRecord {
  repetition: number;
}

/**
 * sureal sums a presentation's scores repetition by repetition, observers in sorted order; the same order makes
 * ū and S bit-identical, which matters for a score lying exactly on a threshold.
 */
function inSurealOrder(scores: readonly ScoreRecord[]): Ranked[] {
  const seen = new Map<string, number>();
  const ranked = scores.map((s) => {
    const repetition = seen.get(s.observer) ?? 0;
    seen.set(s.observer, repetition + 1);
    return { ...s, repetition };
  });
  return ranked.sort((a, b) => a.repetition - b.repetition || compareCodePoints(a.observer, b.observer));
}

interface PresentationOutcome {
  summary: PresentationScreening;
  /** Observer of each score at or beyond ū + k·S (P) and at or below ū − k·S (Q). */
  high: string[];
  low: string[];
}

function screenPresentation(presentation: string, raw: readonly ScoreRecord[]): PresentationOutcome {
  const scores = inSurealOrder(raw);
  const values = scores.map((s) => s.score);
  const n = values.length;
  const mean = pairwiseSum(values) / n;
  const sq = values.map((u) => (u - mean) * (u - mean));
  const m2 = pairwiseSum(sq) / n;
  const m4 = pairwiseSum(sq.map((d2) => d2 * d2)) / n;
  const s = Math.sqrt(m2);
  const constant = m2 <= (SCIPY_RESOLUTION * mean) ** 2;
  const beta2 = constant ? null : m4 / (m2 * m2);
  const status = n < MIN_SCORES_TO_SCREEN ? 'too_few_ratings' : constant ? 'constant_scores' : 'screened';
  const summary: PresentationScreening = { presentation, n, mean, s, beta2, k: null, status };
  // With one score or equal scores S = 0 and sureal would count every score as both P and Q; nobody is flagged here.
  if (beta2 === null) return { summary, high: [], low: [] };
  const k = beta2 >= 2 && beta2 <= 4 ? BT500_K_NORMAL : BT500_K_OTHER;
  summary.k = k;
  const upper = mean + k * s;
  const lower = mean - k * s;
  return {
    summary,
    high: scores.filter((x) => x.score >= upper).map((x) => x.observer),
    low: scores.filter((x) => x.score <= lower).map((x) => x.observer),
  };
}

function count(list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const x of list) counts.set(x, (counts.get(x) ?? 0) + 1);
  return counts;
}

/** R: the most scores one observer gave one presentation (sureal's repetitions axis). */
function maxRepetitionsOf(byPresentation: ReadonlyMap<string, readonly ScoreRecord[]>): number {
  let max = 0;
  for (const list of byPresentation.values()) {
    for (const c of count(list.map((s) => s.observer)).values()) max = Math.max(max, c);
  }
  return max;
}

/**
 * One pass of BT.500 observer screening over `scores` whose `presentation` is already the unit of presentation.
 * Reject i when (Pᵢ+Qᵢ)/E > 0.05 and |Pᵢ−Qᵢ|/(Pᵢ+Qᵢ) < 0.3; if that would reject everyone, reject no one.
 */
export function screenObservers(scores: readonly ScoreRecord[], options: ScreeningOptions): ScreeningOutcome {
  const byPresentation = groupBy(scores, (s) => s.presentation);
  const outcomes = [...byPresentation].map(([p, list]) => screenPresentation(p, list));
  const presentations = byPresentation.size;
  const maxRepetitions = maxRepetitionsOf(byPresentation);
  const p = count(outcomes.flatMap((o) => o.high));
  const q = count(outcomes.flatMap((o) => o.low));
  const perObserver = count(scores.map((s) => s.observer));
  const observers: ObserverScreening[] = [...perObserver.keys()].sort(compareCodePoints).map((observer) => {
    const pi = p.get(observer) ?? 0;
    const qi = q.get(observer) ?? 0;
    const own = perObserver.get(observer) ?? 0;
    // sureal divides by E·R, counting the presentations the observer never saw (incomplete design).
    const denominator = options.denominator === 'observer' ? own : presentations * maxRepetitions;
    const ratio = (pi + qi) / denominator;
    const asymmetry = pi + qi > 0 ? Math.abs(pi - qi) / (pi + qi) : null;
    const rejected = ratio > BT500_REJECT_RATIO && asymmetry !== null && asymmetry < BT500_REJECT_ASYMMETRY;
    return { observer, scores: own, p: pi, q: qi, denominator, ratio, asymmetry, rejected };
  });
  const allWouldBe = observers.length > 0 && observers.every((o) => o.rejected);
  if (allWouldBe) for (const o of observers) o.rejected = false;
  const rejected = observers.filter((o) => o.rejected);
  const perPresentation = outcomes.map((o) => o.summary);
  return {
    rejected: new Set(rejected.map((o) => o.observer)),
    report: {
      enabled: true,
      unit: options.unit,
      denominator: options.denominator,
      presentations,
      max_repetitions: maxRepetitions,
      all_would_be_rejected: allWouldBe,
      rejected,
      observers,
      not_screenable: perPresentation.filter((x) => x.status !== 'screened'),
      per_presentation: perPresentation,
    },
  };
}

/** The report when screening is switched off: nothing computed, nobody rejected. */
export function screeningOff(scores: readonly ScoreRecord[], options: ScreeningOptions): ScreeningOutcome {
  const byPresentation = groupBy(scores, (s) => s.presentation);
  const maxRepetitions = maxRepetitionsOf(byPresentation);
  return {
    rejected: new Set(),
    report: {
      enabled: false,
      unit: options.unit,
      denominator: options.denominator,
      presentations: byPresentation.size,
      max_repetitions: maxRepetitions,
      all_would_be_rejected: false,
      rejected: [],
      observers: [],
      not_screenable: [],
      per_presentation: [],
    },
  };
}
