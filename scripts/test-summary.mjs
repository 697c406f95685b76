// Adds up jest's "Tests:" lines from every step's log and prints one closing line CI can read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'tmp/test-logs';
let passed = 0;
let failed = 0;
let skipped = 0;
let failedSuites = 0;
const timedOut = [];
// The names of what failed, so the closing lines of a CI log (often all that is kept) say where to look.
const failures = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.log'))) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    // eslint-disable-next-line no-control-regex
    const clean = line.replace(/\x1b\[[0-9;]*m/g, '');
    // scripts/test.sh appends this line when a step overran its time limit and was stopped.
    if (/^==> \S+: TIMED OUT/.test(clean)) timedOut.push(clean.slice(4));
    // jest's "FAIL <file>" and "✕ <test>" lines, with nx's and the shard's prefixes (`api:test:integration: [mysql]`).
    // jest prints a failed file's line twice (as it ends and in its summary): each is listed once.
    const failure = `${file.replace(/\.log$/, '')}: ${clean.trim()}`;
    if (
      /^\s*(?:\S+\s+){0,2}(?:FAIL\s+\S|✕\s)/.test(clean) &&
      failures.length < 40 &&
      !failures.includes(failure)
    )
      failures.push(failure);
    // A suite can fail outside any test (a throwing afterAll): jest counts it only under "Test Suites:".
    if (/^\s*(?:\S+\s+){0,2}Test Suites:/.test(clean))
      failedSuites += Number(/(\d+) failed/.exec(clean)?.[1] ?? 0);
    if (!/^\s*(?:\S+\s+){0,2}Tests:/.test(clean)) continue;
    passed += Number(/(\d+) passed/.exec(clean)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(clean)?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(clean)?.[1] ?? 0);
  }
}
// A suite that failed outside its tests counts as one failure, so the closing line never reads "0 failed" then.
if (failedSuites > 0) console.log(`\n${failedSuites} test suite(s) failed (counted as failures below)`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\nTotal: ${passed} passed, ${failed + failedSuites} failed, ${skipped} skipped`);
for (const line of timedOut) console.log(line);
if (timedOut.length > 0) process.exit(1);
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
process.exit(failed > 0 || failedSuites > 0 ? 1 : 0);
