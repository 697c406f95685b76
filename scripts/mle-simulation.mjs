#!/usr/bin/env node
// Figures for docs/analysis.md (issue 11): the MLE subjective model on seeded simulated studies with known true
// values, 4 scores per observer. Prints, per design, the mean over seeds of the RMSE of the MLE qualities and of the
// plain MOS against the truth, the coverage of the 95 % quality and bias intervals, iterations and the fit time.
// Not a test: timings depend on the machine. Usage: node scripts/mle-simulation.mjs [seeds=20]
import { tsImport } from 'tsx/esm/api';

const seeds = Number(process.argv[2] ?? 20);
const sim = await tsImport('../api/src/modules/analysis/engine/simulation/simulate-study.ts', import.meta.url);
const designs = [
  [60, 150],
  [200, 5000],
];
for (const [E, S] of designs) {
  const runs = [];
  for (let seed = 1; seed <= seeds; seed++) runs.push(sim.recoveryFigures(sim.simulateStudy(seed, E, S)));
  const mean = (key) => runs.reduce((a, r) => a + Number(r[key]), 0) / runs.length;
  const max = (key) => Math.max(...runs.map((r) => Number(r[key])));
  console.log(
    `${E} presentations × ${S} observers × 4 scores, ${seeds} seeds: ` +
      `converged ${runs.filter((r) => r.converged).length}/${seeds}, iterations ≤ ${max('iterations')}, ` +
      `RMSE MLE ${mean('rmse_mle').toFixed(4)} vs MOS ${mean('rmse_mos').toFixed(4)}, ` +
      `95 % quality CI coverage ${(100 * mean('coverage')).toFixed(1)} %, ` +
      `bias CI coverage ${(100 * mean('bias_coverage')).toFixed(1)} %, ` +
      `fit time mean ${mean('milliseconds').toFixed(0)} ms, max ${max('milliseconds').toFixed(0)} ms`,
  );
}
