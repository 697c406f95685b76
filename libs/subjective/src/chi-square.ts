/**
 * Chi-square quantiles (scipy's `chi2.ppf`) for the observer-inconsistency intervals of the maximum-likelihood
 * models. Built from the regularised lower incomplete gamma function P(a, x) (series below a + 1, Lentz's continued
 * fraction above, as in Numerical Recipes §6.2), inverted by Newton steps safeguarded by bisection. Accurate to
 * ~1e-12 relative, far inside the 1e-5 the sureal cross-check asks for.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised lower incomplete gamma P(a, x). */
export function lowerGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 - Math.exp(logPrefix) * h;
}

/** The p-quantile of the chi-square distribution with `df` > 0 degrees of freedom (scipy `chi2.ppf(p, df)`). */
export function chiSquareQuantile(p: number, df: number): number {
  if (!(df > 0) || !(p > 0 && p < 1)) return Number.NaN;
  const a = df / 2;
  const cdf = (x: number) => lowerGammaP(a, x / 2);
  const logNorm = -a * Math.log(2) - logGamma(a);
  const pdf = (x: number) => Math.exp(logNorm + (a - 1) * Math.log(x) - x / 2);
  // Wilson–Hilferty start, then Newton inside a bracket that bisection keeps honest.
  const z = normalQuantile(p);
  const h = 2 / (9 * df);
  let x = Math.max(df * Math.pow(1 - h + z * Math.sqrt(h), 3), 1e-8);
  let lo = 0;
  let hi = Math.max(2 * x, df + 50 * Math.sqrt(2 * df) + 100);
  while (cdf(hi) < p) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const f = cdf(x) - p;
    if (f > 0) hi = x;
    else lo = x;
    const step = f / pdf(x);
    let next = x - step;
    if (!(next > lo && next < hi) || !Number.isFinite(next)) next = (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * Math.max(1, x)) return next;
    x = next;
  }
  return x;
}

/** Standard normal quantile (Acklam's rational approximation, ~1e-9), only used as a starting point. */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pl = 0.02425;
  if (p < pl) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    );
  }
  if (p > 1 - pl) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}
