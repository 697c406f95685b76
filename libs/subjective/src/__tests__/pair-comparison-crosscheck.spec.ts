import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bradleyTerryMle } from '../bradley-terry.js';
import { winMatrix, type PairJudgement } from '../pair-comparison-data.js';
import { thurstoneMle } from '../thurstone.js';

interface ReferenceCase {
  sparse: boolean;
  /** 20–50 stimuli; these carry sureal's numbers only (no tight optimum, no finite-difference std). */
  large: boolean;
  judgements: PairJudgement[];
  stimuli: string[];
  bt: { scores: number[]; sureal_std: number[]; std?: number[]; iterations: number };
  thurstone: {
    /** sureal's SLSQP `res.x` as it reports it, and its `nit`. */
    sureal_scores: number[];
    nit: number;
    sureal_std: number[];
    scores?: number[];
    std?: number[];
    success: boolean;
  };
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'pair-comparison-reference.py');
/**
 * numpy's OpenBLAS picks its kernels by the CPU and splits its work by its thread count, and SLSQP's iteration count
 * follows the last bits: on an AMD EPYC (Zen kernels) one 43-stimulus design took 36 iterations where the Intel
 * machines' reference took 33 (the scores the same to 3e-5), and one thread gives 36 on either. The reference is
 * pinned to the generic x86-64 kernels and two threads (what the Intel 2-core machines gave), the same on every machine.
 */
const SAME_BLAS_EVERYWHERE: Record<string, string> =
  process.arch === 'x64' ? { OPENBLAS_CORETYPE: 'Prescott', OPENBLAS_NUM_THREADS: '2' } : {};

const hasNumpy = spawnSync('python3', ['-c', 'import numpy, scipy'], { stdio: 'ignore' }).status === 0;

function expectClose(actual: readonly number[], expected: readonly number[], tol: number, what: string) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => {
    if (!(Math.abs(a - expected[i]) <= tol * Math.max(1, Math.abs(expected[i]))))
      throw new Error(`${what}[${i}]: ${a} differs from the reference ${expected[i]} by more than ${tol}`);
  });
}

function maxAbsDifference(a: readonly number[], b: readonly number[]): number {
  return a.reduce((worst, x, i) => Math.max(worst, Math.abs(x - b[i])), 0);
}

function centred(v: readonly number[]): number[] {
  const mean = v.reduce((s, x) => s + x, 0) / v.length;
  return v.map((x) => x - mean);
}

(hasNumpy ? describe : describe.skip)('pair comparison against a numpy/scipy restatement of sureal', () => {
  let cases: ReferenceCase[] = [];
  beforeAll(() => {
    const run = spawnSync('python3', [script, '20261127', '16', '8'], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      env: { ...process.env, ...SAME_BLAS_EVERYWHERE },
    });
    if (run.status !== 0) throw new Error(run.stderr);
    cases = JSON.parse(run.stdout) as ReferenceCase[];
  });

  const small = () => cases.filter((c) => !c.large);

  it('covers complete and sparse designs, small and large, with ties', () => {
    expect(small().filter((c) => c.sparse).length).toBeGreaterThan(2);
    expect(small().filter((c) => !c.sparse).length).toBeGreaterThan(2);
    expect(cases.filter((c) => c.large && c.sparse).length).toBeGreaterThan(1);
    expect(cases.filter((c) => c.large && !c.sparse).length).toBeGreaterThan(1);
    expect(Math.max(...cases.map((c) => c.stimuli.length))).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.judgements.some((j) => j.winner === 'tie')).length).toBeGreaterThan(4);
  });

  it("Bradley–Terry equals sureal's BT_MLE (scores, its std, the iteration count) to 1e-9", () => {
    for (const c of cases) {
      const fit = bradleyTerryMle(winMatrix(c.judgements, c.stimuli).alpha);
      expect(fit.converged).toBe(true);
      expect(fit.identifiable).toBe(true);
      expect(Math.abs(fit.iterations - c.bt.iterations)).toBeLessThanOrEqual(1);
      expectClose(fit.scores, c.bt.scores, 1e-9, 'bt score');
      expectClose(fit.surealStd, c.bt.sureal_std, 1e-9, 'bt sureal std');
    }
  });

  it('Bradley–Terry textbook std equals the finite-difference observed information (1e-5)', () => {
    for (const c of small()) {
      const fit = bradleyTerryMle(winMatrix(c.judgements, c.stimuli).alpha);
      expectClose(fit.std, c.bt.std ?? [], 1e-5, 'bt std');
    }
  });

  // Our default Thurstone scores are sureal's SLSQP point itself (the port of scipy's SLSQP on sureal's objective),
  // raw as sureal reports it; the SLSQP path is the same step for step (nit and nfev agree) and the first iteration
  // is bit-identical, some whole runs too. What differs is last-bit rounding: numpy's AVX-512 log against the C
  // library's that we reproduce (they differ in ~0.6 % of arguments), and OpenBLAS's fused multiply-adds and
  // summation order inside SLSQP's vector operations. The finite-difference gradient magnifies both by
  // 1/√eps ≈ 7e7: ~1e-6 of score on the small designs, up to ~1e-5 on the large ones (measured 2.9e-6 and 1.1e-5).
  // sureal itself moves as much between machines: with numpy's log swapped for the C library's, its result on
  // the 39-stimulus case moves by 2.7e-5 and stops at iteration 27 instead of 25.
  it("Thurstone scores equal sureal's SLSQP result (x and nit) on small and large designs", () => {
    let worstSmall = 0;
    let worstLarge = 0;
    let sameNit = 0;
    for (const c of cases) {
      expect(c.thurstone.success).toBe(true);
      const fit = thurstoneMle(winMatrix(c.judgements, c.stimuli).alpha);
      expect(fit.solver).toBe('slsqp');
      expect(fit.converged).toBe(true);
      const tol = c.large ? 5e-5 : 1e-5;
      expectClose(
        fit.scores,
        c.thurstone.sureal_scores,
        tol,
        `thurstone vs SLSQP (${c.stimuli.length} stimuli)`,
      );
      const d = maxAbsDifference(fit.scores, c.thurstone.sureal_scores);
      if (c.large) worstLarge = Math.max(worstLarge, d);
      else worstSmall = Math.max(worstSmall, d);
      expect(Math.abs(fit.iterations - c.thurstone.nit)).toBeLessThanOrEqual(2);
      if (fit.iterations === c.thurstone.nit) sameNit++;
    }
    // For the record: the issue asks to report the agreement and the iteration counts.
    console.log(
      `Thurstone vs sureal SLSQP: max |Δscore| ${worstSmall.toExponential(2)} (3–8 stimuli), ` +
        `${worstLarge.toExponential(2)} (20–50 stimuli); nit equal in ${sameNit}/${cases.length}`,
    );
    expect(sameNit).toBeGreaterThanOrEqual(cases.length - 2);
  });

  // SLSQP stops on ftol 1e-8 of the objective, up to ~2.5e-5 short of the optimum; Newton reaches the optimum.
  it("Thurstone's optimum (Newton) equals a tight optimum of sureal's objective to 1e-7", () => {
    for (const c of small()) {
      const fit = thurstoneMle(winMatrix(c.judgements, c.stimuli).alpha);
      const newton = thurstoneMle(winMatrix(c.judgements, c.stimuli).alpha, { solver: 'newton' });
      expect(newton.solver).toBe('newton');
      expect(newton.converged).toBe(true);
      expect(newton.iterations).toBeLessThan(30);
      expect(newton.scores).toEqual(fit.optimumScores);
      expectClose(newton.scores, c.thurstone.scores ?? [], 1e-7, 'thurstone optimum vs tight optimum');
      expectClose(fit.optimumScores, centred(c.thurstone.sureal_scores), 5e-5, 'optimum vs SLSQP');
    }
  });

  it("Thurstone's sureal std matches sureal's formula at sureal's point, the textbook std the observed information", () => {
    for (const c of cases) {
      const fit = thurstoneMle(winMatrix(c.judgements, c.stimuli).alpha);
      expectClose(fit.surealStd, c.thurstone.sureal_std, c.large ? 1e-5 : 1e-7, 'thurstone sureal std');
    }
    for (const c of small()) {
      const newton = thurstoneMle(winMatrix(c.judgements, c.stimuli).alpha, { solver: 'newton' });
      expectClose(newton.std, c.thurstone.std ?? [], 1e-5, 'thurstone std');
    }
  });
});
