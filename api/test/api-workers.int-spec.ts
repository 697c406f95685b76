import { jest } from '@jest/globals';
import { ApiRoutes } from '@vvq/contracts';
import { counterMismatches } from './support/api-helpers.js';
import { ratingBody, participantsWithTrials } from './support/http-study.js';
import { sharedStoreCases } from './support/rate-limit-stores.js';
import {
  postJson,
  runNodeScript,
  startSpawnedApi,
  API_MAIN,
  type SpawnedApi,
} from './support/spawned-api.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';
import { withDatabase } from './support/with-database.js';

jest.setTimeout(240_000);

const ADMIN = { ADMIN_EMAIL: 'workers-boss@example.org', ADMIN_PASSWORD: 'correct horse battery' };

/** A shared limit store: the app's MariaDB, and Redis on SQLite (the Redis store on MariaDB adds nothing here). */
const CASES = sharedStoreCases().filter(([dialect, store]) => store !== 'redis' || dialect === 'sqlite');

/** The pids of the processes that logged a finished request (pino writes `pid` on every line). */
function requestPids(output: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { pid?: number; statusCode?: number; res?: unknown };
      if (entry.pid && (entry.statusCode !== undefined || entry.res !== undefined)) pids.add(entry.pid);
    } catch {
      // not a log line
    }
  }
  return pids;
}

/**
 * Several API processes (docs/operator/scaling.md): `API_WORKERS=2` runs two API processes (node:cluster) on
 * one port and one database. The assignment stays balanced, a trial is rated once, the login limit is one
 * limit, and SIGTERM stops everything with exit 0.
 */
(CASES.length ? describe.each(CASES) : describe.skip.each([['sqlite', 'none', () => ({})]] as typeof CASES))(
  'API_WORKERS=2 (%s, %s store)',
  (dialect, _store, storeEnv) => {
    let db: TestDatabase;
    let api: SpawnedApi;
    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      api = await startSpawnedApi({
        ...db.env,
        ...ADMIN,
        ...storeEnv(),
        API_WORKERS: '2',
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
        LOGIN_RATE_LIMIT: '10',
        SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
      });
      // The first worker answers /health; the second starts once the first listens.
      for (let i = 0; i < 600 && !api.output().includes('all 2 API workers listening'); i++) {
        if (!api.running) throw new Error(`API exited: ${api.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    afterAll(async () => {
      await api?.kill();
      await db?.drop();
    });

    it('both workers serve; concurrent first starts stay balanced and every trial is rated exactly once', async () => {
      // 24 participants × 4 videos over the 48 demo videos, all starting at once.
      const tasks = (
        await Promise.all(Array.from({ length: 4 }, () => participantsWithTrials(api.base, 6)))
      ).flat();
      expect(tasks).toHaveLength(96);
      // Every trial rated twice at once: one 201 and one 409 each.
      const answers = await Promise.all(
        tasks.flatMap((task) =>
          [1, 2].map((n) =>
            postJson(`${api.base}${ApiRoutes.ratings}`, ratingBody(task.trialId, `try ${n}`), task.token),
          ),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(96);
      expect(statuses.filter((s) => s === 409)).toHaveLength(96);
      await withDatabase(db.env, async (ds) => {
        expect(await counterMismatches(ds)).toEqual([]);
        const loads = ((await ds.query('SELECT load_count AS n FROM videos')) as Array<{ n: unknown }>).map(
          (r) => Number(r.n),
        );
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
        const [{ n }] = (await ds.query('SELECT COUNT(*) AS n FROM ratings')) as Array<{ n: unknown }>;
        expect(Number(n)).toBe(96);
      });
      expect(requestPids(api.output()).size).toBe(2);
    });

    it('the login limit is one limit across the workers: 30 wrong admin logins → 10 × 401, 20 × 429', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postJson(`${api.base}${ApiRoutes.admin.login}`, {
            email: ADMIN.ADMIN_EMAIL,
            password: `wrong-${i}`,
          }),
        ),
      );
      const count = (s: number) => answers.filter((a) => a.status === s).length;
      expect([count(401), count(429)]).toEqual([10, 20]);
    });

    it('a worker that dies is replaced while the other keeps serving', async () => {
      const [victim] = [...requestPids(api.output())];
      process.kill(victim, 'SIGKILL');
      const replaced = () => api.output().includes(`API worker ${victim} exited`);
      for (let i = 0; i < 300 && !replaced(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(replaced()).toBe(true);
      const listening = () => (api.output().match(/API worker \d+ listening/g) ?? []).length;
      for (let i = 0; i < 600 && listening() < 3; i++) await new Promise((r) => setTimeout(r, 100));
      expect(listening()).toBe(3);
      const health = await fetch(`${api.base}${ApiRoutes.health}`);
      expect(health.status).toBe(200);
    });

    it('SIGTERM stops the primary and both workers with exit code 0', async () => {
      api.child.kill('SIGTERM');
      const exit = await api.exited;
      // On failure the last lines of the output say which process did not stop cleanly.
      const tail = exit.code === 0 ? '' : api.output().slice(-3000);
      expect({ exit, tail }).toEqual({ exit: { code: 0, signal: null }, tail: '' });
    });
  },
);

describe('API_WORKERS start-up checks', () => {
  it('more than one worker with per-process rate limits is refused with a message', async () => {
    const run = await runNodeScript(API_MAIN, [], {
      NODE_ENV: 'test',
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      API_WORKERS: '2',
      RATE_LIMIT_STORE: 'memory',
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      'API_WORKERS: with more than one API process the rate limits must be shared',
    );
  });
});
