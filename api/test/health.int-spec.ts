import request from 'supertest';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe.each(DIALECTS)('health and app setup (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the database as reachable', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: dialect, reachable: true });
  });

  it('gives 503 when the database query fails', async () => {
    const original = t.dataSource.query.bind(t.dataSource);
    t.dataSource.query = (() => Promise.reject(new Error('connection lost'))) as typeof t.dataSource.query;
    try {
      const res = await request(t.server).get('/api/health').expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: `The ${dialect} database is not reachable`,
        message: `The ${dialect} database is not reachable`,
      });
    } finally {
      t.dataSource.query = original;
    }
  });

  it('is live while the process answers, whatever the database does', async () => {
    const res = await request(t.server).get('/api/health/live').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    const original = t.dataSource.query.bind(t.dataSource);
    t.dataSource.query = (() => Promise.reject(new Error('connection lost'))) as typeof t.dataSource.query;
    try {
      await request(t.server).get('/api/health/live').expect(200);
    } finally {
      t.dataSource.query = original;
    }
  });

  it('is ready when the database answers and every migration ran', async () => {
    const res = await request(t.server).get('/api/health/ready').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up', type: dialect }, migrations: { status: 'up' } },
    });
  });

  it('is not ready (503) when the database does not answer', async () => {
    const original = t.dataSource.query.bind(t.dataSource);
    t.dataSource.query = (() => Promise.reject(new Error('connection lost'))) as typeof t.dataSource.query;
    try {
      const res = await request(t.server).get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({
        statusCode: 503,
        error: expect.stringMatching(/^Not ready: database/),
      });
    } finally {
      t.dataSource.query = original;
    }
  });

  it('is not ready (503) while a migration is pending', async () => {
    const runner = t.dataSource.createQueryRunner();
    const migrationsTable = 'migrations';
    const [last] = (await runner.query(
      `SELECT id, timestamp, name FROM ${migrationsTable} ORDER BY timestamp DESC LIMIT 1`,
    )) as Array<{ id: number; timestamp: number; name: string }>;
    await runner.query(`DELETE FROM ${migrationsTable} WHERE id = ?`, [last.id]);
    try {
      const res = await request(t.server).get('/api/health/ready').expect(503);
      expect(res.body.error).toBe('Not ready: migrations (Migrations are pending)');
    } finally {
      await runner.query(`INSERT INTO ${migrationsTable} (id, timestamp, name) VALUES (?, ?, ?)`, [
        last.id,
        last.timestamp,
        last.name,
      ]);
      await runner.release();
    }
    await request(t.server).get('/api/health/ready').expect(200);
  });

  it('creates every table of the spec through the migration', async () => {
    const tables = [
      'users',
      'user_events',
      'questionnaires',
      'videos',
      'sessions',
      'trials',
      'ratings',
      'contact_messages',
      'admins',
      'distortion_examples',
    ];
    const runner = t.dataSource.createQueryRunner();
    try {
      for (const table of tables) expect(await runner.hasTable(table)).toBe(true);
    } finally {
      await runner.release();
    }
  });

  it('answers unknown routes with the common error shape', async () => {
    const res = await request(t.server).get('/api/nope').expect(404);
    expect(res.body.statusCode).toBe(404);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.message).toBeDefined();
  });

  it('sends security headers and CORS only for configured origins', async () => {
    const allowed = await request(t.server).get('/api/health').set('Origin', 'http://localhost:4200');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const denied = await request(t.server).get('/api/health').set('Origin', 'http://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
