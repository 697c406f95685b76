import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { API_PREFIX, ApiRoutes, type LoginResponse, type SessionStartResponse } from '@vvq/contracts';
import { loadConfig } from '../src/config/load-config.js';
import { buildDataSourceOptions } from '../src/database/data-source-options.js';
import { Rating } from '../src/modules/ratings/rating.entity.js';
import { uniqueEmail, validQuestionnaire } from './support/api-helpers.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { DIALECTS, createTestDatabase, type TestDatabase } from './support/test-db.js';

// "Nothing is lost": the real server process (api/dist, built by the test:integration target) is killed with SIGKILL
// the moment it acknowledges a rating; the rating must then be in the database, read by a separate connection.
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const base = `http://127.0.0.1:${port}/${API_PREFIX}`;
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`API exited early (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}${ApiRoutes.health}`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not answer on ${base}: ${stderr}`);
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe.each(DIALECTS)('a rating acknowledged with 2xx survives SIGKILL of the API (%s)', (dialect) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  let server: { child: ChildProcess; base: string } | undefined;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error('api/dist/main.js is missing: run `npx nx run api:build` first');
    db = await createTestDatabase(dialect);
    env = { ...db.env, TOKEN_SECRET: TEST_TOKEN_SECRET, SEED_DEMO: 'true', LOGIN_RATE_LIMIT: '1000' };
  });
  afterAll(async () => {
    if (server) await killHard(server.child);
    await db?.drop();
  });

  it('keeps every one of four ratings, each acknowledged just before the process is killed', async () => {
    server = await startServer(env);
    const email = uniqueEmail('durable');
    expect((await call(server.base, ApiRoutes.signup, { name: 'Durable Person', email })).status).toBe(201);
    const login = await call<LoginResponse>(server.base, ApiRoutes.login, { email });
    const { user_id, token } = login.body;
    expect(
      (await call(server.base, ApiRoutes.questionnaire, validQuestionnaire(user_id), token)).status,
    ).toBe(201);
    const session = await call<SessionStartResponse>(
      server.base,
      ApiRoutes.sessionStart,
      { userId: user_id },
      token,
    );
    expect(session.body.videos).toHaveLength(4);

    const acknowledged: number[] = [];
    for (const [i, video] of session.body.videos.entries()) {
      if (!server) server = await startServer(env);
      const score = (i % 5) + 1;
      const res = await call<{ rating_id: number }>(
        server.base,
        ApiRoutes.ratings,
        {
          trialId: video.trial_id,
          clarity: score,
          interaction: score,
          depth: score,
          overall: score,
          comments: `kill ${i}`,
        },
        token,
      );
      expect(res.status).toBe(201);
      // No graceful shutdown, no flush: the process dies right after its answer.
      await killHard(server.child);
      server = undefined;
      acknowledged.push(res.body.rating_id);
    }

    const check = new DataSource({
      ...buildDataSourceOptions(loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...db.env }).database, [Rating]),
      migrationsRun: false,
    } as never);
    await check.initialize();
    try {
      const rows = await check.getRepository(Rating).findBy({ user_id });
      expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
        [...acknowledged].sort((a, b) => a - b),
      );
      expect(rows.map((r) => r.comments).sort()).toEqual(['kill 0', 'kill 1', 'kill 2', 'kill 3']);
    } finally {
      await check.destroy();
    }
  });
});
