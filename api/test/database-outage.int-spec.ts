import Database from 'better-sqlite3';
import { ApiRoutes, type LoginResponse } from '@vvq/contracts';
import { DATABASE_UNAVAILABLE } from '../src/database/db-unavailable.js';
import { uniqueEmail } from './support/api-helpers.js';
import { startSpawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './support/test-db.js';

/** A suite on SQLite only: it runs in the SQLite process when the databases run side by side. */
const sqliteOnly = DIALECTS.includes('sqlite') ? describe : describe.skip;

// docs/operator/operations.md#during-a-database-outage: while the database cannot be used, every route
// answers 503 with Retry-After and the common JSON error (not a plain 500), and the same process serves again
// once the database is back, without a restart.

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: text ? JSON.parse(text) : {},
  };
}

const postJson = (url: string, body: unknown, token?: string) =>
  send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const OUTAGE_ANSWER = {
  status: 503,
  retryAfter: '5',
  body: { statusCode: 503, error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE },
};

/** Polls `attempt` until it returns a 2xx answer (the pool reconnects on its own) or `ms` has passed. */
async function eventually(attempt: () => Promise<Answer>, ms = 20_000): Promise<Answer> {
  const deadline = Date.now() + ms;
  let last = await attempt();
  while (last.status >= 300 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    last = await attempt();
  }
  return last;
}

const commonEnv = {
  TOKEN_SECRET: TEST_TOKEN_SECRET,
  SEED_DEMO: 'false',
  LOGIN_RATE_LIMIT: '1000',
  // Every request reads the account's token version, so a participant route touches the database each time.
  TOKEN_VERSION_CACHE_SECONDS: '0',
};

describe('a MariaDB outage: 503 with Retry-After, then recovery', () => {
  const run = DIALECTS.includes('mysql') ? it : it.skip;
  let db: TestDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let api: SpawnedApi | undefined;

  afterAll(async () => {
    await api?.kill();
    await proxy?.stop();
    await db?.drop();
  });

  run('answers 503 while the server is unreachable and serves again once it is back', async () => {
    db = await createTestDatabase('mysql');
    const url = new URL(db.env.DATABASE_URL);
    proxy = new TcpProxy(url.hostname, Number(url.port || 3306));
    await proxy.start();
    url.host = `127.0.0.1:${proxy.port}`;
    api = await startSpawnedApi({ ...commonEnv, DATABASE_URL: url.toString() });

    const email = uniqueEmail('outage');
    expect((await postJson(`${api.base}${ApiRoutes.signup}`, { name: 'Out Age', email })).status).toBe(201);
    const login = await postJson(`${api.base}${ApiRoutes.login}`, { email });
    const { user_id, token } = login.body as unknown as LoginResponse;
    const check = () =>
      send(`${api!.base}${ApiRoutes.checkQuestionnaire(user_id)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await check()).status).toBe(200);

    await proxy.stop();
    expect(
      await postJson(`${api.base}${ApiRoutes.signup}`, { name: 'Second', email: uniqueEmail('o') }),
    ).toEqual(OUTAGE_ANSWER);
    expect(await postJson(`${api.base}${ApiRoutes.login}`, { email })).toEqual(OUTAGE_ANSWER);
    expect(await check()).toEqual(OUTAGE_ANSWER);
    expect((await send(`${api.base}${ApiRoutes.health}`)).status).toBe(503);
    expect(api.running).toBe(true);

    await proxy.start();
    expect((await eventually(check)).status).toBe(200);
    expect(
      (await postJson(`${api.base}${ApiRoutes.signup}`, { name: 'Back', email: uniqueEmail('b') })).status,
    ).toBe(201);
    expect(api.output()).toContain('Database unavailable, answering 503');
    expect(api.output()).not.toContain('Internal server error');
  });
});

sqliteOnly('a SQLite file locked by another process: 503 with Retry-After, then recovery', () => {
  let db: TestDatabase | undefined;
  let api: SpawnedApi | undefined;
  let holder: Database.Database | undefined;

  afterAll(async () => {
    holder?.close();
    await api?.kill();
    await db?.drop();
  });

  it('answers 503 once the busy timeout has passed and writes again once the lock is gone', async () => {
    db = await createTestDatabase('sqlite');
    api = await startSpawnedApi({ ...commonEnv, ...db.env });
    const signup = (name: string) =>
      postJson(`${api!.base}${ApiRoutes.signup}`, { name, email: uniqueEmail('s') });
    expect((await signup('Before')).status).toBe(201);

    // Another process (here: this one) holds the write lock past the API's 10 s busy timeout, as a stuck backup
    // script or an open `sqlite3` shell in a transaction would.
    holder = new Database(db.env.SQLITE_PATH);
    holder.exec('BEGIN IMMEDIATE');
    expect(await signup('During')).toEqual(OUTAGE_ANSWER);
    expect(api.running).toBe(true);

    holder.exec('ROLLBACK');
    holder.close();
    holder = undefined;
    expect((await signup('After')).status).toBe(201);
  }, 60_000);
});
