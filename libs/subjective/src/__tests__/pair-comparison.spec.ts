import { bradleyTerryMle } from '../bradley-terry.js';
import { normalCdf } from '../normal-distribution.js';
import { analysePairComparison } from '../pair-comparison.js';
import { isStronglyConnected, winMatrix, type PairJudgement } from '../pair-comparison-data.js';
import { seededRandom } from '../simulation/simulate-study.js';
import { thurstoneMle } from '../thurstone.js';

const asMatrix = (rows: number[][]) => rows.map((r) => Float64Array.from(r));

/** Judgements with planted scale values: every observer judges `perObserver` random pairs, order random. */
function simulatePc(
  seed: number,
  truth: readonly number[],
  observers: number,
  perObserver: number,
  p: (d: number) => number,
  reversed = 0,
): PairJudgement[] {
  const random = seededRandom(seed);
  const out: PairJudgement[] = [];
  const m = truth.length;
  for (let s = 0; s < observers; s++) {
    for (let k = 0; k < perObserver; k++) {
      const a = Math.floor(random() * m);
      let b = Math.floor(random() * (m - 1));
      if (b >= a) b++;
      let aWins = random() < p(truth[a] - truth[b]);
      if (s < reversed) aWins = !aWins;
      out.push({
        observer: `o${String(s).padStart(4, '0')}`,
        a: `s${a}`,
        b: `s${b}`,
        winner: aWins ? 'a' : 'b',
      });
    }
  }
  return out;
}

const logistic = (d: number) => 1 / (1 + Math.exp(-d));

describe('normal distribution', () => {
  it('matches tabulated Φ (Abramowitz and Stegun 26.2) in the body and the tails', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 15);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 15);
    expect(normalCdf(3)).toBeCloseTo(0.9986501019683699, 15);
    expect(normalCdf(-5) / 2.866515718791939e-7).toBeCloseTo(1, 12);
    expect(normalCdf(-10) / 7.61985302416047e-24).toBeCloseTo(1, 12);
  });
});

describe('Bradley–Terry and Thurstone on sureal’s example matrix', () => {
  // The win matrix of sureal's own docstring example (pc_subjective_model.py).
  const alpha = asMatrix([
    [0, 3, 2, 7],
    [1, 0, 6, 3],
    [4, 3, 0, 0],
    [1, 2, 5, 0],
  ]);

  it('Bradley–Terry satisfies the likelihood equations: expected wins equal observed wins', () => {
    const fit = bradleyTerryMle(alpha);
    expect(fit.converged).toBe(true);
    const p = fit.scores.map(Math.exp);
    expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    for (let i = 0; i < 4; i++) {
      let expected = 0;
      let observed = 0;
      for (let j = 0; j < 4; j++) {
        expected += ((alpha[i][j] + alpha[j][i]) * p[i]) / (p[i] + p[j]);
        observed += alpha[i][j];
      }
      expect(expected).toBeCloseTo(observed, 6);
    }
  });

  it("Thurstone reports sureal's SLSQP point, within SLSQP's precision of its optimum", () => {
    const fit = thurstoneMle(alpha);
    expect(fit.solver).toBe('slsqp');
    expect(fit.converged).toBe(true);
    fit.scores.forEach((x, i) => expect(Math.abs(x - fit.optimumScores[i])).toBeLessThan(5e-5));
    expect(thurstoneMle(alpha, { solver: 'newton' }).scores).toEqual(fit.optimumScores);
  });

  it('Thurstone has a zero gradient at its mean-zero optimum', () => {
    const fit = thurstoneMle(alpha, { solver: 'newton' });
    expect(fit.converged).toBe(true);
    expect(fit.scores.reduce((s, x) => s + x, 0)).toBeCloseTo(0, 12);
    const ll = (v: number[]) => {
      let f = 0;
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 4; j++)
          if (alpha[i][j]) f += alpha[i][j] * Math.log(normalCdf(v[i] - v[j]) + 1e-8 / 4);
      return f;
    };
    for (let i = 0; i < 4; i++) {
      const up = [...fit.scores];
      const down = [...fit.scores];
      up[i] += 1e-6;
      down[i] -= 1e-6;
      expect((ll(up) - ll(down)) / 2e-6).toBeCloseTo(0, 5);
    }
  });
});

describe('designs without a finite scale', () => {
  it('a stimulus that never lost is reported as not identifiable', () => {
    const alpha = asMatrix([
      [0, 3, 2],
      [0, 0, 1],
      [0, 1, 0],
    ]);
    expect(isStronglyConnected(alpha)).toBe(false);
    expect(bradleyTerryMle(alpha).identifiable).toBe(false);
    expect(thurstoneMle(alpha).identifiable).toBe(false);
  });

  it('ties count half a win each way and connect the design', () => {
    const { alpha } = winMatrix([
      { observer: 'x', a: 'p', b: 'q', winner: 'tie' },
      { observer: 'x', a: 'q', b: 'p', winner: 'tie' },
    ]);
    expect([...alpha[0]]).toEqual([0, 1]);
    const fit = bradleyTerryMle(alpha);
    expect(fit.identifiable).toBe(true);
    expect(fit.scores[0]).toBeCloseTo(fit.scores[1], 12);
  });
});

describe('seeded simulations with planted truth', () => {
  const truth = [-1.2, -0.8, -0.5, -0.2, 0, 0.1, 0.4, 0.7, 1.0, 1.5];
  const m = truth.length;

  function coverage(model: 'bt' | 'thurstone') {
    const p = model === 'bt' ? logistic : normalCdf;
    let covered = 0;
    let surealCovered = 0;
    let total = 0;
    let se = 0;
    for (let rep = 0; rep < 100; rep++) {
      const data = simulatePc(1000 + rep, truth, 40, 15, p);
      const { alpha, stimuli } = winMatrix(data);
      const fit = model === 'bt' ? bradleyTerryMle(alpha) : thurstoneMle(alpha);
      const planted = stimuli.map((s) => truth[Number(s.slice(1))]);
      // Put the planted values on the fit's normalisation: Σ exp(v) = 1 for BT, mean 0 for Thurstone.
      const shift =
        model === 'bt'
          ? -Math.log(planted.reduce((s, x) => s + Math.exp(x), 0))
          : -planted.reduce((s, x) => s + x, 0) / m;
      planted.forEach((t, i) => {
        const target = t + shift;
        total++;
        se += (fit.scores[i] - target) ** 2;
        if (fit.ci95[i][0] <= target && target <= fit.ci95[i][1]) covered++;
        if (fit.surealCi95[i][0] <= target && target <= fit.surealCi95[i][1]) surealCovered++;
      });
    }
    return { coverage: covered / total, surealCoverage: surealCovered / total, rmse: Math.sqrt(se / total) };
  }

  it('Bradley–Terry: small RMSE and textbook intervals cover 95 %', () => {
    const r = coverage('bt');
    console.log(
      `BT simulation: rmse ${r.rmse.toFixed(3)}, coverage ${r.coverage}, sureal ${r.surealCoverage}`,
    );
    expect(r.rmse).toBeLessThan(0.35);
    expect(r.coverage).toBeGreaterThan(0.93);
    expect(r.coverage).toBeLessThan(0.97);
  });

  it('Thurstone: small RMSE and textbook intervals cover 95 %', () => {
    const r = coverage('thurstone');
    console.log(
      `Thurstone simulation: rmse ${r.rmse.toFixed(3)}, coverage ${r.coverage}, sureal ${r.surealCoverage}`,
    );
    expect(r.rmse).toBeLessThan(0.25);
    expect(r.coverage).toBeGreaterThan(0.93);
    expect(r.coverage).toBeLessThan(0.97);
  });

  it('screening flags observers with swapped buttons, few others, and the refit is closer to the truth', () => {
    const data = simulatePc(77, truth, 100, 20, logistic, 5);
    const on = analysePairComparison({ judgements: data, model: 'bt', screening: true });
    const off = analysePairComparison({ judgements: data, model: 'bt', screening: false });
    const reversed = ['o0000', 'o0001', 'o0002', 'o0003', 'o0004'];
    expect(on.excluded).toEqual(expect.arrayContaining(reversed));
    expect(on.excluded.length).toBeLessThanOrEqual(8);
    expect(off.excluded).toEqual([]);
    const spread = (r: typeof on) => r.stimuli[r.stimuli.length - 1].score - r.stimuli[0].score;
    // Swapped buttons pull the scale together; without them the spread is closer to the planted 2.7 (s9 − s0 ... ).
    const planted = truth[9] - truth[0];
    expect(Math.abs(spread(on) - planted)).toBeLessThan(Math.abs(spread(off) - planted));
  });

  it('counts circular triads', () => {
    const cyc: PairJudgement[] = [
      { observer: 'c', a: 'x', b: 'y', winner: 'a' },
      { observer: 'c', a: 'y', b: 'z', winner: 'a' },
      { observer: 'c', a: 'z', b: 'x', winner: 'a' },
      { observer: 't', a: 'x', b: 'y', winner: 'a' },
      { observer: 't', a: 'y', b: 'z', winner: 'a' },
      { observer: 't', a: 'x', b: 'z', winner: 'a' },
    ];
    const r = analysePairComparison({ judgements: cyc, model: 'bt', screening: false });
    const byName = Object.fromEntries(r.observers.map((o) => [o.observer, o]));
    expect(byName.c).toMatchObject({ circular_triads: 1, complete_triads: 1 });
    expect(byName.t).toMatchObject({ circular_triads: 0, complete_triads: 1 });
  });
});
