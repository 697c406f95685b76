// Drives one load with autocannon (programmatic API) and turns its responses into one line of figures: throughput,
// latency percentiles (from every response's own time, so p95 is exact), errors (connection errors, timeouts and
// every non-2xx answer) and the server's (and database's) peak RSS and CPU sampled from /proc meanwhile.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sampleProcess } from './proc-sampler.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs autocannon with `options` (url, connections, duration, requests, maxOverallRequests …) while sampling the
 * processes in `watch` ({ server: pid, database: pid }). Returns the figures; `label` names the line.
 */
export async function runLoad(label, options, watch = {}) {
  const samplers = Object.fromEntries(Object.entries(watch).map(([k, pid]) => [k, sampleProcess(pid)]));
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  // The load generator runs in this process, on the same cores as the server: its own CPU tells whether it, not the
  // server, set the pace (a 6 KB body costs it more to send than a 100-byte one).
  const clientCpu0 = process.cpuUsage();
  const started = performance.now();
  let lastResponse = started;
  const instance = autocannon({ timeout: 20, ...options });
  instance.on('response', (_client, status, resBytes, responseTime) => {
    lastResponse = performance.now();
    latencies.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
    bytes += resBytes;
  });
  const result = await instance;
  const clientCpu = process.cpuUsage(clientCpu0);
  const usage = Object.fromEntries(Object.entries(samplers).map(([k, s]) => [k, s.stop()]));
  const sorted = Float64Array.from(latencies).sort();
  // autocannon notices a used-up pool (maxOverallRequests) only at its next one-second tick and reports the duration
  // up to that tick, which understates a fast server's rate by up to a second's worth: then the load's own time, from
  // its start to its last response, is the duration.
  const poolUsedUp = Boolean(options.maxOverallRequests) && latencies.length >= options.maxOverallRequests;
  const seconds = poolUsedUp ? (lastResponse - started) / 1000 : result.duration;
  const ok = Object.entries(statuses).reduce(
    (n, [s, c]) => (Number(s) >= 200 && Number(s) < 300 ? n + c : n),
    0,
  );
  return {
    label,
    connections: options.connections,
    seconds,
    poolUsedUp,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
    errors: latencies.length - ok + result.errors,
    statuses,
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    clientCpuPercent: (clientCpu.user + clientCpu.system) / 1e4 / seconds || 0,
    server: usage.server ?? null,
    database: usage.database ?? null,
    // The machine is shared: the 1-minute load average at the end tells how busy it was besides this load.
    loadAverage: loadavg()[0],
  };
}

/** One line of text for the console. */
export function describe(r) {
  const ms = (x) => (x === null ? '–' : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
  const use = r.server
    ? `, RSS ${r.server.peakRssMiB.toFixed(0)} MiB, CPU ${r.server.cpuPercent.toFixed(0)} %`
    : '';
  const db = r.database ? `, db CPU ${r.database.cpuPercent.toFixed(0)} %` : '';
  const codes = Object.entries(r.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  return `${r.label}: ${r.rps.toFixed(0)}/s (${r.requests} in ${r.seconds.toFixed(2)} s${r.poolUsedUp ? ', pool used up' : ''}), p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}, errors ${r.errors} [${codes}], client CPU ${r.clientCpuPercent.toFixed(0)} %${use}${db}, load avg ${r.loadAverage.toFixed(1)}`;
}
