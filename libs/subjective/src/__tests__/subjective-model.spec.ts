import fc from 'fast-check';
import { CI95_Z } from '@vvq/contracts';
import { fitSubjectiveModel, observerInconsistency } from '../subjective-model.js';
import { recoveryFigures, simulateStudy } from '../simulation/simulate-study.js';
import { surealMle } from '../sureal-mle.js';

const rows = (list: [string, string, number][]) =>
  list.map(([observer, presentation, score]) => ({ observer, presentation, score }));

describe('fitSubjectiveModel: hand-worked cases', () => {
  it('2 observers × 2 presentations with a pure bias: exact qualities, biases ±0.5 and the profiled interval', () => {
    // A scores 3, 4 and B 4, 5: b = ∓0.5 (mean 0), x = 3.5, 4.5, every residual 0.
    const fit = fitSubjectiveModel(
      rows([
        ['A', 'p1', 3],
        ['A', 'p2', 4],
        ['B', 'p1', 4],
        ['B', 'p2', 5],
      ]),
    );
    expect(fit.converged).toBe(true);
    expect(fit.presentations.map((p) => p.quality)).toEqual([
      expect.closeTo(3.5, 12),
      expect.closeTo(4.5, 12),
    ]);
    expect(fit.observers.map((o) => o.bias)).toEqual([expect.closeTo(-0.5, 12), expect.closeTo(0.5, 12)]);
    // σ₀² stays at its start, the residual variance about the MOS: (4 · 0.25)/(N − E) = 0.5. Each observer has
    // d = n − 1 − leverage·(1 − 1/n) = 1 − 1·½ = ½ residual degrees of freedom, so v² = (0 + 4·0.5)/(½ + 4) = 4/9.
    for (const o of fit.observers) expect(o.inconsistency).toBeCloseTo(2 / 3, 12);
    // Information on x_e with the biases profiled out: Σ_s 1·(1 − 1/2)/v² = 1/v², so SE = v = 2/3.
    expect(fit.presentations[0].ci95_low).toBeCloseTo(3.5 - CI95_Z * (2 / 3), 12);
    expect(fit.presentations[0].ci95_high).toBeCloseTo(3.5 + CI95_Z * (2 / 3), 12);
    // Bias SE² = v²/n + Σ Var(x_e)/n² = 4/9/2 + 2·4/9/4 = 4/9.
    expect(fit.observers[0].bias_ci95_high).toBeCloseTo(-0.5 + CI95_Z * (2 / 3), 12);
  });

  it('a presentation scored only by one-score observers has a quality but no interval (the bias absorbs it)', () => {
    const fit = fitSubjectiveModel(
      rows([
        ['A', 'p1', 3],
        ['A', 'p2', 4],
        ['B', 'p1', 4],
        ['B', 'p2', 5],
        ['C', 'p3', 2],
      ]),
    );
    const p3 = fit.presentations.find((p) => p.presentation === 'p3')!;
    expect(Number.isFinite(p3.quality)).toBe(true);
    expect([p3.ci95_low, p3.ci95_high]).toEqual([null, null]);
  });

  it('with every presentation scored once there is no noise to measure: qualities = scores, no intervals', () => {
    const fit = fitSubjectiveModel(
      rows([
        ['A', 'p1', 3],
        ['A', 'p2', 4],
        ['B', 'p3', 2],
        ['B', 'p4', 5],
      ]),
    );
    expect(fit.converged).toBe(true);
    expect(fit.pooled_inconsistency).toBeNull();
    // Biases are free here; the mean-zero rule keeps them at 0, so the qualities are the scores.
    expect(fit.presentations.map((p) => p.quality)).toEqual([3, 4, 2, 5]);
    expect(fit.presentations.every((p) => p.ci95_low === null && p.ci95_high === null)).toBe(true);
    expect(fit.observers[0]).toEqual({
      observer: 'A',
      n: 2,
      bias: 0,
      bias_ci95_low: null,
      bias_ci95_high: null,
      inconsistency: null,
      inconsistency_ci95_low: null,
      inconsistency_ci95_high: null,
    });
  });

  it('observerInconsistency singles out a rater who ignores the video among honest ones (for live gating)', () => {
    // 12 scores per observer: with 4, one random rater is not reliably told from the noisiest honest ones.
    const { scores } = simulateStudy(4, 30, 120, 12);
    // o0 answers 1, 5, 1, 5, … whatever the video.
    let turn = 0;
    const noisy = scores.map((s) => (s.observer === 'o0' ? { ...s, score: turn++ % 2 ? 5 : 1 } : s));
    const byObserver = observerInconsistency(noisy);
    const others = [...byObserver].filter(([o]) => o !== 'o0').map(([, v]) => v.inconsistency!);
    expect(byObserver.get('o0')!.inconsistency!).toBeGreaterThan(Math.max(...others));
    expect(byObserver.get('o0')!.inconsistency_ci95_low!).toBeLessThan(byObserver.get('o0')!.inconsistency!);
  });

  it('reports converged: false when the iteration cap comes first', () => {
    const study = simulateStudy(3, 30, 60);
    const capped = fitSubjectiveModel(study.scores, { maxIterations: 2 });
    expect(capped).toMatchObject({ converged: false, iterations: 2 });
    expect(fitSubjectiveModel(study.scores).converged).toBe(true);
  });

  it('shifting every score moves only the qualities; shifting one observer moves only the level and that bias', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (seed, c) => {
          const { scores } = simulateStudy(seed, 12, 30);
          const base = fitSubjectiveModel(scores);
          const shifted = fitSubjectiveModel(scores.map((s) => ({ ...s, score: s.score + c })));
          base.presentations.forEach((p, e) =>
            expect(shifted.presentations[e].quality - p.quality).toBeCloseTo(c, 6),
          );
          base.observers.forEach((o, s) => expect(shifted.observers[s].bias).toBeCloseTo(o.bias, 6));
          const one = fitSubjectiveModel(
            scores.map((s) => (s.observer === 'o0' ? { ...s, score: s.score + c } : s)),
          );
          const S = base.observers.length;
          base.presentations.forEach((p, e) =>
            expect(one.presentations[e].quality - p.quality).toBeCloseTo(c / S, 6),
          );
        },
      ),
      { numRuns: 15 },
    );
  });

  it('on a complete design where sureal MLE_CO lets one inconsistency collapse, ours stays sensible and closer', () => {
    // Seed 7, 40 presentations × 12 observers, every observer scores everything: sureal's damped Newton step drives
    // one observer's v_s to ~1e-8, who then gets all the weight, and its qualities follow that one observer.
    const study = simulateStudy(7, 40, 12, 40);
    const fit = fitSubjectiveModel(study.scores);
    const values = new Float64Array(40 * 12);
    for (const s of study.scores)
      values[Number(s.presentation.slice(1)) * 12 + Number(s.observer.slice(1))] = s.score;
    const sureal = surealMle({ E: 40, S: 12, R: 1, values }, 'CONTENT_OBLIVIOUS');
    expect(Math.min(...sureal.inconsistency)).toBeLessThan(1e-6);
    expect(Math.min(...fit.observers.map((o) => o.inconsistency ?? 0))).toBeGreaterThan(0.2);
    const rmse = (q: (e: number) => number) =>
      Math.sqrt(study.quality.reduce((a, t, e) => a + (q(e) - t) ** 2, 0) / study.quality.length);
    const ours = new Map(fit.presentations.map((p) => [p.presentation, p.quality]));
    expect(rmse((e) => ours.get(`p${e}`)!)).toBeLessThan(rmse((e) => sureal.quality[e]));
  });
});

describe('fitSubjectiveModel on sparse designs (4 scores per observer), seeded simulations with known truth', () => {
  it('60 presentations × 150 observers: converges, beats the MOS, 95 % intervals cover 93–97 % of the time', () => {
    let mle = 0;
    let mos = 0;
    let covered = 0;
    const runs = 20;
    for (let seed = 1; seed <= runs; seed++) {
      const f = recoveryFigures(simulateStudy(seed, 60, 150));
      expect(f.converged).toBe(true);
      mle += f.rmse_mle;
      mos += f.rmse_mos;
      covered += f.coverage;
    }
    expect(mle / runs).toBeLessThan(mos / runs);
    expect(covered / runs).toBeGreaterThanOrEqual(0.93);
    expect(covered / runs).toBeLessThanOrEqual(0.97);
  });

  it('200 presentations × 5,000 observers: converges, beats the MOS, covers 93–97 %', () => {
    const f = recoveryFigures(simulateStudy(1, 200, 5000));
    expect(f.converged).toBe(true);
    expect(f.rmse_mle).toBeLessThan(f.rmse_mos);
    expect(f.coverage).toBeGreaterThanOrEqual(0.9);
    expect(f.coverage).toBeLessThanOrEqual(0.99);
    expect(f.bias_coverage).toBeGreaterThanOrEqual(0.93);
    expect(f.bias_coverage).toBeLessThanOrEqual(0.97);
  });
});
