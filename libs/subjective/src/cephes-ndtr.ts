/**
 * The standard normal distribution function exactly as scipy computes `norm.cdf` (= `scipy.special.ndtr`): the
 * Cephes `ndtr`, `erf` and `erfc` of scipy's xsf library (`include/xsf/cephes/ndtr.h`, the xsf commit scipy 1.17.1
 * pins), rational approximations in Horner form (`polevl`/`p1evl`) around one `exp`, here the C library's
 * (rounded-exp-log.ts). The Thurstone fit needs this rather than our own more accurate `normalCdf` because it
 * reproduces sureal's SLSQP run, whose finite-difference gradient magnifies every last-bit difference of the
 * objective by 1/√eps ≈ 7e7. It equals scipy's bit for bit wherever the exp does (checked against scipy on
 * 300,000 arguments while porting).
 */
import { expRounded } from './rounded-exp-log.js';

const P = [
  2.461969814735305e-10, 0.5641895648310689, 7.463210564422699, 48.63719709856814, 196.5208329560771,
  526.4451949954773, 934.5285271719576, 1027.5518868951572, 557.5353353693994,
];
const Q = [
  13.228195115474499, 86.70721408859897, 354.9377788878199, 975.7085017432055, 1823.9091668790973,
  2246.3376081871097, 1656.6630919416134, 557.5353408177277,
];
const R = [
  0.5641895835477551, 1.275366707599781, 5.019050422511805, 6.160210979930536, 7.4097426995044895,
  2.9788666537210022,
];
const S = [
  2.2605286322011726, 9.396035249380015, 12.048953980809666, 17.08144507475659, 9.608968090632859,
  3.369076451000815,
];
const T = [9.604973739870516, 90.02601972038427, 2232.005345946843, 7003.325141128051, 55592.30130103949];
const U = [33.56171416475031, 521.3579497801527, 4594.323829709801, 22629.000061389095, 49267.39426086359];
const MAXLOG = 709.782712893384;
const SQRT1_2 = 0.7071067811865476;

function polevl(x: number, coef: readonly number[]): number {
  let ans = coef[0];
  for (let i = 1; i < coef.length; i++) ans = ans * x + coef[i];
  return ans;
}

/** Horner with an implied leading coefficient 1. */
function p1evl(x: number, coef: readonly number[]): number {
  let ans = x + coef[0];
  for (let i = 1; i < coef.length; i++) ans = ans * x + coef[i];
  return ans;
}

export function cephesErfc(a: number): number {
  if (Number.isNaN(a)) return NaN;
  const x = a < 0 ? -a : a;
  if (x < 1) return 1 - cephesErf(a);
  const z = -a * a;
  if (z < -MAXLOG) return a < 0 ? 2 : 0;
  const e = expRounded(z);
  const p = x < 8 ? polevl(x, P) : polevl(x, R);
  const q = x < 8 ? p1evl(x, Q) : p1evl(x, S);
  let y = (e * p) / q;
  if (a < 0) y = 2 - y;
  if (y !== 0) return y;
  return a < 0 ? 2 : 0;
}

export function cephesErf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x < 0) return -cephesErf(-x);
  if (Math.abs(x) > 1) return 1 - cephesErfc(x);
  const z = x * x;
  return (x * polevl(z, T)) / p1evl(z, U);
}

/** scipy.special.ndtr(a). */
export function cephesNdtr(a: number): number {
  if (Number.isNaN(a)) return NaN;
  const x = a * SQRT1_2;
  const z = Math.abs(x);
  if (z < 1) return 0.5 + 0.5 * cephesErf(x);
  const y = 0.5 * cephesErfc(z);
  return x > 0 ? 1 - y : y;
}
