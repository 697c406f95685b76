import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cephesNdtr } from '../cephes-ndtr.js';
import { forwardDifferenceGradient, slsqpUnconstrained } from '../slsqp-unconstrained.js';

interface Run {
  x0: number[];
  ftol: number;
  maxiter: number;
  x: number[];
  fun: number;
  nit: number;
  nfev: number;
  status: number;
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'slsqp-reference.py');
const hasScipy = spawnSync('python3', ['-c', 'import numpy, scipy'], { stdio: 'ignore' }).status === 0;

function rosen(x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length - 1; i++) {
    const a = x[i + 1] - x[i] * x[i];
    const b = 1 - x[i];
    s += 100 * (a * a) + b * b;
  }
  return s;
}

describe('the unconstrained SLSQP port', () => {
  it('takes the forward-difference step scipy takes: √eps·max(1, |x|), signed, +1 at 0, divided by the step taken', () => {
    const g = forwardDifferenceGradient(Float64Array.from([0, -3, 0.5]), 0, (x, i, xi) => {
      const y = Float64Array.from(x);
      y[i] = xi;
      return y[0] + 2 * y[1] + 4 * y[2] - (0 + 2 * -3 + 4 * 0.5);
    });
    // A linear function: the quotient is the slope up to the rounding of f at the offset point.
    [1, 2, 4].forEach((slope, i) => expect(Math.abs(g[i] - slope)).toBeLessThan(1e-6));
  });

  it('stops on the iteration limit with status 9 and nit = maxiter', () => {
    const run = slsqpUnconstrained(rosen, [-1.2, 1], { ftol: 1e-8, maxiter: 3 });
    expect(run.status).toBe(9);
    expect(run.success).toBe(false);
    expect(run.nit).toBe(3);
  });

  it('computes Φ as scipy.special.ndtr does (Cephes), to the last bit where the exp agrees', () => {
    expect(cephesNdtr(0)).toBe(0.5);
    expect(cephesNdtr(-40)).toBe(0);
    expect(cephesNdtr(40)).toBe(1);
    expect(Math.abs(cephesNdtr(1.2) - 0.8849303297782918)).toBeLessThan(2e-16);
    expect(Math.abs(cephesNdtr(-2.5) / 0.006209665325776132 - 1)).toBeLessThan(1e-15);
  });

  (hasScipy ? it : it.skip)(
    "follows scipy's own SLSQP step for step on Rosenbrock (x, nit, nfev, status)",
    () => {
      const run = spawnSync('python3', [script], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
      const runs = JSON.parse(run.stdout) as Run[];
      let worst = 0;
      for (const r of runs) {
        const ours = slsqpUnconstrained(rosen, r.x0, { ftol: r.ftol, maxiter: r.maxiter });
        const d = Math.max(...ours.x.map((x, i) => Math.abs(x - r.x[i])));
        expect(ours.status).toBe(r.status);
        if (r.maxiter === 5) {
          // The first iterations: the same evaluations, the same point to the rounding of BLAS (OpenBLAS's
          // kernels fuse multiply-adds and order sums their own way; the gradient quotient magnifies that).
          expect([ours.nit, ours.nfev]).toEqual([r.nit, r.nfev]);
          expect(d).toBeLessThan(1e-7);
        } else {
          // To the stop: on Rosenbrock's curved valley those last-bit differences grow to the stop's own
          // precision and can move the stop by an iteration.
          expect(Math.abs(ours.nit - r.nit)).toBeLessThanOrEqual(1);
          expect(d).toBeLessThan(2e-4);
        }
        worst = Math.max(worst, r.maxiter === 5 ? d : 0);
      }
      console.log(`SLSQP port vs scipy on Rosenbrock after 5 iterations: max |Δx| ${worst.toExponential(2)}`);
    },
  );
});
