import { jest } from '@jest/globals';
import request from 'supertest';
import { ApiRoutes } from '@vvq/contracts';
import {
  externalIPv4,
  postJson,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from './support/api-process.js';
import { api } from './support/api-helpers.js';
import { startTestApp, TEST_TOKEN_SECRET, type TestApp } from './support/test-app.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './support/test-db.js';

/** A suite on SQLite only: it runs in the SQLite process when the databases run side by side. */
const sqliteOnly = DIALECTS.includes('sqlite') ? describe : describe.skip;

jest.setTimeout(120_000);

/**
 * X-Forwarded-For is believed only from the configured proxy addresses. A client that reaches the API
 * port directly and forges a new X-Forwarded-For on every attempt must still meet the login limit (10 per address
 * and e-mail): 12 attempts → 10 × 401 + 2 × 429.
 */
describe.each(DIALECTS)('trusted proxy addresses (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The proxy is elsewhere (10.0.0.0/8); the test client connects from 127.0.0.1, an untrusted peer.
    t = await startTestApp(dialect, { TRUST_PROXY: '10.0.0.0/8', LOGIN_RATE_LIMIT: '10' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('12 failed logins with forged X-Forwarded-For from an untrusted peer meet the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await request(t.server)
        .post(api('/login'))
        .set('X-Forwarded-For', `192.0.2.${i + 1}`)
        .send({ email: 'forger@example.org' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

sqliteOnly('bind address and proxy trust of the real server process', () => {
  const external = externalIPv4();
  let db: TestDatabase;
  let proc: ApiProcess | undefined;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterEach(async () => {
    await stopApiProcess(proc);
    proc = undefined;
  });
  afterAll(async () => {
    await db?.drop();
  });
  const env = () => ({ ...db.env, TOKEN_SECRET: TEST_TOKEN_SECRET, SEED_DEMO: 'false' });

  it('listens on loopback only by default (HOST=127.0.0.1)', async () => {
    proc = await startApiProcess(env());
    expect((await fetch(`${proc.base}${ApiRoutes.health}`)).status).toBe(200);
    if (!external) return; // no other interface on this machine: nothing else to reach
    await expect(fetch(`http://${external}:${proc.port}/api${ApiRoutes.health}`)).rejects.toThrow();
  });

  it('TRUST_PROXY=true trusts only a proxy on this host: forged X-Forwarded-For from another address meets the limit', async () => {
    if (!external) throw new Error('this test needs a non-loopback IPv4 interface');
    proc = await startApiProcess({ ...env(), HOST: '0.0.0.0', TRUST_PROXY: 'true' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postJson(
        `http://${external}:${proc.port}/api${ApiRoutes.login}`,
        { email: 'direct-forger@example.org' },
        { 'X-Forwarded-For': `192.0.2.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Through the local proxy (loopback peer) the forwarded address is still believed.
    const viaProxy = await postJson(
      `${proc.base}${ApiRoutes.login}`,
      { email: 'direct-forger@example.org' },
      { 'X-Forwarded-For': '192.0.2.200' },
    );
    expect(viaProxy.status).toBe(401);
  });
});
