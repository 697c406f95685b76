import {
  ANALYSIS_LIST_MAX_ROWS,
  ANALYSIS_OBSERVER_PAGE_SIZE,
  ANALYSIS_UPLOAD_MAX_BYTES,
  AnalysisRoutes,
  ApiRoutes,
  type AnalysisResponse,
} from '@vvq/contracts';
import { simulateStudy } from '@vvq/subjective';
import { postJson, startSpawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

// Why the analysis runs off the event loop: a legal upload of one presentation × 200,000 observers (4.2 MB)
// took 6 s on the event loop and answered 42.7 MB, and a health check sent meanwhile waited 4.3 s. The
// analysis now runs in a worker thread and the answer carries one page of observers. Measured on the built
// server (api/dist/main.js, its worker entry a .js file like in production), from this process, so the
// client's timers do not share the server's event loop.

const ADMIN = { email: 'offloop@example.org', password: 'offloop-secret-1' };
const OBSERVERS = 200_000;

/** `observer-000000,V1,3` … : 21 bytes a line, 4.2 MB, under the 5 MiB upload limit and at the 200,000-row limit. */
function bigUpload(observers = OBSERVERS): string {
  const lines = ['observer,presentation,score'];
  for (let i = 0; i < observers; i += 1)
    lines.push(`observer-${String(i).padStart(6, '0')},V1,${1 + (i % 5)}`);
  return lines.join('\n');
}

async function upload(api: SpawnedApi, token: string, csv: string, query = '') {
  const started = performance.now();
  const res = await fetch(`${api.base}${AnalysisRoutes.upload}${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Authorization: `Bearer ${token}` },
    body: csv,
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), ms: performance.now() - started, text };
}

/** Health checks one after the other (100 ms apart) until `done` settles: each one's round-trip time. */
async function healthWhile(api: SpawnedApi, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${api.base}${ApiRoutes.health}`);
    await res.text();
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  return times;
}

/**
 * The slowest health check allowed while an analysis runs. An analysis on the event loop stalls every request for
 * its whole duration, so the worst check then equals the upload's time. Off the loop, the worst check stays within
 * 300 ms of the machine's own idle worst; on a heavily loaded CI machine (load average 20+ on 2 cores seen) the
 * request's own parsing and the reply's serialisation can hold the loop for a few seconds of a 40 s upload, which is
 * still an order of magnitude below a stall: a tenth of the upload's time is the other bound.
 */
function offLoopBound(idleWorstMs: number, uploadMs: number): number {
  return Math.max(300 + idleWorstMs, uploadMs / 10);
}

describe('analysis upload off the event loop (sqlite, built server)', () => {
  let db: TestDatabase;
  let api: SpawnedApi;
  let token: string;
  const csv = bigUpload();

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    api = await startSpawnedApi({
      ...db.env,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const login = await postJson<{ token: string }>(`${api.base}${ApiRoutes.admin.login}`, ADMIN);
    token = login.body.token;
  });

  afterAll(async () => {
    await api?.kill();
    await db?.drop();
  });

  it('keeps /api/health fast while a 200,000-observer upload runs, and answers a summary with one page', async () => {
    expect(Buffer.byteLength(csv)).toBeGreaterThan(4_000_000);
    expect(Buffer.byteLength(csv)).toBeLessThan(ANALYSIS_UPLOAD_MAX_BYTES);
    // The same health checks for 3 s with no analysis: what this (possibly busy, shared) machine gives anyway.
    const baseline = await healthWhile(api, new Promise((r) => setTimeout(r, 3000)));
    const running = upload(api, token, csv);
    // Let the body arrive and the analysis start before measuring.
    await new Promise((r) => setTimeout(r, 300));
    const health = await healthWhile(api, running);
    const result = await running;
    const worst = Math.max(...health);
    const baselineWorst = Math.max(...baseline);
    console.log(
      `idle: worst health check ${Math.round(baselineWorst)} ms of ${baseline.length}; 200k-observer upload: ${result.status} in ${Math.round(result.ms)} ms, ${result.bytes} bytes; ` +
        `${health.length} health checks meanwhile, worst ${Math.round(worst)} ms, median ` +
        `${Math.round([...health].sort((a, b) => a - b)[Math.floor(health.length / 2)])} ms ` +
        `(first ten: ${health.slice(0, 10).map(Math.round).join(', ')})`,
    );
    expect(result.status).toBe(200);
    expect(health.length).toBeGreaterThan(0);
    // Generous: 300 ms over what the machine gives with no analysis at all (it was 4.5 s, the whole analysis).
    expect(worst).toBeLessThan(offLoopBound(baselineWorst, result.ms));

    const body = JSON.parse(result.text) as AnalysisResponse;
    expect(result.bytes).toBeLessThan(1_000_000);
    expect(body.totals).toEqual({ ratings: OBSERVERS, observers: OBSERVERS, videos: 1 });
    expect(body.observer_page).toEqual({ offset: 0, limit: ANALYSIS_OBSERVER_PAGE_SIZE, total: OBSERVERS });
    expect(body.observers).toHaveLength(ANALYSIS_OBSERVER_PAGE_SIZE);
    expect(body.screening.observers).toHaveLength(ANALYSIS_OBSERVER_PAGE_SIZE);
    expect(body.observers[0].observer).toBe('observer-000000');
    expect(body.screening.observers[0].observer).toBe('observer-000000');
    expect(body.screening.rejected.length).toBeLessThanOrEqual(ANALYSIS_LIST_MAX_ROWS);
    expect(body.list_totals.videos).toBe(1);
    // Summary statistics are computed over everything: V1 scores 1…5 equally often → MOS 3.
    expect(body.videos[0].all).toMatchObject({ n: OBSERVERS, mos: 3 });
  }, 120_000);

  it('fits the maximum-likelihood model on 200 videos × 5,000 observers × 4 scores off the event loop', async () => {
    // The MLE recomputation (live gating's `inconsistency` rule) of a full-size sparse study must not block
    // other requests either.
    const study = simulateStudy(11, 200, 5000);
    const sparse = [
      'observer,presentation,score',
      ...study.scores.map((s) => `${s.observer},${s.presentation},${s.score.toFixed(4)}`),
    ].join('\n');
    const baseline = await healthWhile(api, new Promise((r) => setTimeout(r, 2000)));
    const running = upload(api, token, sparse, '?model=mle&screening=off&observer_limit=10');
    const health = await healthWhile(api, running);
    const result = await running;
    const worst = Math.max(...health);
    const body = JSON.parse(result.text) as AnalysisResponse;
    console.log(
      `MLE upload 200 × 5,000 × 4: ${result.status} in ${Math.round(result.ms)} ms (fit: ${body.mle?.iterations} ` +
        `iterations, converged ${body.mle?.converged}); ${health.length} health checks meanwhile, worst ` +
        `${Math.round(worst)} ms (idle worst ${Math.round(Math.max(...baseline))} ms)`,
    );
    expect(result.status).toBe(200);
    expect(body.mle).toMatchObject({ converged: true });
    expect(body.mle!.presentations).toHaveLength(200);
    expect(body.mle!.observers).toHaveLength(10);
    expect(worst).toBeLessThan(offLoopBound(Math.max(...baseline), result.ms));
  }, 120_000);

  it('pages the observers with observer_offset / observer_limit', async () => {
    const res = await upload(api, token, csv, '?observer_offset=199990&observer_limit=50&screening=off');
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as AnalysisResponse;
    expect(body.observer_page).toEqual({ offset: 199_990, limit: 50, total: OBSERVERS });
    expect(body.observers.map((o) => o.observer)).toEqual(
      Array.from({ length: 10 }, (_, i) => `observer-${String(199_990 + i)}`),
    );
    const bad = await upload(api, token, 'observer,presentation,score\nA,V1,3\n', '?observer_limit=0');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error).toMatch(/observer_limit/);
  }, 120_000);

  it('refuses more analyses than the queue holds with a 503 JSON error instead of piling them up', async () => {
    // One runs, ANALYSIS_QUEUE_SIZE (default 2) wait, the rest are refused at once.
    const all = await Promise.all(
      Array.from({ length: 6 }, () => upload(api, token, csv, '?observer_limit=1')),
    );
    const statuses = all.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const refused = all.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const error = JSON.parse(refused[0].text) as { statusCode: number; error: string };
    expect(error.statusCode).toBe(503);
    expect(error.error).toMatch(/analyses are already running or waiting/);
  }, 120_000);
});
