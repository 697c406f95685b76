import { connect, type Socket } from 'node:net';
import { API_PREFIX, ApiRoutes } from '@vvq/contracts';
import { Rating } from '../src/modules/ratings/rating.entity.js';
import { counterMismatches } from './support/api-helpers.js';
import { participantsWithTrials, rate, ratingBody, type RatingTask } from './support/http-study.js';
import { startSpawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { DIALECTS, createTestDatabase, type TestDatabase } from './support/test-db.js';
import { withDatabase } from './support/with-database.js';

// SIGTERM (systemctl stop / restart, a deploy) sent to the real built server (api/dist/main.js) while requests are
// under way: it must stop accepting, finish what it has started (within SHUTDOWN_TIMEOUT_SECONDS), close the
// database and exit 0, and every rating it acknowledged must be stored.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The promise's value, or null after `ms` (the timer is cleared, so nothing is left running for jest). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A rating request whose body is only half sent: the server has its headers (a request in flight) but cannot
 * answer before `finish()` sends the rest. `answer` resolves with the raw HTTP answer once the server closes the
 * socket ('' when it cuts the connection without answering).
 */
function halfSentRating(api: SpawnedApi, task: RatingTask, comment: string) {
  const body = JSON.stringify(ratingBody(task.trialId, comment));
  const socket: Socket = connect(api.port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
  });
  socket.write(
    [
      `POST /${API_PREFIX}${ApiRoutes.ratings} HTTP/1.1`,
      `Host: 127.0.0.1:${api.port}`,
      'Content-Type: application/json',
      `Authorization: Bearer ${task.token}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      // Keep-alive (HTTP/1.1's default): the server itself must close the socket once it has answered.
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  return {
    finish: () => socket.write(body.slice(10)),
    answer: ended,
    destroy: () => socket.destroy(),
  };
}

async function refusesConnections(api: SpawnedApi, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`${api.base}${ApiRoutes.health}`, { signal: AbortSignal.timeout(1000) });
    } catch {
      return true;
    }
    await sleep(50);
  }
  return false;
}

describe.each(DIALECTS)('graceful shutdown on SIGTERM (%s)', (dialect) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  let api: SpawnedApi | undefined;
  const sockets: Array<{ destroy(): void }> = [];

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    env = { ...db.env, TOKEN_SECRET: TEST_TOKEN_SECRET, SEED_DEMO: 'true', LOGIN_RATE_LIMIT: '1000' };
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await api?.kill();
    api = undefined;
  });
  afterAll(async () => {
    await db?.drop();
  });

  const storedRatings = () =>
    withDatabase(
      db.env,
      async (check) => ({
        ids: (await check.getRepository(Rating).find()).map((r) => Number(r.id)),
        mismatches: await counterMismatches(check),
      }),
      [Rating],
    );

  it('finishes a request in flight, refuses new connections meanwhile, stores the rating and exits 0', async () => {
    api = await startSpawnedApi({ ...env, SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const [task] = await participantsWithTrials(api.base, 1);
    const inFlight = halfSentRating(api, task, 'in flight at SIGTERM');
    sockets.push(inFlight);
    await sleep(500);

    api.child.kill('SIGTERM');
    expect(await refusesConnections(api, 10_000)).toBe(true);
    expect(api.running).toBe(true);

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    const ratingId = Number(/"rating_id":(\d+)/.exec(answer)?.[1]);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).toMatch(/SIGTERM/);

    const stored = await storedRatings();
    expect(stored.ids).toContain(ratingId);
    expect(stored.mismatches).toEqual([]);
  }, 90_000);

  it('keeps every rating it acknowledged while a stream of ratings is cut by SIGTERM', async () => {
    api = await startSpawnedApi({ ...env, SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const server = api;
    const tasks = await participantsWithTrials(server.base, 6);
    const acknowledged: number[] = [];
    let next = 0;
    // Four clients rate continuously; SIGTERM arrives once a few ratings went through.
    const worker = async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        const id = await rate(server.base, task, `stream ${task.trialId}`);
        if (id === null) return;
        acknowledged.push(id);
      }
    };
    const workers = Promise.all([worker(), worker(), worker(), worker()]);
    while (acknowledged.length < 5) await sleep(5);
    server.child.kill('SIGTERM');
    await workers;

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(acknowledged.length).toBeLessThan(tasks.length);
    const stored = await storedRatings();
    expect(stored.ids).toEqual(expect.arrayContaining(acknowledged));
    expect(stored.mismatches).toEqual([]);
  }, 90_000);

  it('gives up after SHUTDOWN_TIMEOUT_SECONDS when a request never completes, and exits 1', async () => {
    api = await startSpawnedApi({ ...env, SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const [task] = await participantsWithTrials(api.base, 1);
    const stuck = halfSentRating(api, task, 'never finished');
    sockets.push(stuck);
    await sleep(500);

    const signalled = Date.now();
    api.child.kill('SIGTERM');
    // Generous bound (the issue asks for a bounded shutdown, not a precise one): 1 s grace, then out.
    const exit = await within(api.exited, 15_000);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
    expect(api.output()).toMatch(/did not finish within 1 s/);
    expect(await stuck.answer).not.toMatch(/^HTTP\/1\.1 2/);
  }, 90_000);
});
