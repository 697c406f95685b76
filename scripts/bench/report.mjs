// Writes a run's figures: the raw JSON under tmp/bench/ and the tables of docs/benchmarks.md between the
// `bench:api` markers (text outside the markers is kept, so the analysis written by hand survives a new run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machine } from './machine.mjs';
import { replaceBetweenMarkers } from './markers.mjs';
import { repoRoot } from './paths.mjs';

const DOC = join(repoRoot, 'docs', 'benchmarks.md');
const n0 = (x) => (x === null || x === undefined ? '–' : Math.round(x).toLocaleString('en-US'));
const ms = (x) =>
  x === null || x === undefined ? '–' : x < 10 ? x.toFixed(1) : Math.round(x).toLocaleString('en-US');
const lat = (r) => (r ? `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}` : '–');
const use = (r) => (r?.server ? `${n0(r.server.peakRssMiB)} MiB, ${n0(r.server.cpuPercent)} %` : '–');
const dbCpu = (r) => (r?.database ? `${n0(r.database.cpuPercent)} %` : '–');
const kib = (b) =>
  b === null || b === undefined
    ? '–'
    : b >= 1024 * 1024
      ? `${(b / 1024 / 1024).toFixed(1)} MiB`
      : `${(b / 1024).toFixed(1)} KiB`;

/**
 * A first guess at the limit from the sampled CPU: which process saturates, or neither (waiting on a lock). On an
 * oversubscribed machine (1-minute load average above 1.5 × cores) no process can saturate a core: said so instead.
 */
export function limitOf(r, cores) {
  if (!r?.server) return '';
  if (r.loadAverage > 1.5 * cores) return `machine oversubscribed (load ${r.loadAverage.toFixed(0)})`;
  const api = r.server.cpuPercent;
  const db = r.database?.cpuPercent ?? 0;
  if (api >= 85) return 'server CPU (one core)';
  if (db >= 85) return 'database CPU';
  if (api + db >= 160) return 'both cores busy';
  return 'waiting (serialised), cores not saturated';
}

const SCENARIOS = [
  ['first', 'first session start (4 least-loaded, session, trials, counters)'],
  ['repeat', 'repeat session start'],
  ['rating', 'rating insert + counter update'],
  ['mix', 'participant mix: login → start → 4 ratings (requests)'],
];

function participantTable(d, cores) {
  const rows = [
    '| scenario (c=50) | bare req/s | bare p50 / p95 / p99 ms | product req/s | product p50 / p95 / p99 ms (max) | ratio | errors bare / product | product RSS, CPU | db CPU bare / product | limit (product) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [key, title] of SCENARIOS) {
    const b = d.bare?.[key];
    const p = d.product?.[key];
    const ratio = b && p ? (p.rps / b.rps).toFixed(2) : '–';
    rows.push(
      `| ${title} | ${n0(b?.rps)} | ${lat(b)} | ${n0(p?.rps)} | ${lat(p)} (${ms(p?.max)}) | ${ratio} | ${b?.errors ?? '–'} / ${p?.errors ?? '–'} | ${use(p)} | ${dbCpu(b)} / ${dbCpu(p)} | ${limitOf(p, cores)} |`,
    );
  }
  return rows.join('\n');
}

function adminTable(lines, connections, cores) {
  const rows = [
    `| endpoint (c=${connections}) | body | req/s | p50 / p95 / p99 ms | errors | RSS, CPU | db CPU | limit |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of lines)
    rows.push(
      `| \`${r.path.replace('/api', '')}\` | ${kib(r.bodyBytes)} | ${n0(r.rps)} | ${lat(r)} | ${r.errors}${r.note ? ` (${r.note})` : ''} | ${use(r)} | ${dbCpu(r)} | ${limitOf(r, cores)} |`,
    );
  return rows.join('\n');
}

function mixedTable(d, opts) {
  const m = d.product?.mixed;
  if (!m) return '';
  const rows = ['| load | req/s | p50 / p95 / p99 ms | max ms | errors |', '|---|---|---|---|---|'];
  const line = (name, r) => rows.push(`| ${name} | ${n0(r.rps)} | ${lat(r)} | ${ms(r.max)} | ${r.errors} |`);
  line(`participants alone (c=${opts.connections})`, d.product.mix);
  line(`participants while admins work (c=${opts.connections})`, m.participants);
  line(`admins: 4 dashboard calls + analysis, looped (c=${opts.adminConnections})`, m.admins);
  return rows.join('\n');
}

/**
 * The participant scenarios with one API process beside the same with API_WORKERS=N
 * (docs/operator/scaling.md).
 */
function workersTable(d) {
  const w = d.workers;
  const rows = [
    `| scenario (c=50) | 1 process req/s | p50 / p95 / p99 ms | ${w.count} workers req/s | p50 / p95 / p99 ms (max) | ratio | errors | ${w.count} workers RSS, CPU (all processes) | db CPU 1 / ${w.count} |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [key, title] of SCENARIOS) {
    const one = d.product?.[key];
    const many = w.product?.[key];
    const ratio = one && many ? (many.rps / one.rps).toFixed(2) : '–';
    rows.push(
      `| ${title} | ${n0(one?.rps)} | ${lat(one)} | ${n0(many?.rps)} | ${lat(many)} (${ms(many?.max)}) | ${ratio} | ${one?.errors ?? '–'} / ${many?.errors ?? '–'} | ${use(many)} | ${dbCpu(one)} / ${dbCpu(many)} |`,
    );
  }
  return rows.join('\n');
}

const checks = (c) =>
  c
    ? `loads ${c.loadLow}–${c.loadHigh} over ${c.videos} videos (${c.balanced ? 'within 1' : 'NOT within 1'}), counters ${c.counterMismatches === 0 ? 'equal the rows' : `WRONG on ${c.counterMismatches} videos`}; ${c.users} users, ${c.trials} trials, ${c.ratings} ratings`
    : '–';

/** min–max of the 1-minute load averages recorded at the end of each load. */
function loadRange(results) {
  const all = JSON.stringify(results.dialects).match(/"loadAverage":[0-9.]+/g) ?? [];
  const values = all.map((m) => Number(m.split(':')[1]));
  return values.length ? `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}` : '–';
}

export function renderApi(results) {
  const m = results.machine ?? machine();
  const o = results.opts;
  const parts = [
    `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC${o.quick ? ' (**--quick**: short loads, indicative only)' : ''}: ${o.videos} videos, ${o.participants} participants seeded; ` +
      `${o.connections} connections for ${o.seconds} s per participant scenario, ${o.adminConnections} connections for ${o.adminSeconds} s per admin endpoint.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memGiB} GiB RAM, ${m.os}; Node ${m.node}, ${m.mariadb ?? 'no MySQL server found'}, SQLite ${m.sqlite}, autocannon ${m.autocannon}, load generator in the same machine (it takes CPU too); 1-minute load average during the loads ${loadRange(results)}.`,
  ];
  for (const [dialect, d] of Object.entries(results.dialects)) {
    const name = dialect === 'mysql' ? 'MariaDB' : 'SQLite';
    parts.push(
      `### ${name}: participant hot paths, bare baseline beside the product\n\n${participantTable(d, m.cores)}`,
    );
    parts.push(`After the run — bare: ${checks(d.bareChecks)}. Product: ${checks(d.productChecks)}.`);
    if (d.workers)
      parts.push(
        `### ${name}: one API process beside API_WORKERS=${d.workers.count} (RATE_LIMIT_STORE=database)\n\n${workersTable(d)}\n\nAfter the run with ${d.workers.count} workers: ${checks(d.workers.checks)}.`,
      );
    if (d.product?.admin)
      parts.push(
        `### ${name}: admin endpoints on the seeded study\n\n${adminTable(d.product.admin, o.adminConnections, m.cores)}`,
      );
    if (d.product?.mixed)
      parts.push(
        `### ${name}: participants while admins refresh the dashboard and run the analysis\n\n${mixedTable(d, o)}`,
      );
  }
  return parts.join('\n\n');
}

export async function writeReport(results, { write }) {
  const dir = join(repoRoot, 'tmp', 'bench');
  mkdirSync(dir, { recursive: true });
  const json = join(dir, `bench-${results.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(json, JSON.stringify({ machine: machine(), ...results }, null, 2));
  if (!write) return { json };
  renderInto(results);
  return { json, markdown: DOC };
}

/** Rewrites the generated part of docs/benchmarks.md from a run's figures (also from a saved JSON). */
export function renderInto(results) {
  replaceBetweenMarkers(DOC, 'bench:api', renderApi(results));
}
