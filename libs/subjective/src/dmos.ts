import { CI95_Z, type DmosRow } from '@vvq/contracts';
import { surealMle, type ScoreCube, type SurealMleMode } from './sureal-mle.js';

/**
 * ACR with hidden reference (ITU-T P.910 ACR-HR): every presentation's DMOS = MOS − MOS(reference of its content)
 * + 5, the reference being rated like any other stimulus without the observer knowing which it is.
 *
 * `dmosTable` is the closed form of Netflix sureal's `DmosModel` (sureal/subjective_model.py, commit
 * 0a79d3c16e0837b1a607354c25b346134ec06dc1): `dscore_mode` shifts every score u_esr to u_esr + ref_score −
 * MOS(ref of e), then `MosModel` averages over observers and repetitions; its interval is ±1.95996·SD/√n of the
 * shifted scores (ddof 1), i.e. of the presentation's own scores: the reference's uncertainty is left out
 * (`sureal_std`). Our default `std` is the standard error of the difference of the two means,
 * √(s_e²/n_e + s_r²/n_r − 2·cov), where cov = Σ_common k_es·k_rs·c/(n_e·n_r) and c is the sample covariance
 * (ddof 1) of the per-observer means of e and of its reference over the observers who rated both (0 with fewer
 * than two). On a complete design with one score each this is exactly SD(DV)/√n of P.910's differential viewer
 * scores DV = V − REF + 5; with disjoint panels it is Welch's. A reference's own DMOS is 5 with std 0.
 *
 * `surealDmosMle` runs sureal's `MLE`/`MLE_CO` on the dscore-shifted scores (sureal's models with
 * `dscore_mode=True`), through the port in sureal-mle.ts (complete designs).
 */
export interface DmosRecord {
  observer: string;
  presentation: string;
  content: string;
  isReference: boolean;
  score: number;
}

export const DMOS_REFERENCE_SCORE = 5;

/** Data that cannot give a DMOS: each message names the presentation or content at fault. */
export class DmosInputError extends Error {
  constructor(readonly errors: string[]) {
    super(errors[0]);
    this.name = 'DmosInputError';
  }
}

interface Presentation {
  name: string;
  content: string;
  isReference: boolean;
  scores: number[];
  /** observer → their scores of this presentation. */
  byObserver: Map<string, number[]>;
}

function sorted(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function groupPresentations(records: readonly DmosRecord[]): {
  presentations: Presentation[];
  reference: Map<string, Presentation>;
} {
  const map = new Map<string, Presentation>();
  const errors: string[] = [];
  for (const r of records) {
    let p = map.get(r.presentation);
    if (!p) {
      p = {
        name: r.presentation,
        content: r.content,
        isReference: r.isReference,
        scores: [],
        byObserver: new Map(),
      };
      map.set(r.presentation, p);
    } else if (p.content !== r.content || p.isReference !== r.isReference) {
      errors.push(
        `presentation '${r.presentation}' is given with two different content or is_reference values`,
      );
      continue;
    }
    p.scores.push(r.score);
    const own = p.byObserver.get(r.observer);
    if (own) own.push(r.score);
    else p.byObserver.set(r.observer, [r.score]);
  }
  const presentations = [...map.values()].sort((a, b) => sorted(a.name, b.name));
  const reference = new Map<string, Presentation>();
  for (const p of presentations) {
    if (!p.isReference) continue;
    if (reference.has(p.content))
      errors.push(
        `content '${p.content}' has two references ('${reference.get(p.content)?.name}', '${p.name}')`,
      );
    else reference.set(p.content, p);
  }
  for (const c of new Set(presentations.map((p) => p.content)))
    if (!reference.has(c)) errors.push(`content '${c}' has no reference (is_reference = 1) presentation`);
  if (errors.length) throw new DmosInputError([...new Set(errors)].slice(0, 20));
  return { presentations, reference };
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
function sampleVariance(xs: readonly number[]): number {
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
}

function differenceStd(e: Presentation, r: Presentation): number {
  const common = [...e.byObserver.keys()].filter((o) => r.byObserver.has(o));
  let cov = 0;
  if (common.length >= 2) {
    const xe = common.map((o) => mean(e.byObserver.get(o) as number[]));
    const xr = common.map((o) => mean(r.byObserver.get(o) as number[]));
    const me = mean(xe);
    const mr = mean(xr);
    let c = 0;
    for (let i = 0; i < common.length; i++) c += (xe[i] - me) * (xr[i] - mr);
    c /= common.length - 1;
    let weight = 0;
    for (const o of common)
      weight += (e.byObserver.get(o) as number[]).length * (r.byObserver.get(o) as number[]).length;
    cov = (weight * c) / (e.scores.length * r.scores.length);
  }
  const variance =
    sampleVariance(e.scores) / e.scores.length + sampleVariance(r.scores) / r.scores.length - 2 * cov;
  return Math.sqrt(Math.max(0, variance));
}

export function dmosTable(records: readonly DmosRecord[], referenceScore = DMOS_REFERENCE_SCORE): DmosRow[] {
  const { presentations, reference } = groupPresentations(records);
  return presentations.map((p) => {
    const ref = reference.get(p.content) as Presentation;
    const mos = mean(p.scores);
    const dmos = mos - mean(ref.scores) + referenceScore;
    const n = p.scores.length;
    const surealStd = Math.sqrt(sampleVariance(p.scores) / n);
    const std = p === ref ? 0 : differenceStd(p, ref);
    return {
      presentation: p.name,
      content: p.content,
      is_reference: p.isReference,
      n,
      mos,
      dmos,
      std,
      ci95_low: dmos - CI95_Z * std,
      ci95_high: dmos + CI95_Z * std,
      sureal_std: surealStd,
      sureal_ci95_low: dmos - CI95_Z * surealStd,
      sureal_ci95_high: dmos + CI95_Z * surealStd,
    };
  });
}

export interface DmosMleRow {
  presentation: string;
  dmos: number;
  std: number;
}

/** sureal's MLE or MLE_CO with dscore_mode: presentations and observers sorted by name, R = most repeats. */
export function surealDmosMle(
  records: readonly DmosRecord[],
  mode: SurealMleMode,
  referenceScore = DMOS_REFERENCE_SCORE,
): { iterations: number; rows: DmosMleRow[] } {
  const { presentations, reference } = groupPresentations(records);
  const observers = [...new Set(records.map((r) => r.observer))].sort(sorted);
  const sIndex = new Map(observers.map((o, i) => [o, i]));
  const E = presentations.length;
  const S = observers.length;
  let R = 1;
  for (const p of presentations) for (const xs of p.byObserver.values()) R = Math.max(R, xs.length);
  const values = new Float64Array(E * S * R).fill(NaN);
  const contents = [...new Set(presentations.map((p) => p.content))].sort(sorted);
  const contentIds = presentations.map((p) => contents.indexOf(p.content));
  presentations.forEach((p, e) => {
    const shift = referenceScore - mean((reference.get(p.content) as Presentation).scores);
    for (const [o, xs] of p.byObserver) {
      const s = sIndex.get(o) as number;
      xs.forEach((x, r) => (values[(e * S + s) * R + r] = x + shift));
    }
  });
  const cube: ScoreCube = { E, S, R, values };
  const fit = surealMle(cube, mode, contentIds);
  return {
    iterations: fit.iterations,
    rows: presentations.map((p, e) => ({
      presentation: p.name,
      dmos: fit.quality[e],
      std: fit.quality_std[e],
    })),
  };
}
