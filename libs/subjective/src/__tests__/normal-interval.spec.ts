import { normalCdf, normalPdf } from '../normal-distribution.js';
import { erfc, normalInterval, type NormalInterval } from '../normal-interval.js';

/** Python's math.erfc (CPython, double precision), printed with repr. */
const PYTHON_ERFC: [number, number][] = [
  [-3, 1.9999779095030015],
  [-0.3, 1.3286267594591274],
  [0, 1],
  [0.2, 0.7772974107895215],
  [0.46875, 0.507386526782062],
  [0.5, 0.4795001221869535],
  [1, 0.15729920705028513],
  [2.5, 0.0004069520174449589],
  [4, 1.541725790028002e-8],
  [5.5, 7.357847917974398e-15],
  [10, 2.088487583762545e-45],
  [26, 5.663192408856143e-296],
];

/** Brute-force restatement: Simpson's rule on the density over [lo, hi] (both finite). */
function simpson(lo: number, hi: number, steps = 20_000): number {
  const h = (hi - lo) / steps;
  let sum = normalPdf(lo) + normalPdf(hi);
  for (let i = 1; i < steps; i++) sum += (i % 2 ? 4 : 2) * normalPdf(lo + i * h);
  return (sum * h) / 3;
}

const fresh = (): NormalInterval => ({ logP: 0, rLo: 0, rHi: 0 });

describe('normal distribution over an interval', () => {
  it.each(PYTHON_ERFC)('erfc(%p) matches Python to 1e-14 relative', (x, expected) => {
    expect(Math.abs(erfc(x) - expected) / expected).toBeLessThan(1e-14);
  });

  it('Φ is symmetric and Φ(0) = ½', () => {
    expect(normalCdf(0)).toBe(0.5);
    for (const z of [0.1, 0.7, 1.96, 3.3]) expect(normalCdf(z) + normalCdf(-z)).toBeCloseTo(1, 15);
  });

  it.each([
    [-0.5, 1.5],
    [1.2, 2.2],
    [-3.1, -2.1],
    [0.25, 0.75],
  ])('P[%p, %p] equals numerical integration of the density', (lo, hi) => {
    const r = normalInterval(lo, hi, fresh());
    expect(Math.exp(r.logP)).toBeCloseTo(simpson(lo, hi), 12);
    expect(r.rLo).toBeCloseTo(normalPdf(lo) / simpson(lo, hi), 10);
    expect(r.rHi).toBeCloseTo(normalPdf(hi) / simpson(lo, hi), 10);
  });

  it('far tails keep full precision where Φ(hi) − Φ(lo) would be 0 (Python: log of erfc differences)', () => {
    expect(normalInterval(8, 9, fresh()).logP).toBeCloseTo(-35.013618593437144, 11);
    expect(normalInterval(-9, -8, fresh()).logP).toBeCloseTo(-35.013618593437144, 11);
    expect(normalInterval(10, Infinity, fresh()).logP).toBeCloseTo(-53.23128515051246, 11);
    expect(normalInterval(-Infinity, -10, fresh()).logP).toBeCloseTo(-53.23128515051246, 11);
    expect(normalInterval(-0.5, 1.5, fresh()).logP).toBeCloseTo(-0.4705553654158995, 14);
    // 40 SD out: Φ underflows, the interval does not; the inverse Mills ratio φ/P → z.
    const far = normalInterval(40, Infinity, fresh());
    expect(Number.isFinite(far.logP)).toBe(true);
    expect(far.rLo).toBeCloseTo(40 + 1 / 40, 3);
    expect(far.rHi).toBe(0);
  });

  it('open ends have zero density ratio', () => {
    const r = normalInterval(-Infinity, 0.3, fresh());
    expect(r.rLo).toBe(0);
    expect(Math.exp(r.logP)).toBeCloseTo(normalCdf(0.3), 15);
  });
});
