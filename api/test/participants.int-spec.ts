import request from 'supertest';
import { UserEvent } from '../src/modules/participants/user-event.entity.js';
import { User } from '../src/modules/participants/user.entity.js';
import { TokenSigner } from '../src/modules/auth/token.service.js';
import { api, bearer, signupAndLogin, uniqueEmail } from './support/api-helpers.js';
import { startTestApp, TEST_TOKEN_SECRET, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

describe.each(DIALECTS)('participants: signup, login, logout (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      LOGIN_RATE_LIMIT: '3',
      LOGIN_RATE_LIMIT_PER_IP: '6',
      BODY_LIMIT_BYTES: '2048',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/signup', () => {
    it('creates the account (201 with a message) and stores the e-mail trimmed and lower-cased', async () => {
      const email = uniqueEmail('Mixed.Case');
      const res = await request(t.server)
        .post(api('/signup'))
        .send({ name: '  Ada   Lovelace ', email: `  ${email.toUpperCase()} ` });
      expect(res.status).toBe(201);
      expect(typeof res.body.message).toBe('string');
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ email: email.toLowerCase() });
      expect(user.name).toBe('Ada Lovelace');
    });

    it.each([['R2-D2'], ['Ada1'], [''], ['   '], ['Émile']])(
      'refuses the name %p with "Please enter a valid name"',
      async (name) => {
        const res = await request(t.server)
          .post(api('/signup'))
          .send({ name, email: uniqueEmail() })
          .expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Please enter a valid name' });
        expect(res.body.message).toContain('Please enter a valid name');
      },
    );

    it('refuses a missing or malformed e-mail', async () => {
      const missing = await request(t.server).post(api('/signup')).send({ name: 'Bob' }).expect(400);
      expect(missing.body.error).toBe('Email is required');
      const bad = await request(t.server)
        .post(api('/signup'))
        .send({ name: 'Bob', email: 'not-an-email' })
        .expect(400);
      expect(bad.body.error).toBe('Please enter a valid email');
    });

    it('refuses unknown fields (whitelist)', async () => {
      const res = await request(t.server)
        .post(api('/signup'))
        .send({ name: 'Bob', email: uniqueEmail(), admin: true })
        .expect(400);
      expect(res.body.error).toBe('property admin should not exist');
    });

    it('gives 409 for an existing e-mail whatever its case and spaces', async () => {
      const email = uniqueEmail();
      await request(t.server).post(api('/signup')).send({ name: 'Carol', email }).expect(201);
      const res = await request(t.server)
        .post(api('/signup'))
        .send({ name: 'Carol', email: ` ${email.toUpperCase()}` })
        .expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'An account with this email already exists.',
        message: 'An account with this email already exists.',
      });
    });

    it('is race-safe: 10 simultaneous signups with one e-mail give one 201 and nine 409', async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          request(t.server).post(api('/signup')).send({ name: 'Racer', email }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      expect(await t.dataSource.getRepository(User).countBy({ email })).toBe(1);
    });

    it('answers malformed JSON with 400 and an oversized body with 413, in the common shape', async () => {
      const bad = await request(t.server)
        .post(api('/signup'))
        .set('Content-Type', 'application/json')
        .send('{"name":');
      expect(bad.status).toBe(400);
      expect(typeof bad.body.error).toBe('string');
      expect(bad.body.statusCode).toBe(400);
      const big = await request(t.server)
        .post(api('/signup'))
        .send({ name: 'A'.repeat(5000), email: uniqueEmail() });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ statusCode: 413 });
      expect(typeof big.body.error).toBe('string');
    });
  });

  describe('POST /api/login', () => {
    it('returns user_id, name and a token and records a login event', async () => {
      const email = uniqueEmail();
      await request(t.server).post(api('/signup')).send({ name: 'Dora', email }).expect(201);
      const res = await request(t.server)
        .post(api('/login'))
        .send({ email: email.toUpperCase() })
        .expect(200);
      expect(res.body).toEqual({ user_id: expect.any(Number), name: 'Dora', token: expect.any(String) });
      const events = await t.dataSource.getRepository(UserEvent).findBy({ user_id: res.body.user_id });
      expect(events.map((e) => e.event_type)).toEqual(['login']);
    });

    it("gives 401 'Invalid email' for an unknown e-mail", async () => {
      const res = await request(t.server)
        .post(api('/login'))
        .send({ email: uniqueEmail('nobody') })
        .expect(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Invalid email', message: 'Invalid email' });
    });

    it('limits failed logins per (IP, e-mail) with 429, while other e-mails from that IP still work', async () => {
      const target = uniqueEmail('guess');
      for (let i = 0; i < 3; i++)
        await request(t.server).post(api('/login')).send({ email: target }).expect(401);
      const blocked = await request(t.server).post(api('/login')).send({ email: target }).expect(429);
      expect(blocked.body.error).toBe('Too many failed login attempts. Please try again later.');
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      const someone = await signupAndLogin(t, 'Eve Someone');
      expect(someone.token).toBeTruthy();
    });

    it('has a per-IP ceiling above the per-person limit', async () => {
      // Failures with distinct e-mails never hit the per-person limit (3), only the per-IP ceiling (6, counting
      // the failures of the tests above).
      let failures = 0;
      let res = await request(t.server)
        .post(api('/login'))
        .send({ email: uniqueEmail('spray') });
      while (res.status === 401 && failures < 20) {
        failures += 1;
        res = await request(t.server)
          .post(api('/login'))
          .send({ email: uniqueEmail('spray') });
      }
      expect(res.status).toBe(429);
      // 1 unknown-email + 3 guesses before, so 2 more distinct e-mails reach the ceiling of 6.
      expect(failures).toBe(2);
      expect(res.body.statusCode).toBe(429);
    });
  });
});

describe.each(DIALECTS)('participants: tokens, logout and unexpected errors (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /api/log-logout-event/:userId needs a valid participant token of that same user', async () => {
    const me = await signupAndLogin(t, 'Fay');
    const other = await signupAndLogin(t, 'Gus');
    const url = api(`/log-logout-event/${me.user_id}`);
    const none = await request(t.server).post(url).expect(401);
    expect(none.body).toMatchObject({ statusCode: 401, error: 'Authentication required' });
    await request(t.server).post(url).set({ Authorization: 'Bearer nonsense' }).expect(401);
    const forbidden = await request(t.server)
      .post(api(`/log-logout-event/${other.user_id}`))
      .set(bearer(me.token))
      .expect(403);
    expect(forbidden.body.error).toBe('You can only act on your own account');
    const expired = new TokenSigner(TEST_TOKEN_SECRET, () => Date.now() - 13 * 3600_000).sign(
      me.user_id,
      'participant',
      12 * 3600,
    );
    const exp = await request(t.server).post(url).set(bearer(expired)).expect(401);
    expect(exp.body.error).toBe('Invalid or expired token');
    const forged = new TokenSigner('another-secret-another-secret-00000000').sign(
      me.user_id,
      'participant',
      3600,
    );
    await request(t.server).post(url).set(bearer(forged)).expect(401);
    const adminToken = new TokenSigner(TEST_TOKEN_SECRET).sign(me.user_id, 'admin', 3600);
    const wrongRole = await request(t.server).post(url).set(bearer(adminToken)).expect(403);
    expect(wrongRole.body.error).toBe('Participant access required');

    const ok = await request(t.server).post(url).set(bearer(me.token)).expect(201);
    expect(ok.body.message).toBe('Logout event recorded');
    const events = await t.dataSource
      .getRepository(UserEvent)
      .find({ where: { user_id: me.user_id }, order: { id: 'ASC' } });
    expect(events.map((e) => e.event_type)).toEqual(['login', 'logout']);
  });

  it('refuses the still-valid token of a deleted participant with 401', async () => {
    const gone = await signupAndLogin(t, 'Hal');
    await t.dataSource.getRepository(User).delete({ id: gone.user_id });
    const res = await request(t.server)
      .post(api(`/log-logout-event/${gone.user_id}`))
      .set(bearer(gone.token))
      .expect(401);
    expect(res.body.error).toBe('This account no longer exists');
    await request(t.server).post(api('/v2/session/start')).set(bearer(gone.token)).send({}).expect(401);
  });

  it('turns unexpected failures into a plain 500 without internals', async () => {
    const manager = t.dataSource.manager;
    const original = manager.findOne;
    manager.findOne = (() => Promise.reject(new Error('SECRET internals'))) as typeof manager.findOne;
    try {
      const res = await request(t.server)
        .post(api('/login'))
        .send({ email: uniqueEmail('boom') });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        statusCode: 500,
        error: 'Internal server error',
        message: 'Internal server error',
      });
      expect(JSON.stringify(res.body)).not.toContain('SECRET');
    } finally {
      manager.findOne = original;
    }
  });
});
