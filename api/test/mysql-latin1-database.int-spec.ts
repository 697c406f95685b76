import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import request from 'supertest';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MYSQL_URL = process.env.TEST_MYSQL_URL;
const describeMysql = MYSQL_URL ? describe : describe.skip;

/** An operator who created the database without `CHARACTER SET utf8mb4` (upstream MariaDB defaults to latin1). */
describeMysql('a MySQL database created with a latin1 default', () => {
  const name = `vvq_l1_${randomBytes(6).toString('hex')}`;
  const server = new URL(MYSQL_URL ?? 'mysql://localhost/');
  server.pathname = '/';
  let t: TestApp;

  beforeAll(async () => {
    const conn = await mysql.createConnection({ uri: server.toString() });
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET latin1`);
    await conn.end();
    const url = new URL(server.toString());
    url.pathname = `/${name}`;
    t = await startTestApp('mysql', { DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await t?.close();
    const conn = await mysql.createConnection({ uri: server.toString() });
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.end();
  });

  it('stores emoji and other non-latin1 text instead of answering 500', async () => {
    const text = 'Great clip 😀 — ✓ 𝔘';
    const res = await request(t.server)
      .post(api('/contact'))
      .send({ name: 'Ada', email: 'ada@example.org', message: text });
    expect(res.status).toBe(201);
    const rows = (await t.dataSource.query('SELECT message FROM contact_messages')) as Array<{
      message: string;
    }>;
    expect(rows.map((r) => r.message)).toEqual([text]);
    const p = await signupAndLogin(t);
    const start = await request(t.server).post(api('/v2/session/start')).set(bearer(p.token));
    expect(start.status).toBe(200);
  });

  it('keeps e-mails exact after the conversion', async () => {
    await request(t.server).post(api('/signup')).send({ name: 'Zed', email: 'zed@example.org' }).expect(201);
    expect((await request(t.server).post(api('/login')).send({ email: 'zéd@example.org' })).status).toBe(401);
  });
});
