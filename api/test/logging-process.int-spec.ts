import { ApiRoutes } from '@vvq/contracts';
import { startSpawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './support/test-db.js';

// The built API as systemd runs it: everything it prints, from the first start-up line to the last, is a JSON line.

describe.each(DIALECTS)('log output of the built API (%s)', (dialect) => {
  let db: TestDatabase;
  let api: SpawnedApi | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await api?.kill();
    await db?.drop();
  });

  it('writes only JSON lines: start-up messages, request lines and the shutdown', async () => {
    api = await startSpawnedApi({
      ...db.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    });
    const res = await fetch(`${api.base}/no/such/route`);
    expect(res.status).toBe(404);
    const requestId = res.headers.get('x-request-id');
    expect((await fetch(`${api.base}${ApiRoutes.health}`)).status).toBe(200);
    api.child.kill('SIGTERM');
    expect((await api.exited).code).toBe(0);

    const lines = api.output().split('\n').filter(Boolean);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.find((r) => r.context === 'Bootstrap')).toMatchObject({
      level: 'info',
      msg: expect.stringContaining('VVQ API listening on'),
    });
    expect(records.find((r) => r.reqId === requestId)).toMatchObject({
      level: 'warn',
      method: 'GET',
      route: null,
      statusCode: 404,
      responseTime: expect.any(Number),
    });
    expect(records.some((r) => r.context === 'Shutdown' && String(r.msg).startsWith('Stopped'))).toBe(true);
    // Health probes are debug lines: at LOG_LEVEL=info they do not fill the journal.
    expect(records.some((r) => r.route === '/api/health')).toBe(false);
  });
});
