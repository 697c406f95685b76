#!/usr/bin/env node
// Figures for docs/experimenter/analysis.md (the ordinal model, model=ordinal). Not a test: timings depend on the
// machine.   node scripts/ordinal-simulation.mjs [seeds=20]
// 1. Seeded simulated studies with planted truth (engine/simulation/simulate-study.ts: x_e ~ U(1.5, 4.5),
//    b_s ~ N(0, 0.4²), v_s ~ U(0.3, 1.0), 4 scores per observer), scores rounded to 1…5 and clipped at the ends:
//    mean over seeds of the RMSE against the truth and the coverage of the 95 % quality intervals for the MOS (its
//    t interval), the Gaussian model (model=mle) and the ordinal model (model=ordinal); iterations and CPU time per
//    fit (this process's; the wall clock beside it mostly measures other work on a shared machine).
// 2. The whole analysis (screening, statistics, three fits: videos, compression and view conditions) of
//    200 videos × 5,000 observers × 4 scores with model=ordinal beside model=mle, timed as the worker runs it.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const seeds = Number(process.argv[2] ?? 20);
const load = (path) => tsImport(`../libs/subjective/src/${path}`, import.meta.url);
const sim = await load('simulation/simulate-study.ts');
const { fitSubjectiveModel } = await load('subjective-model.ts');
const { fitOrdinalModel } = await load('ordinal-model.ts');
const { describeScores } = await load('descriptive-stats.ts');
const { analyseScores } = await load('analyse-scores.ts');

const rounded = (scores) =>
  scores.map((s) => ({ ...s, score: Math.min(5, Math.max(1, Math.round(s.score))) }));

function score(study, fit, estimates) {
  let se = 0;
  let covered = 0;
  for (const [presentation, { quality, low, high }] of estimates) {
    const truth = study.quality[Number(presentation.slice(1))];
    se += (quality - truth) ** 2;
    if (low !== null && low <= truth && truth <= high) covered++;
  }
  return { rmse: Math.sqrt(se / estimates.size), coverage: covered / estimates.size, ...fit };
}

// Wall clock and this process's CPU time: on a shared machine the wall clock mostly measures the other work.
function timed(run) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = run();
  return { result, ms: performance.now() - started, cpuMs: process.cpuUsage(cpu).user / 1000 };
}

console.log('1. Rounded, clipped 1…5 scores, 4 per observer: RMSE against the planted truth, 95 % coverage');
for (const [E, S] of [
  [60, 150],
  [200, 5000],
]) {
  const runs = { mos: [], mle: [], ordinal: [] };
  for (let seed = 1; seed <= seeds; seed++) {
    const study = sim.simulateStudy(seed, E, S);
    const scores = rounded(study.scores);
    const byPresentation = new Map();
    for (const s of scores)
      byPresentation.set(s.presentation, [...(byPresentation.get(s.presentation) ?? []), s.score]);
    const mos = new Map(
      [...byPresentation].map(([p, list]) => {
        const d = describeScores(list);
        return [p, { quality: d.mos, low: d.ci95_low, high: d.ci95_high }];
      }),
    );
    runs.mos.push(score(study, {}, mos));
    for (const [name, fitter] of [
      ['mle', fitSubjectiveModel],
      ['ordinal', fitOrdinalModel],
    ]) {
      const { result, ms, cpuMs } = timed(() => fitter(scores));
      const estimates = new Map(
        result.presentations.map((p) => [
          p.presentation,
          { quality: p.quality, low: p.ci95_low, high: p.ci95_high },
        ]),
      );
      runs[name].push(
        score(study, { converged: result.converged, iterations: result.iterations, ms, cpuMs }, estimates),
      );
    }
  }
  const mean = (list, key) => list.reduce((a, r) => a + r[key], 0) / list.length;
  const max = (list, key) => Math.max(...list.map((r) => r[key]));
  const mosRmse = mean(runs.mos, 'rmse');
  console.log(`  ${E} × ${S} × 4, ${seeds} seeds`);
  console.log(
    `    MOS:     RMSE ${mosRmse.toFixed(4)}, coverage ${(100 * mean(runs.mos, 'coverage')).toFixed(1)} %`,
  );
  for (const name of ['mle', 'ordinal']) {
    const list = runs[name];
    const rmse = mean(list, 'rmse');
    console.log(
      `    ${name.padEnd(8)} RMSE ${rmse.toFixed(4)} (${(100 * (rmse / mosRmse - 1)).toFixed(1)} % vs MOS), ` +
        `coverage ${(100 * mean(list, 'coverage')).toFixed(1)} %, converged ${list.filter((r) => r.converged).length}/${seeds}, ` +
        `iterations ≤ ${max(list, 'iterations')}, fit CPU ${mean(list, 'cpuMs').toFixed(0)} ms mean, ` +
        `${max(list, 'cpuMs').toFixed(0)} ms max (wall ${mean(list, 'ms').toFixed(0)} ms mean)`,
    );
  }
}

console.log('2. Whole analysis, 200 videos × 5,000 observers × 4 rounded scores');
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
for (const model of ['mle', 'ordinal', 'mle', 'ordinal']) {
  const { result, ms, cpuMs } = timed(() =>
    analyseScores({
      source: 'database',
      dimension: 'overall',
      scores: rounded(big.scores),
      attributes,
      unit: 'video',
      screening: true,
      denominator: 'presentations',
      model,
    }),
  );
  const f = result.mle.fits;
  console.log(
    `  model=${model}: ${ms.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms (converged: video ${f.video.converged} in ${f.video.iterations}, ` +
      `compression ${f.compression.converged} in ${f.compression.iterations}, view ${f.view.converged} in ${f.view.iterations})`,
  );
}
