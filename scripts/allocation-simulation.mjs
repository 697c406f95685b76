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
const { normalCdf } = await load('normal-distribution.ts');

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

// Can a stricter internal stop (the rule at c · target, every video still within the lab's target) or a higher
// minimum buy balanced's RMSE back while saving ≥ 20 %? Balanced at its full count against adaptive so tuned.
console.log(
  'Adaptive stopped at c · target or a higher minimum (60 stimuli, uniform spread) against balanced',
);
const balanced60 = runs(60, seeds60, 'uniform', 'balanced');
for (const [name, r] of [
  ['c = 1 (as shipped)', rule],
  ['c = 0.9', stoppingRule(0.27, 8, 200)],
  ['c = 0.85', stoppingRule(0.255, 8, 200)],
  ['c = 0.8', stoppingRule(0.24, 8, 200)],
  ['c = 1, minimum 24', stoppingRule(0.3, 24, 200)],
  ['c = 1, minimum 40', stoppingRule(0.3, 40, 200)],
]) {
  const a = runs(60, seeds60, 'uniform', 'adaptive', r);
  console.log(
    `  ${name.padEnd(20)} ${a.perStimulus.toFixed(1)} ratings/stimulus ` +
      `(saving ${pct(1 - a.perStimulus / balanced60.perStimulus)}), RMSE ${a.rmse.toFixed(4)} ` +
      `(balanced ${balanced60.rmse.toFixed(4)}), coverage ${pct(a.coverage)}`,
  );
}

// The bound no allocation of the MOS can beat: with per-stimulus population SDs σ_e, N ratings in all give at best
// mean squared error (Σσ_e)²/(E·N) (n_e ∝ σ_e), balanced σ̄²·E/N. When σ_e hardly varies, 20 % fewer ratings cost
// about √(1/0.8) = 1.118 × balanced's RMSE whatever the order: the rater bias, common to every stimulus, dominates
// the spread of a rounded score.
function populationSd(x) {
  const steps = 400;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < steps; i++) {
    const v = 0.3 + ((i + 0.5) / steps) * 0.7;
    const sd = Math.sqrt(0.16 + v * v);
    let below = 0;
    for (let k = 1; k <= 5; k++) {
      const upTo = k === 5 ? 1 : normalCdf((k + 0.5 - x) / sd);
      m1 += ((upTo - below) * k) / steps;
      m2 += ((upTo - below) * k * k) / steps;
      below = upTo;
    }
  }
  return Math.sqrt(m2 - m1 * m1);
}
const sds = Array.from({ length: 3000 }, (_, i) => populationSd(1.5 + (3 * (i + 0.5)) / 3000));
const meanSd = sds.reduce((a, b) => a + b, 0) / sds.length;
const meanVar = sds.reduce((a, b) => a + b * b, 0) / sds.length;
console.log(
  `Population SD of a rounded score, uniform 1.5–4.5: ${Math.min(...sds).toFixed(3)}–${Math.max(...sds).toFixed(3)}; ` +
    `best allocation at 80 % of balanced's ratings: RMSE ≥ ${Math.sqrt(meanSd ** 2 / meanVar / 0.8).toFixed(3)} × balanced's`,
);
