#!/usr/bin/env node
// `node scripts/bench/pair-comparison.mjs [stimuli] [observers] [pairs]` (after `npx nx run subjective:build`).
// The pair-comparison analysis of the upload (CSV parse, win matrix, scaling, observer screening, refit) on a seeded
// study of 50 stimuli × 1,000 observers × 30 pairs by default, run in a worker thread as the API's analysis worker
// does, with the main thread's event-loop delay measured meanwhile (what participants' requests would feel).
// Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { analysePairComparison, parsePairCsv, seededRandom } from '../../libs/subjective/dist/index.js';

if (isMainThread) {
  const [M = 50, S = 1000, K = 30] = process.argv.slice(2).map(Number);
  const random = seededRandom(2026);
  const truth = Array.from({ length: M }, (_, i) => (3 * i) / (M - 1));
  const rows = ['observer,a,b,winner'];
  for (let s = 0; s < S; s++)
    for (let k = 0; k < K; k++) {
      const a = Math.floor(random() * M);
      let b = Math.floor(random() * (M - 1));
      if (b >= a) b++;
      rows.push(`o${s},s${a},s${b},${random() < 1 / (1 + Math.exp(truth[b] - truth[a])) ? 'a' : 'b'}`);
    }
  const csv = rows.join('\n');
  console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`);
  console.log(
    `pair comparison: ${M} stimuli × ${S} observers × ${K} pairs = ${S * K} judgements, ${csv.length} bytes`,
  );
  for (const model of ['bt', 'thurstone']) {
    for (const run of [1, 2, 3]) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const figures = await new Promise((resolve, reject) => {
        const w = new Worker(new URL(import.meta.url), { workerData: { csv, model } });
        w.once('message', resolve);
        w.once('error', reject);
      });
      delay.disable();
      console.log(
        `${model.padEnd(9)} run ${run}: analysis ${figures.ms.toFixed(0)} ms in the worker ` +
          `(parse ${figures.parseMs.toFixed(0)} ms; ${figures.iterations} iterations, converged ${figures.converged}, ` +
          `${figures.excluded} observers screened out); main event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, ` +
          `max ${(delay.max / 1e6).toFixed(1)} ms`,
      );
    }
  }
} else {
  const t0 = performance.now();
  const judgements = parsePairCsv(workerData.csv, true);
  const t1 = performance.now();
  const r = analysePairComparison({ judgements, model: workerData.model, screening: true });
  parentPort.postMessage({
    ms: performance.now() - t0,
    parseMs: t1 - t0,
    iterations: r.iterations,
    converged: r.converged,
    excluded: r.excluded.length,
  });
}
