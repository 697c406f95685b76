/**
 * The normal distribution over an interval, to full double precision in both tails: what the ordinal model needs to
 * weigh a score by the chance that x + b + v·ε falls into its category. Φ(z_hi) − Φ(z_lo) loses every digit far in a
 * tail when computed naively (1 − 1), and its log-derivatives φ/P turn into 0/0; here both ends are expressed in the
 * scaled complementary error function erfcx(y) = exp(y²)·erfc(y), so a category 12 standard deviations away still
 * has an exact log-probability and finite derivatives.
 *
 * erfcx uses W. J. Cody's rational Chebyshev approximations ("Rational Chebyshev approximations for the error
 * function", Math. Comp. 23, 1969, pp. 631–638; the coefficients of the netlib specfun CALERF routine), accurate to
 * about 1e-16 relative.
 */

const A = [3.1611237438705655, 113.86415415105016, 377.485237685302, 3209.3775891384694, 0.18577770618460315];
const B = [23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.236833439171];
const C = [
  0.5641884969886701, 8.883149794388377, 66.11919063714163, 298.6351381974001, 881.952221241769,
  1712.0476126340707, 2051.0783778260716, 1230.3393547979972, 2.1531153547440383e-8,
];
const D = [
  15.744926110709835, 117.6939508913125, 537.1811018620099, 1621.3895745666903, 3290.7992357334597,
  4362.619090143247, 3439.3676741437216, 1230.3393548037495,
];
const P = [
  0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275, 0.0006587491615298378,
  0.016315387137302097,
];
const Q = [
  2.568520192289822, 1.8729528499234604, 0.5279051029514285, 0.06051834131244132, 0.0023352049762686918,
];
const INV_SQRT_PI = 0.5641895835477563;
const INV_SQRT_2PI = 0.3989422804014327;
const SQRT_HALF = Math.SQRT1_2;

/** erf(y) for |y| ≤ 0.46875. */
function erfSmall(y: number): number {
  const ysq = y * y;
  let num = A[4] * ysq;
  let den = ysq;
  for (let i = 0; i < 3; i++) {
    num = (num + A[i]) * ysq;
    den = (den + B[i]) * ysq;
  }
  return (y * (num + A[3])) / (den + B[3]);
}

/** exp(y²)·erfc(y) for y ≥ 0 (finite and ≈ 1/(y√π) for large y). */
export function erfcxNonNegative(y: number): number {
  if (y <= 0.46875) return Math.exp(y * y) * (1 - erfSmall(y));
  if (y <= 4) {
    let num = C[8] * y;
    let den = y;
    for (let i = 0; i < 7; i++) {
      num = (num + C[i]) * y;
      den = (den + D[i]) * y;
    }
    return (num + C[7]) / (den + D[7]);
  }
  if (y >= 6.71e7) return INV_SQRT_PI / y;
  const ysq = 1 / (y * y);
  let num = P[5] * ysq;
  let den = ysq;
  for (let i = 0; i < 4; i++) {
    num = (num + P[i]) * ysq;
    den = (den + Q[i]) * ysq;
  }
  return (INV_SQRT_PI - (ysq * (num + P[4])) / (den + Q[4])) / y;
}

/** erfc(x) for any real x. */
export function erfc(x: number): number {
  if (x >= 0) return erfcxNonNegative(x) * Math.exp(-x * x);
  return 2 - erfcxNonNegative(-x) * Math.exp(-x * x);
}

/**
 * One interval [z_lo, z_hi] (either end may be infinite) of the standard normal: log P with P = Φ(z_hi) − Φ(z_lo),
 * and the ratios r_lo = φ(z_lo)/P, r_hi = φ(z_hi)/P (0 at an infinite end), from which every derivative of log P
 * with respect to location and log-scale follows.
 */
export interface NormalInterval {
  logP: number;
  rLo: number;
  rHi: number;
}

/** Q(z) = 1 − Φ(z) for z ≥ 0, given e = e^{−z²/2} (near 0 from erf directly, saving erfcx's own exponential). */
function upperTail(z: number, e: number): number {
  const y = z * SQRT_HALF;
  return y <= 0.46875 ? 0.5 * (1 - erfSmall(y)) : 0.5 * erfcxNonNegative(y) * e;
}

/** Upper-tail form, 0 ≤ lo < hi ≤ ∞: P = ½·erfcx(lo/√2)·e^{−lo²/2} − ½·erfcx(hi/√2)·e^{−hi²/2}, scaled by e^{lo²/2}. */
function upperInterval(lo: number, hi: number, out: NormalInterval): void {
  const atLo = 0.5 * erfcxNonNegative(lo * SQRT_HALF);
  const decay = hi === Infinity ? 0 : Math.exp(-0.5 * (hi - lo) * (hi + lo));
  const atHi = hi === Infinity ? 0 : 0.5 * erfcxNonNegative(hi * SQRT_HALF) * decay;
  const scaled = atLo - atHi;
  out.logP = -0.5 * lo * lo + Math.log(scaled);
  out.rLo = INV_SQRT_2PI / scaled;
  out.rHi = (INV_SQRT_2PI * decay) / scaled;
}

/** Fills `out` for the interval [lo, hi] of the standard normal (lo < hi; lo may be −∞, hi may be +∞). */
export function normalInterval(lo: number, hi: number, out: NormalInterval): NormalInterval {
  if (lo >= 0) {
    upperInterval(lo, hi, out);
  } else if (hi <= 0) {
    // Mirror into the upper tail: [lo, hi] ↦ [−hi, −lo]; the ends swap.
    upperInterval(-hi, -lo, out);
    const r = out.rLo;
    out.rLo = out.rHi;
    out.rHi = r;
  } else {
    // Straddles 0: P = 1 − Q(hi) − Q(−lo) is at least the mass of a neighbourhood of 0, no tail cancellation; each
    // end's e^{−z²/2} serves both its tail Q and its density φ.
    const eLo = lo === -Infinity ? 0 : Math.exp(-0.5 * lo * lo);
    const eHi = hi === Infinity ? 0 : Math.exp(-0.5 * hi * hi);
    const qLo = eLo === 0 ? 0 : upperTail(-lo, eLo);
    const qHi = eHi === 0 ? 0 : upperTail(hi, eHi);
    const p = 1 - qHi - qLo;
    out.logP = Math.log(p);
    out.rLo = (INV_SQRT_2PI * eLo) / p;
    out.rHi = (INV_SQRT_2PI * eHi) / p;
  }
  return out;
}
