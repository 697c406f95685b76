#!/usr/bin/env node
// Figures for docs/experimenter/analysis.md (the model behind live gating). Not a test: timings depend on the
// machine.   node scripts/mle-simulation.mjs [seeds=20]
// 1. The product's MLE model on seeded simulated studies with known true values, 4 scores per observer: mean over
//    seeds of the RMSE of the MLE qualities and of the plain MOS against the truth, coverage of the 95 % quality and
//    bias intervals, iterations, fit time. Unrounded scores (the model's assumption) and scores rounded to 1…5.
// 2. The ports of sureal's MLE, MLE_CO and P910 on the 60 × 150 × 4 design, to show how they fail there.
// 3. The whole analysis (screening, statistics, the MLE per video and per condition kind) of 200 videos × 5,000
//    observers × 4 scores, timed as the worker runs it.
import { tsImport } from 'tsx/esm/api';

const seeds = Number(process.argv[2] ?? 20);
const load = (path) => tsImport(`../libs/subjective/src/${path}`, import.meta.url);
const sim = await load('simulation/simulate-study.ts');
const { surealMle, surealP910 } = await load('sureal-mle.ts');
const { analyseScores } = await load('analyse-scores.ts');

const rounded = (study) => ({
  ...study,
  scores: study.scores.map((s) => ({ ...s, score: Math.min(5, Math.max(1, Math.round(s.score))) })),
});

console.log('1. Recovery of known qualities, 4 scores per observer');
for (const [E, S] of [
  [60, 150],
  [200, 5000],
]) {
  for (const [name, transform] of [
    ['unrounded', (s) => s],
    ['rounded to 1…5', rounded],
  ]) {
    const runs = [];
    for (let seed = 1; seed <= seeds; seed++)
      runs.push(sim.recoveryFigures(transform(sim.simulateStudy(seed, E, S))));
    const mean = (key) => runs.reduce((a, r) => a + Number(r[key]), 0) / runs.length;
    const max = (key) => Math.max(...runs.map((r) => Number(r[key])));
    console.log(
      `  ${E} × ${S}, ${name}, ${seeds} seeds: converged ${runs.filter((r) => r.converged).length}/${seeds}, ` +
        `iterations ≤ ${max('iterations')}, RMSE MLE ${mean('rmse_mle').toFixed(4)} vs MOS ${mean('rmse_mos').toFixed(4)}, ` +
        `quality CI coverage ${(100 * mean('coverage')).toFixed(1)} %, bias CI coverage ${(100 * mean('bias_coverage')).toFixed(1)} %, ` +
        `fit ${mean('milliseconds').toFixed(0)} ms mean, ${max('milliseconds').toFixed(0)} ms max`,
    );
  }
}

console.log('2. sureal (ported) on 60 presentations × 150 observers × 4 scores, seed 1');
const sparse = sim.simulateStudy(1, 60, 150);
const values = new Float64Array(60 * 150).fill(Number.NaN);
for (const s of sparse.scores)
  values[Number(s.presentation.slice(1)) * 150 + Number(s.observer.slice(1))] = s.score;
const cube = { E: 60, S: 150, R: 1, values };
const nanCount = (r) => r.quality.filter((q) => !Number.isFinite(q)).length;
for (const [name, run] of [
  ['MLE', () => surealMle(cube, 'DEFAULT')],
  ['MLE_CO', () => surealMle(cube, 'CONTENT_OBLIVIOUS')],
]) {
  const r = run();
  console.log(`  ${name}: stopped after ${r.iterations} iterations, ${nanCount(r)} of 60 qualities NaN`);
}
const p910 = surealP910(cube);
const p910Long = surealP910(cube, 100_000);
const moved = Math.max(...p910.quality.map((q, e) => Math.abs(q - p910Long.quality[e])));
console.log(
  `  P910: stopped after ${p910.iterations} iterations (cap 1,000); ${p910Long.iterations} iterations later the ` +
    `qualities moved by up to ${moved.toFixed(3)}`,
);

console.log('3. Whole analysis with model=mle, 200 videos × 5,000 observers × 4 scores');
const big = sim.simulateStudy(1, 200, 5000);
const attributes = new Map(
  Array.from({ length: 200 }, (_, e) => [
    `p${e}`,
    {
      video_id: e + 1,
      content: `c${e % 10}`,
      view: `v${Math.floor(e / 10) % 4}`,
      compression_type: 'tex',
      qp: `${Math.floor(e / 40)}`,
    },
  ]),
);
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  const full = analyseScores({
    source: 'database',
    dimension: 'overall',
    scores: big.scores,
    attributes,
    unit: 'video',
    screening: true,
    denominator: 'presentations',
    model: 'mle',
  });
  const ms = performance.now() - started;
  console.log(
    `  run ${i + 1}: ${ms.toFixed(0)} ms (fits converged: video ${full.mle.fits.video.converged}, ` +
      `compression ${full.mle.fits.compression.converged}, view ${full.mle.fits.view.converged})`,
  );
}
