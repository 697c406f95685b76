#!/usr/bin/env node
// `npm run bench [-- --quick] [--dialects sqlite,mysql] [--workers 2] [--url http://host:port --pid N] [--no-write]`
// `npm run bench -- --allocation [--quick]`: session starts only — the bare baseline, the API with the default
// `allocation=balanced` and with `allocation=adaptive`, one sitting per dialect; prints the figures, writes nothing.
// `npm run bench -- --pose-logs`: ratings with and without a viewing path attached, in one sitting (pose-log-bench.mjs).
// `npm run bench -- --import-load [--clips 200]`: session starts and ratings while a stimulus import of real clips
// runs, beside the same load without one, in one sitting (import-load-bench.mjs); `--import-baseline FILE` adds turns
// with an earlier build's import command (its `api/dist/cli/stimuli-import.js`, copied inside this checkout);
// `--rounds N` (default 2) runs every kind of turn N times.
// Seeds the study (8,448 videos, 10,000 participants by default), starts the bare baseline and the built API on
// seeded copies, runs every scenario over loopback with autocannon, stops everything, and writes docs/benchmarks.md.
// MySQL/MariaDB: BENCH_MYSQL_URL, else TEST_MYSQL_URL, else mysql://root@127.0.0.1:3306/ (scratch databases
// vvq_bench_* are created and dropped). With --url the given API is driven instead (its database from
// DATABASE_URL/SQLITE_PATH, seeded with `npm run seed:scale`), without a baseline.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { adminEndpoints, mixedLoad } from './admin-scenarios.mjs';
import { stopAll, stopChildrenOnExit } from './children.mjs';
import { consistency } from './consistency.mjs';
import { describe } from './load.mjs';
import { apiMain, databaseFromEnv } from './product-dist.mjs';
import { repoRoot } from './paths.mjs';
import { writeReport } from './report.mjs';
import { poseLogDialect } from './pose-log-bench.mjs';
import { importLoadDialect } from './import-load-bench.mjs';
import { firstStarts, participantMix, ratings, repeatStarts } from './scenarios.mjs';
import { existingProduct, seededDatabases, startBare, startProduct } from './targets.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    dialects: { type: 'string', default: 'sqlite,mysql' },
    videos: { type: 'string', default: '8448' },
    participants: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string' },
    'admin-connections': { type: 'string', default: '2' },
    'admin-seconds': { type: 'string' },
    url: { type: 'string' },
    pid: { type: 'string' },
    'no-bare': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    workers: { type: 'string', default: '2' },
    allocation: { type: 'boolean', default: false },
    'pose-logs': { type: 'boolean', default: false },
    'import-load': { type: 'boolean', default: false },
    clips: { type: 'string', default: '200' },
    'import-baseline': { type: 'string' },
    rounds: { type: 'string', default: '2' },
  },
});

const opts = {
  connections: Number(args.connections),
  seconds: Number(args.seconds ?? (args.quick ? 4 : 15)),
  adminConnections: Number(args['admin-connections']),
  adminSeconds: Number(args['admin-seconds'] ?? (args.quick ? 2 : 5)),
};
/** Pool sizes when no baseline has been measured yet: above what this machine's bare server reaches. */
const CEILING = {
  sqlite: { first: 12_000, rating: 12_000, journeys: 2_500 },
  mysql: { first: 4_000, rating: 5_000, journeys: 1_000 },
};
const log = (line) => console.log(`[bench] ${line}`);
const logLine = (r) => log(describe(r));

async function participantScenarios(target, expected) {
  const out = {};
  await repeatStarts(target, { ...opts, seconds: Math.min(2, opts.seconds), connections: 10 }); // warm-up, not kept
  out.repeat = await repeatStarts(target, opts);
  logLine(out.repeat);
  out.first = await firstStarts(target, opts, expected.first);
  logLine(out.first);
  out.rating = await ratings(target, opts, expected.rating);
  logLine(out.rating);
  out.mix = await participantMix(target, opts, expected.journeys);
  logLine(out.mix);
  return out;
}

async function productScenarios(target, expected) {
  const admin = await adminEndpoints(target, opts, logLine);
  const participant = await participantScenarios(target, expected);
  const mixed = await mixedLoad(target, opts, expected.journeys);
  logLine(mixed.participants);
  logLine(mixed.admins);
  return { ...participant, admin, mixed };
}

/** Pools for the product are sized from the baseline's measured rates (the product will not beat the bare server). */
const expectedFrom = (bare, ceiling) =>
  bare ? { first: bare.first.rps, rating: bare.rating.rps, journeys: bare.mix.rps / 6 } : ceiling;

async function benchDialect(dialect, mysqlUrl) {
  log(`== ${dialect}: seeding ${args.videos} videos, ${args.participants} participants`);
  const seeded = await seededDatabases(dialect, {
    videos: Number(args.videos),
    participants: Number(args.participants),
    mysqlUrl,
    log: (l) => log(`  ${l}`),
  });
  const result = {};
  if (!args['no-bare']) {
    const bare = await startBare(await seeded.copy());
    log(`bare baseline on ${bare.url} (pid ${bare.watch.server})`);
    try {
      result.bare = await participantScenarios(bare, CEILING[dialect]);
      result.bareChecks = await consistency(bare.db);
    } finally {
      await bare.stop();
    }
  }
  const product = await startProduct(await seeded.copy());
  log(`product API on ${product.url} (pid ${product.watch.server})`);
  try {
    result.product = await productScenarios(product, expectedFrom(result.bare, CEILING[dialect]));
    result.productChecks = await consistency(product.db);
    log(`product after the run: ${JSON.stringify(result.productChecks)}`);
  } finally {
    await product.stop();
  }
  // Several API processes (docs/operator/scaling.md): the participant scenarios again with API_WORKERS=N on
  // one MySQL/MariaDB, the rate limits in the database as docs/operator/scaling.md asks. (SQLite has one
  // writer; more processes add little there.)
  const workers = Number(args.workers);
  if (dialect === 'mysql' && workers > 1) {
    const many = await startProduct(await seeded.copy(), {
      API_WORKERS: String(workers),
      RATE_LIMIT_STORE: 'database',
    });
    log(`product with API_WORKERS=${workers} on ${many.url} (pid ${many.watch.server})`);
    try {
      result.workers = {
        count: workers,
        product: await participantScenarios(many, expectedFrom(result.bare, CEILING[dialect])),
      };
      result.workers.checks = await consistency(many.db);
      log(`${workers} workers after the run: ${JSON.stringify(result.workers.checks)}`);
    } finally {
      await many.stop();
    }
  }
  return result;
}

/**
 * `--allocation`: first session starts on the bare baseline, then on the API under each allocation, each on its own
 * seeded copy. Both APIs run side by side and take turns (4 rounds, order alternating), so a machine whose load
 * drifts during the sitting weighs on both alike; a warm-up first, which for adaptive includes computing every
 * video's ratings needed once.
 */
async function allocationDialect(dialect, mysqlUrl) {
  log(`== ${dialect} (allocation): seeding ${args.videos} videos, ${args.participants} participants`);
  const seeded = await seededDatabases(dialect, {
    videos: Number(args.videos),
    participants: Number(args.participants),
    mysqlUrl,
    log: (l) => log(`  ${l}`),
  });
  const bare = await startBare(await seeded.copy());
  let bareRun;
  try {
    bareRun = await firstStarts(bare, opts, CEILING[dialect].first);
    logLine(bareRun);
  } finally {
    await bare.stop();
  }
  const expected = bareRun.rps;
  const products = {
    balanced: await startProduct(await seeded.copy()),
    adaptive: await startProduct(await seeded.copy(), { STUDY_ALLOCATION: 'adaptive' }),
  };
  const totals = { balanced: { requests: 0, seconds: 0 }, adaptive: { requests: 0, seconds: 0 } };
  try {
    for (const product of Object.values(products))
      await firstStarts(product, { ...opts, seconds: 3, connections: 5 }, expected); // warm-up, not kept
    const turn = { ...opts, seconds: Math.max(2, opts.seconds / 2) };
    for (let round = 0; round < 4; round++) {
      for (const name of round % 2 ? ['balanced', 'adaptive'] : ['adaptive', 'balanced']) {
        const r = await firstStarts(products[name], turn, expected);
        log(`${name}, round ${round + 1}: ${describe(r)}`);
        totals[name].requests += r.requests;
        totals[name].seconds += r.seconds;
      }
    }
    for (const [name, product] of Object.entries(products))
      log(`${name} after the run: ${JSON.stringify(await consistency(product.db))}`);
  } finally {
    for (const product of Object.values(products)) await product.stop();
  }
  const rps = (t) => t.requests / t.seconds;
  log(
    `${dialect}: first starts/s bare ${bareRun.rps.toFixed(0)}, balanced ${rps(totals.balanced).toFixed(0)}, ` +
      `adaptive ${rps(totals.adaptive).toFixed(0)} ` +
      `(${((100 * rps(totals.adaptive)) / rps(totals.balanced)).toFixed(0)} % of balanced)`,
  );
}

async function main() {
  stopChildrenOnExit();
  if (!existsSync(apiMain)) {
    log('building the API (api/dist is missing)…');
    const build = spawnSync('npx', ['nx', 'run', 'api:build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the API build failed');
  }
  const results = {
    date: new Date().toISOString(),
    opts: {
      ...opts,
      quick: args.quick,
      videos: Number(args.videos),
      participants: Number(args.participants),
    },
    dialects: {},
  };
  if (args['pose-logs']) {
    const mysqlUrl =
      process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/';
    for (const dialect of args.dialects.split(',').filter(Boolean))
      await poseLogDialect(dialect.trim(), mysqlUrl, { args, opts, log });
    return;
  }
  if (args['import-load']) {
    const mysqlUrl =
      process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/';
    for (const dialect of args.dialects.split(',').filter(Boolean))
      await importLoadDialect(dialect.trim(), mysqlUrl, { args, opts, log });
    return;
  }
  if (args.allocation) {
    const mysqlUrl =
      process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/';
    for (const dialect of args.dialects.split(',').filter(Boolean))
      await allocationDialect(dialect.trim(), mysqlUrl);
    return;
  }
  if (args.url) {
    const database = await databaseFromEnv();
    const product = await existingProduct(database, args.url, args.pid ? Number(args.pid) : null);
    try {
      results.dialects[database.type] = { product: await productScenarios(product, CEILING[database.type]) };
    } finally {
      await product.stop();
    }
  } else {
    const mysqlUrl =
      process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/';
    for (const dialect of args.dialects
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean)) {
      results.dialects[dialect] = await benchDialect(dialect, mysqlUrl);
    }
  }
  const written = await writeReport(results, { write: !args['no-write'] });
  log(`raw figures: ${written.json}${written.markdown ? `; report: ${written.markdown}` : ''}`);
}

main()
  .catch((error) => {
    console.error(`[bench] failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
