import { RATING_MAX, RATING_MIN } from '@vvq/contracts';
import { ModelInputError } from './model-input-error.js';
import { normalInterval, type NormalInterval } from './normal-interval.js';
import type { ScoreRecord } from './presentation-units.js';

/**
 * The likelihood of one score under the ordinal model: the observer's latent opinion u = μ + σ·ε (μ = x_e + b_s,
 * σ = v_s = e^t, ε ~ N(0, 1)) is reported as the category it falls into. Categories are the whole numbers of the
 * scale; the thresholds between them sit at the half-points (a score of 3 means 2.5 ≤ u < 3.5) and the end categories
 * are open (a 5 means u ≥ 4.5: the clipping). So P(score) = Φ(z_hi) − Φ(z_lo) with z = (threshold − μ)/σ.
 *
 * The thresholds are fixed rather than estimated: fixed half-points keep x_e on the scale of the scores (comparable
 * with the MOS and the Gaussian model, and what a rounding rater does), while free thresholds would leave the scale's
 * origin and unit to be pinned by convention and trade off against the biases on sparse designs, where each observer
 * gives four scores. See docs/developer/decisions/analysis.md.
 */

/** A scale whose categories are the whole numbers min … max. */
export interface OrdinalScale {
  min: number;
  max: number;
}

/** Scores the ordinal model cannot take (not whole numbers, or outside the scale); the message says which. */
export class OrdinalScoreError extends ModelInputError {}

/**
 * The scale of a set of scores: the product's 1 … 5, widened to the lowest and highest score of the data when an
 * uploaded file uses a wider one (0 … 10, 1 … 100). Every score must be a whole number.
 */
export function ordinalScaleOf(scores: readonly ScoreRecord[]): OrdinalScale {
  let min = RATING_MIN;
  let max = RATING_MAX;
  for (const s of scores) {
    if (!Number.isInteger(s.score))
      throw new OrdinalScoreError(
        `model=ordinal needs whole-number scores (categories); observer '${s.observer}' gave ${s.score} to '${s.presentation}'`,
      );
    if (s.score < min) min = s.score;
    if (s.score > max) max = s.score;
  }
  return { min, max };
}

/** The latent interval [lo, hi) of a score on the scale (−∞ and +∞ at the open ends). */
export function categoryBounds(score: number, scale: OrdinalScale): [number, number] {
  return [score <= scale.min ? -Infinity : score - 0.5, score >= scale.max ? Infinity : score + 0.5];
}

/** log P of one score and its first and second derivatives in μ and t = log σ. */
export interface RatingTerms {
  logP: number;
  /** ∂ log P/∂μ */
  gMu: number;
  /** −∂² log P/∂μ² (≥ 0: log P is concave in μ) */
  hMuMu: number;
  /** ∂ log P/∂t */
  gT: number;
  /** −∂² log P/∂t² */
  hTT: number;
  /** −∂² log P/∂μ∂t */
  hMuT: number;
}

const scratch: NormalInterval = { logP: 0, rLo: 0, rHi: 0 };

/** Fills `out` for a score whose latent interval is [lo, hi), at location mu and log-scale t. */
export function ratingTerms(lo: number, hi: number, mu: number, t: number, out: RatingTerms): RatingTerms {
  return ratingTermsScaled(lo, hi, mu, Math.exp(-t), out);
}

/** ratingTerms with 1/σ = e^{−t} given (a solver computes it once per observer, not once per score). */
export function ratingTermsScaled(
  lo: number,
  hi: number,
  mu: number,
  inv: number,
  out: RatingTerms,
): RatingTerms {
  const zLo = lo === -Infinity ? -Infinity : (lo - mu) * inv;
  const zHi = hi === Infinity ? Infinity : (hi - mu) * inv;
  const { logP, rLo, rHi } = normalInterval(zLo, zHi, scratch);
  // z^k·φ(z)/P at each end, 0 at an open end (φ vanishes faster than any power grows).
  const l1 = rLo === 0 ? 0 : zLo * rLo;
  const h1 = rHi === 0 ? 0 : zHi * rHi;
  const d1 = rHi - rLo;
  const d2 = h1 - l1;
  const dq = (rHi === 0 ? 0 : zHi * h1) - (rLo === 0 ? 0 : zLo * l1);
  const d3 = (rHi === 0 ? 0 : zHi * zHi * h1) - (rLo === 0 ? 0 : zLo * zLo * l1);
  out.logP = logP;
  out.gMu = -d1 * inv;
  out.hMuMu = (d2 + d1 * d1) * inv * inv;
  out.gT = -d2;
  out.hTT = d3 - d2 + d2 * d2;
  out.hMuT = (dq - d1 + d1 * d2) * inv;
  return out;
}

/** log P of one score only, 1/σ given (the cheaper pass of a line search). */
export function ratingLogP(lo: number, hi: number, mu: number, inv: number): number {
  return normalInterval(
    lo === -Infinity ? -Infinity : (lo - mu) * inv,
    hi === Infinity ? Infinity : (hi - mu) * inv,
    scratch,
  ).logP;
}
