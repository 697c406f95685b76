/**
 * exp and ln rounded to the nearest double, as the C library (glibc ≥ 2.28) returns them in all but ~0.07 % of
 * arguments, where V8's Math.exp and Math.log (fdlibm, errors up to one ulp) differ from it in ~5–10 %. The Thurstone
 * fit needs the C library's values because it reproduces sureal's SLSQP run, whose finite-difference gradient
 * multiplies a one-ulp difference in the objective by 1/√eps ≈ 7e7 (scipy's `ndtr` calls the C library's exp; numpy's
 * log is the C library's, or numpy's own SIMD code on AVX-512 machines, which agrees with it in ~99.4 %).
 *
 * Both carry ~1e-22 relative precision in double-double arithmetic (hi + lo; Dekker's products, Knuth's sums) and
 * round once at the end, so the answer is the correctly rounded value except within ~1e-6 ulp of a midpoint.
 * exp: x = (64m + j)·ln2/64 + r, |r| ≤ ln2/128, ln2/64 split in three so that k·part is exact; e^r − 1 as
 * r + r²/2 in double-double plus the rest of its Taylor series in double (below 3e-8); times 2^(j/64) from a
 * double-double table (built once, by the slow series below) and 2^m. ln: one Newton step y = y₀ + (x·e^(−y₀) − 1)
 * from y₀ = Math.log(x), whose error is one ulp, so the step's own error is ~1e-32.
 */
const SPLIT = 134217729; // 2^27 + 1

// ln2/64 in three parts of 32 significant bits or fewer: k·part is exact for |k| < 2^21.
const LN2_64 = [0.010830424696249145, 2.3190468138462996e-17 / 64];
const C1 = Math.round(LN2_64[0] * 2 ** 38) / 2 ** 38;
const C2 = Math.round((LN2_64[0] - C1) * 2 ** 70) / 2 ** 70;
const C3 = LN2_64[0] - C1 - C2 + LN2_64[1];

// Double-double results come back in these two (no allocation in the hot path).
let rh = 0;
let rl = 0;

function twoProdErr(a: number, b: number, p: number): number {
  let c = SPLIT * a;
  const ah = c - (c - a);
  const al = a - ah;
  c = SPLIT * b;
  const bh = c - (c - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/** (ah + al) + (bh + bl) into rh, rl. */
function add(ah: number, al: number, bh: number, bl: number): void {
  const s = ah + bh;
  const bb = s - ah;
  const e = ah - (s - bb) + (bh - bb) + al + bl;
  rh = s + e;
  rl = e - (rh - s);
}

/** (ah + al)·(bh + bl) into rh, rl. */
function mul(ah: number, al: number, bh: number, bl: number): void {
  const p = ah * bh;
  const e = twoProdErr(ah, bh, p) + (ah * bl + al * bh);
  rh = p + e;
  rl = e - (rh - p);
}

// 2^(j/64), j = 0…63, as double-double, from the long series (only at load).
const TABLE_H = new Float64Array(64);
const TABLE_L = new Float64Array(64);

function slowExp2(j: number): void {
  // e^s − 1 for s = j·ln2/64/1024 (double-double), by Taylor, then ten doublings E ← E(E + 2).
  mul(j, 0, LN2_64[0], LN2_64[1]);
  const sh = rh / 1024;
  const sl = rl / 1024;
  let th = 1;
  let tl = 0;
  for (let n = 12; n >= 2; n--) {
    // (sh + sl)/n as double-double: the quotient, then the remainder's.
    const q = sh / n;
    const q2 = (sh - q * n - twoProdErr(q, n, q * n) + sl) / n;
    mul(q, q2, th, tl);
    add(1, 0, rh, rl);
    th = rh;
    tl = rl;
  }
  mul(sh, sl, th, tl);
  let eh = rh;
  let el = rl;
  for (let i = 0; i < 10; i++) {
    add(eh, el, 2, 0);
    mul(eh, el, rh, rl);
    eh = rh;
    el = rl;
  }
  add(1, 0, eh, el);
  TABLE_H[j] = rh;
  TABLE_L[j] = rl;
}
for (let j = 0; j < 64; j++) slowExp2(j);

/** e^x into rh, rl, for −708 < x < 709. */
function expDD(x: number): void {
  const k = Math.round(x * (1 / LN2_64[0]));
  const j = ((k % 64) + 64) % 64;
  const m = (k - j) / 64;
  // r = x − k·ln2/64: the first two products are exact, the differences kept as double-double.
  add(x, 0, -k * C1, 0);
  add(rh, rl, -k * C2, 0);
  add(rh, rl, -k * C3, 0);
  const r = rh;
  const r0 = rl;
  // r²/2 exactly as double-double, the higher terms (< 3e-8) in double.
  const r2 = r * r;
  const r2e = twoProdErr(r, r, r2) + 2 * r * r0;
  const tail =
    r * r2 * (1 / 6 + r * (1 / 24 + r * (1 / 120 + r * (1 / 720 + r * (1 / 5040 + r * (1 / 40320))))));
  add(r, r0, r2 / 2, r2e / 2 + tail);
  add(1, 0, rh, rl);
  mul(TABLE_H[j], TABLE_L[j], rh, rl);
  const scale = 2 ** m;
  rh *= scale;
  rl *= scale;
}

/** e^x rounded to nearest (the C library's exp). */
export function expRounded(x: number): number {
  if (!(x > -708 && x < 709)) return Math.exp(x); // far tails, NaN: subnormal or overflowing results
  if (x === 0) return 1;
  expDD(x);
  return rh + rl;
}

/** ln x rounded to nearest (the C library's log). */
export function logRounded(x: number): number {
  if (!(x > 1e-300 && x < 1e300)) return Math.log(x); // zero, subnormal, huge, infinite, NaN, negative
  if (x === 1) return 0;
  const y0 = Math.log(x);
  expDD(-y0);
  // u = x·e^(−y₀) − 1, |u| ~ 1e-16, carried to ~1e-32.
  const p = x * rh;
  const pe = twoProdErr(x, rh, p) + x * rl;
  add(p, pe, -1, 0);
  add(y0, 0, rh, rl);
  return rh + rl;
}
