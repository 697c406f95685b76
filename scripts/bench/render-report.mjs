#!/usr/bin/env node
// `node scripts/bench/render-report.mjs tmp/bench/bench-<date>.json`: rewrites the generated tables of
// docs/benchmarks.md from a saved run (after a change to the report's layout, without measuring again).
import { readFileSync } from 'node:fs';
import { renderInto } from './report.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/bench/render-report.mjs tmp/bench/bench-<date>.json');
  process.exit(2);
}
renderInto(JSON.parse(readFileSync(file, 'utf8')));
console.log('docs/benchmarks.md rewritten');
