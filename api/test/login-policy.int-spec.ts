import { jest } from '@jest/globals';
import request from 'supertest';
import { api, uniqueEmail } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

jest.setTimeout(120_000);

const ADMIN = { ADMIN_EMAIL: 'policy-boss@example.org', ADMIN_PASSWORD: 'correct horse battery' };
const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again later.';

/**
 * The login policy (docs/operator/security.md#login-limits): with the defaults (10 attempts per address and
 * e-mail, 100 unknown e-mails per address, 15-minute window), a class of 60 behind one NAT address still gets
 * in while someone behind the same address probes e-mails; the prober is held to the budget; one e-mail
 * cannot be guessed at more than 10 times per address. The addresses are X-Forwarded-For entries added by the
 * trusted local proxy.
 */
describe.each(DIALECTS)('login policy for shared addresses (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ...ADMIN, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (from: string, email: string) =>
    request(t.server).post(api('/login')).set('X-Forwarded-For', from).send({ email });
  const adminLogin = (from: string, email: string, password: string) =>
    request(t.server).post(api('/admin/login')).set('X-Forwarded-For', from).send({ email, password });
  const expectTooMany = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(TOO_MANY_LOGINS);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  it('a class of 60 behind one address logs in while a prober behind it spends the unknown-e-mail budget', async () => {
    const nat = '198.51.100.77';
    const students: string[] = [];
    for (let i = 0; i < 60; i++) {
      const email = uniqueEmail(`student${i}`);
      await request(t.server)
        .post(api('/signup'))
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ name: 'Student', email })
        .expect(201);
      students.push(email);
    }
    // Ten students mistype first (unknown e-mails: 401 and part of the address's budget) …
    for (let i = 0; i < 10; i++) expect((await login(nat, `x${students[i]}`)).status).toBe(401);
    // … and a prober behind the same NAT sprays 150 made-up e-mails: 90 more 401s, then 429 for the rest.
    const probe: number[] = [];
    for (let i = 0; i < 150; i++) probe.push((await login(nat, uniqueEmail('probe'))).status);
    expect(probe.filter((s) => s === 401)).toHaveLength(90);
    expect(probe.slice(90).every((s) => s === 429)).toBe(true);
    expectTooMany(await login(nat, uniqueEmail('probe')));

    // Every student whose own e-mail has no failures still gets in, from the same address, right now.
    for (const email of students) {
      const res = await login(nat, email);
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
    }
  });

  it('the prober is limited per address only: the same made-up e-mails from another address get 401', async () => {
    const nat = '198.51.100.78';
    for (let i = 0; i < 100; i++) expect((await login(nat, uniqueEmail('spray'))).status).toBe(401);
    expectTooMany(await login(nat, uniqueEmail('spray')));
    expect((await login('198.51.100.79', uniqueEmail('spray'))).status).toBe(401);
  });

  it('one e-mail gets 10 attempts per address (participant login)', async () => {
    const nat = '198.51.100.80';
    const typo = uniqueEmail('typo');
    for (let i = 0; i < 10; i++) expect((await login(nat, typo)).status).toBe(401);
    expectTooMany(await login(nat, typo));
    expect((await login('198.51.100.81', typo)).status).toBe(401);
    expect((await login(nat, uniqueEmail('other'))).status).toBe(401);
  });

  it('one admin e-mail gets 10 password guesses per address; then even the right password waits, elsewhere it works', async () => {
    const nat = '198.51.100.82';
    for (let i = 0; i < 10; i++)
      expect((await adminLogin(nat, ADMIN.ADMIN_EMAIL, `guess-${i}-guess`)).status).toBe(401);
    expectTooMany(await adminLogin(nat, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD));
    expect((await adminLogin('198.51.100.83', ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  });

  it('a successful login clears that e-mail’s count at that address', async () => {
    const nat = '198.51.100.84';
    for (let i = 0; i < 9; i++)
      expect((await adminLogin(nat, ADMIN.ADMIN_EMAIL, `guess-${i}-guess`)).status).toBe(401);
    expect((await adminLogin(nat, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await adminLogin(nat, ADMIN.ADMIN_EMAIL, `again-${i}-guess`)).status).toBe(401);
    expectTooMany(await adminLogin(nat, ADMIN.ADMIN_EMAIL, `again-x-guess`));
  });
});

describe.each(DIALECTS)('login policy: the admin address budget (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // A small budget keeps the bcrypt work of this test short; the default is 100.
    t = await startTestApp(dialect, { ...ADMIN, TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_IP: '12' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminLogin = (from: string, email: string, password: string) =>
    request(t.server).post(api('/admin/login')).set('X-Forwarded-For', from).send({ email, password });

  it('admin logins from one address stop after LOGIN_RATE_LIMIT_PER_IP failures over all e-mails (admin e-mails stay unrevealed)', async () => {
    const nat = '198.51.100.85';
    for (let i = 0; i < 12; i++) {
      expect((await adminLogin(nat, uniqueEmail('adminprobe'), 'whatever-guess')).status).toBe(401);
    }
    for (const res of [
      await adminLogin(nat, uniqueEmail('adminprobe'), 'whatever-guess'),
      await adminLogin(nat, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD),
    ]) {
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(TOO_MANY_LOGINS);
    }
    expect((await adminLogin('198.51.100.86', ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  });
});
