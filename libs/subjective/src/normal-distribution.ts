/**
 * The standard normal density and distribution function to full double precision, for the Thurstone Case V model.
 * Φ is computed from the series Φ(x) = ½ + φ(x)·Σ x^(2n+1)/(1·3·…·(2n+1)) (all terms of one sign, no cancellation)
 * for |x| ≤ 3, and from the Laplace continued fraction of the Mills ratio in the tails, where the series would
 * subtract nearly equal numbers. Both agree with scipy's `norm.cdf` to about 1e-15 relative (checked in the tests).
 */
const INV_SQRT_2PI = 0.3989422804014327;

export function normalPdf(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Upper tail Q(x) = 1 − Φ(x) for x > 0 by the continued fraction φ(x)/(x + 1/(x + 2/(x + 3/(x + …)))) (Lentz). */
function upperTail(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    d = x + k * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + k / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return normalPdf(x) / f;
}

export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  // The open end categories of an ordinal scale have thresholds at ±∞ (the continued fraction would give NaN there).
  if (x === Infinity) return 1;
  if (x === -Infinity) return 0;
  if (x > 3) return 1 - upperTail(x);
  if (x < -3) return upperTail(-x);
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= (x * x) / (2 * n + 1);
    sum += term;
    if (Math.abs(term) < 1e-17 * Math.abs(sum)) break;
  }
  return 0.5 + normalPdf(x) * sum;
}
