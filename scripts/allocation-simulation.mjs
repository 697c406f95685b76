#!/usr/bin/env node
// Figures for docs/experimenter/analysis.md#adaptive-allocation. Not a test.
//   node scripts/allocation-simulation.mjs [seeds for 60 stimuli = 20] [seeds for 500 stimuli = 5]
// Seeded live studies (libs/subjective simulateAllocation): raters arrive one by one and rate 4 stimuli each,
// scores rounded to 1…5 and clipped, biased (N(0, 0.4²)) and noisy (v ~ U(0.3, 1.0)) raters, planted qualities
// spread uniformly on 1.5–4.5 or bunched mid-scale. Target half-width 0.30, minimum 8, maximum 200 ratings.
// Per design: ratings per stimulus under `balanced` (until every stimulus meets the target) and `adaptive`, the
// saving, RMSE of the MOS against the population MOS, coverage of the final reported 95 % intervals, the widest
// final half-width, and `balanced` stopped at adaptive's number of ratings. Then the rule without its corrections.
import { tsImport } from 'tsx/esm/api';

const seeds60 = Number(process.argv[2] ?? 20);
const seeds500 = Number(process.argv[3] ?? 5);
const load = (path) => tsImport(`../libs/subjective/src/${path}`, import.meta.url);
const { simulateAllocation } = await load('simulation/simulate-allocation.ts');
const { stoppingRule } = await load('allocation/precision.ts');

const rule = stoppingRule(0.3, 8, 200);
const pct = (x) => `${(100 * x).toFixed(1)} %`;

function runs(E, seeds, spread, policy, r = rule, budgets = []) {
  const out = [];
  for (let seed = 1; seed <= seeds; seed++)
    out.push(simulateAllocation({ seed, stimuli: E, policy, rule: r, spread, budget: budgets[seed - 1] }));
  const mean = (k) => out.reduce((a, o) => a + o[k], 0) / out.length;
  return {
    out,
    perStimulus: mean('ratings') / E,
    rmse: mean('rmse'),
    coverage: mean('coverage'),
    maxHalf: Math.max(...out.map((o) => o.maxHalfWidth)),
    minCoverage: Math.min(...out.map((o) => o.coverage)),
  };
}

console.log(
  'Adaptive allocation vs balanced, target half-width 0.30, minimum 8, maximum 200, 4 ratings per rater',
);
for (const [E, seeds] of [
  [60, seeds60],
  [500, seeds500],
]) {
  for (const spread of ['uniform', 'mid-scale']) {
    const balanced = runs(E, seeds, spread, 'balanced');
    const adaptive = runs(E, seeds, spread, 'adaptive');
    const budget = runs(
      E,
      seeds,
      spread,
      'balanced',
      rule,
      adaptive.out.map((o) => o.ratings),
    );
    const line = (name, r) =>
      `    ${name.padEnd(22)} ${r.perStimulus.toFixed(1).padStart(5)} ratings/stimulus, RMSE ${r.rmse.toFixed(4)}, ` +
      `coverage ${pct(r.coverage)} (lowest seed ${pct(r.minCoverage)}), widest half-width ${r.maxHalf.toFixed(3)}`;
    console.log(`  ${E} stimuli, ${spread} MOS spread, ${seeds} seeds`);
    console.log(line('balanced', balanced));
    console.log(line('adaptive', adaptive));
    console.log(line('balanced, same budget', budget));
    console.log(
      `    saving: ${pct(1 - adaptive.perStimulus / balanced.perStimulus)} fewer ratings than balanced`,
    );
  }
}

console.log('The stopping rule without its corrections (60 stimuli, uniform spread, adaptive)');
for (const [name, r] of [
  ['minimum 2, no inflation, no prior', { ...rule, minRatings: 2, inflation: 0, priorWeight: 0 }],
  ['minimum 8, no inflation, no prior', { ...rule, inflation: 0, priorWeight: 0 }],
  ['minimum 8, inflation 0.1, prior', rule],
]) {
  const a = runs(60, seeds60, 'uniform', 'adaptive', r);
  console.log(
    `  ${name.padEnd(36)} ${a.perStimulus.toFixed(1)} ratings/stimulus, coverage ${pct(a.coverage)}`,
  );
}
