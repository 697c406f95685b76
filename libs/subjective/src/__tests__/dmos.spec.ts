import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DmosInputError, dmosTable, surealDmosMle, type DmosRecord } from '../dmos.js';
import { seededRandom } from '../simulation/simulate-study.js';

interface ReferenceCase {
  disjoint: boolean;
  records: DmosRecord[];
  names: string[];
  dmos: number[];
  sureal_std: number[];
  independent_std: number[];
  MLE?: { quality: number[]; quality_std: number[]; iterations: number };
  MLE_CO?: { quality: number[]; quality_std: number[]; iterations: number };
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'dmos-reference.py');
const hasNumpy = spawnSync('python3', ['-c', 'import numpy, scipy'], { stdio: 'ignore' }).status === 0;

function expectClose(actual: readonly number[], expected: readonly number[], tol: number, what: string) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => {
    if (!(Math.abs(a - expected[i]) <= tol * Math.max(1, Math.abs(expected[i]))))
      throw new Error(`${what}[${i}]: ${a} differs from the reference ${expected[i]}`);
  });
}

const rec = (
  observer: string,
  presentation: string,
  content: string,
  isReference: boolean,
  score: number,
) => ({
  observer,
  presentation,
  content,
  isReference,
  score,
});

describe('DMOS (ACR-HR), worked example', () => {
  // Two observers, one content: reference rated 5 and 4, the processed clip 3 and 3.
  const records = [
    rec('ann', 'ref', 'c', true, 5),
    rec('bob', 'ref', 'c', true, 4),
    rec('ann', 'pvs', 'c', false, 3),
    rec('bob', 'pvs', 'c', false, 3),
  ];

  it('DMOS = MOS − MOS(ref) + 5; sureal’s std ignores the reference, ours uses the paired differences', () => {
    const [pvs, ref] = dmosTable(records);
    expect(ref).toMatchObject({ presentation: 'ref', dmos: 5, std: 0 });
    expect(pvs.dmos).toBeCloseTo(3 - 4.5 + 5, 12);
    expect(pvs.sureal_std).toBe(0); // the two scores of pvs are equal
    // DV = 3 − 5 + 5 = 3 and 3 − 4 + 5 = 4: SD 0.7071…, / √2 = 0.5.
    expect(pvs.std).toBeCloseTo(0.5, 12);
  });

  it('refuses a content without a reference, or with two, naming it', () => {
    expect(() => dmosTable([rec('a', 'x', 'c1', false, 3)])).toThrow(DmosInputError);
    expect(() => dmosTable([rec('a', 'x', 'c1', false, 3)])).toThrow("content 'c1' has no reference");
    expect(() => dmosTable([rec('a', 'x', 'c', true, 3), rec('a', 'y', 'c', true, 4)])).toThrow(
      "content 'c' has two references",
    );
    expect(() => dmosTable([rec('a', 'x', 'c', true, 3), rec('b', 'x', 'd', true, 4)])).toThrow(
      "presentation 'x' is given with two different",
    );
  });
});

(hasNumpy ? describe : describe.skip)('DMOS against a numpy restatement of sureal and of P.910', () => {
  let cases: ReferenceCase[] = [];
  beforeAll(() => {
    const run = spawnSync('python3', [script, '20261127', '9'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    if (run.status !== 0) throw new Error(run.stderr);
    cases = JSON.parse(run.stdout) as ReferenceCase[];
  });

  it("closed form equals sureal's DmosModel (DMOS and std) to 1e-9", () => {
    for (const c of cases) {
      const rows = dmosTable(c.records);
      expect(rows.map((r) => r.presentation)).toEqual(c.names);
      expectClose(
        rows.map((r) => r.dmos),
        c.dmos,
        1e-9,
        'dmos',
      );
      expectClose(
        rows.map((r) => r.sureal_std),
        c.sureal_std,
        1e-9,
        'sureal std',
      );
    }
  });

  it('default std equals P.910 differential viewer scores (complete) and Welch (disjoint panels)', () => {
    expect(cases.some((c) => c.disjoint)).toBe(true);
    for (const c of cases)
      expectClose(
        dmosTable(c.records).map((r) => r.std),
        c.independent_std,
        1e-9,
        c.disjoint ? 'welch std' : 'DV std',
      );
  });

  it("sureal's MLE and MLE_CO with dscore_mode equal the restatement to 1e-5", () => {
    for (const c of cases) {
      for (const mode of ['MLE', 'MLE_CO'] as const) {
        const ref = c[mode];
        if (!ref) continue;
        const fit = surealDmosMle(c.records, mode === 'MLE' ? 'DEFAULT' : 'CONTENT_OBLIVIOUS');
        expect(Math.abs(fit.iterations - ref.iterations)).toBeLessThanOrEqual(1);
        expectClose(
          fit.rows.map((r) => r.dmos),
          ref.quality,
          1e-5,
          `${mode} dmos`,
        );
        expectClose(
          fit.rows.map((r) => r.std),
          ref.quality_std,
          1e-5,
          `${mode} std`,
        );
      }
    }
  });
});

describe('DMOS, seeded simulation with planted truth', () => {
  it('the default interval covers the planted DMOS about 95 % of the time; sureal’s undercovers', () => {
    const random = seededRandom(2211);
    const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    let covered = 0;
    let surealCovered = 0;
    let total = 0;
    for (let rep = 0; rep < 300; rep++) {
      const S = 20;
      const bias = Array.from({ length: S }, () => 0.5 * gauss());
      const truth = { ref: 4.5, a: 3.2, b: 2.1 };
      const records: DmosRecord[] = [];
      for (let s = 0; s < S; s++)
        for (const [name, q] of Object.entries(truth))
          records.push(rec(`o${s}`, name, 'c', name === 'ref', q + bias[s] + 0.8 * gauss()));
      for (const row of dmosTable(records)) {
        if (row.is_reference) continue;
        const planted = truth[row.presentation as 'a' | 'b'] - truth.ref + 5;
        total++;
        if (row.ci95_low <= planted && planted <= row.ci95_high) covered++;
        if (row.sureal_ci95_low <= planted && planted <= row.sureal_ci95_high) surealCovered++;
      }
    }
    console.log(`DMOS simulation: coverage ${covered / total}, sureal ${surealCovered / total}`);
    expect(covered / total).toBeGreaterThan(0.92);
    expect(covered / total).toBeLessThan(0.97);
  });
});
