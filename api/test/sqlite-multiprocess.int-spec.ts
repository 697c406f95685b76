import { spawn } from 'node:child_process';
import request from 'supertest';
import { User } from '../src/modules/participants/user.entity.js';
import { api, uniqueEmail } from './support/api-helpers.js';
import { trackChild } from './support/child-registry.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Another process holds SQLite's write lock for a while; the API must wait for it, not fail. */
function holdWriteLock(file: string, ms: number): Promise<void> {
  const script = `
    const D = require('better-sqlite3');
    const db = new D(process.argv[1], { timeout: 5000 });
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));
  `;
  // stdout is piped only to hear 'locked'; the registry destroys the pipe and kills the child after the file.
  const child = trackChild(
    spawn(process.execPath, ['-e', script, file, String(ms)], { stdio: ['ignore', 'pipe', 'inherit'] }),
    'sqlite write-lock holder',
  );
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('error', reject);
  });
}

describe('SQLite shared by another process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('waits for the other writer and then commits (201), instead of failing with SQLITE_BUSY', async () => {
    const file = (t.config.database as { path: string }).path;
    await holdWriteLock(file, 400);
    const started = Date.now();
    const email = uniqueEmail('wait');
    const res = await request(t.server).post(api('/signup')).send({ name: 'Patient', email });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await t.dataSource.getRepository(User).countBy({ email })).toBe(1);
  });
});
