import { jest } from '@jest/globals';
import request from 'supertest';
import { ApiRoutes, LIST_PAGE_MAX, LIST_TOTAL_HEADER, type UserEvent } from '@vvq/contracts';
import { loadConfig } from '../src/config/load-config.js';
import { api, bearer, uniqueEmail } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

jest.setTimeout(120_000);

const ADMIN = { ADMIN_EMAIL: 'events-boss@example.org', ADMIN_PASSWORD: 'correct horse battery' };
const TOO_MANY_ACCOUNT_LOGINS = 'Too many logins to this account. Please try again later.';
const TOTAL = LIST_TOTAL_HEADER.toLowerCase();

/**
 * Successful participant logins are limited per account (LOGIN_SUCCESS_LIMIT per LOGIN_SUCCESS_WINDOW_MINUTES), so
 * one known e-mail can no longer log in thousands of times and fill user_events; and the admin's events call pages
 * like the other admin lists (limit/offset/order, total in X-Total-Count, page size bounded).
 */
describe.each(DIALECTS)('successful logins limited per account, events paged (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ...ADMIN,
      TRUST_PROXY: 'true',
      LOGIN_SUCCESS_LIMIT: '5',
      LOGIN_SUCCESS_WINDOW_MINUTES: '10',
    });
    const res = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })
      .expect(200);
    admin = `Bearer ${res.body.token as string}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const signup = async (email: string) =>
    request(t.server).post(api(ApiRoutes.signup)).send({ name: 'Often', email }).expect(201);
  const login = (email: string, from = '198.51.100.10') =>
    request(t.server).post(api(ApiRoutes.login)).set('X-Forwarded-For', from).send({ email });
  const loginEvents = async (userId: number): Promise<number> => {
    const rows = (await t.dataSource.query(
      "SELECT COUNT(*) AS n FROM user_events WHERE user_id = ? AND event_type = 'login'",
      [userId],
    )) as Array<{ n: unknown }>;
    return Number(rows[0].n);
  };

  it('the 6th successful login of one account within the window is a 429 with Retry-After, from any address; no event is written for it', async () => {
    const email = uniqueEmail('often');
    await signup(email);
    let userId = 0;
    let token = '';
    for (let i = 0; i < 5; i++) {
      const res = await login(email, `198.51.100.${i + 1}`).expect(200);
      userId = res.body.user_id as number;
      token = res.body.token as string;
    }
    // A new address does not help: the count belongs to the account.
    const refused = await login(email, '203.0.113.99');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(TOO_MANY_ACCOUNT_LOGINS);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await loginEvents(userId)).toBe(5);
    // The token from before stays good: the limit stops new logins, it does not log anyone out.
    await request(t.server)
      .get(api(`/check-questionnaire/${userId}`))
      .set(bearer(token))
      .expect(200);
  });

  it('other accounts are unaffected, even from the same address', async () => {
    const busy = uniqueEmail('busy');
    const calm = uniqueEmail('calm');
    await signup(busy);
    await signup(calm);
    for (let i = 0; i < 5; i++) await login(busy).expect(200);
    expect((await login(busy)).status).toBe(429);
    const res = await login(calm).expect(200);
    await request(t.server)
      .get(api(`/check-questionnaire/${res.body.user_id as number}`))
      .set(bearer(res.body.token as string))
      .expect(200);
  });

  it('an unknown e-mail is still a 401 (the account limit only counts logins that succeed)', async () => {
    const res = await login(uniqueEmail('nobody'));
    expect(res.status).toBe(401);
  });

  describe('GET /admin/user-events', () => {
    const events = (query = '') =>
      request(t.server)
        .get(api(`${ApiRoutes.admin.userEvents}${query}`))
        .set('Authorization', admin);

    it('without parameters it is the spec call: every event oldest first, no total header', async () => {
      const res = await events().expect(200);
      expect(res.headers[TOTAL]).toBeUndefined();
      const all = res.body as UserEvent[];
      expect(all.length).toBeGreaterThanOrEqual(11);
      const times = all.map((e) => e.event_time);
      expect([...times].sort()).toEqual(times);
    });

    it('with limit/offset it answers one page and the total; order=desc starts with the newest', async () => {
      const all = (await events().expect(200)).body as UserEvent[];
      const first = await events('?limit=3&offset=0').expect(200);
      expect(first.headers[TOTAL]).toBe(String(all.length));
      expect(first.body).toEqual(all.slice(0, 3));
      const second = await events('?limit=3&offset=3').expect(200);
      expect(second.body).toEqual(all.slice(3, 6));
      const newest = await events('?limit=2&order=desc&sort=event_time').expect(200);
      expect(newest.body).toEqual(all.slice(-2).reverse());
      expect(newest.headers[TOTAL]).toBe(String(all.length));
      const past = await events(`?limit=5&offset=${all.length}`).expect(200);
      expect(past.body).toEqual([]);
    });

    it('q keeps one event type', async () => {
      const all = (await events().expect(200)).body as UserEvent[];
      const logins = all.filter((e) => e.event_type === 'login');
      const res = await events('?q=login&limit=1000').expect(200);
      expect(res.headers[TOTAL]).toBe(String(logins.length));
      expect((res.body as UserEvent[]).every((e) => e.event_type === 'login')).toBe(true);
    });

    it('the page size is bounded and bad parameters are 400s with a message', async () => {
      const big = await events(`?limit=${LIST_PAGE_MAX + 1}`).expect(400);
      expect(String(big.body.error)).toContain('limit must be from 1 to');
      expect((await events('?offset=-1').expect(400)).body.error).toContain('offset');
      expect((await events('?sort=user_id').expect(400)).body.error).toContain('sort must be one of');
      expect((await events('?order=sideways').expect(400)).body.error).toContain('order must be one of');
    });

    it('needs an admin token', async () => {
      await request(t.server)
        .get(api(`${ApiRoutes.admin.userEvents}?limit=1`))
        .expect(401);
    });
  });
});

describe('successful-login limit settings', () => {
  const SECRET = 'x'.repeat(40);
  it('20 per account per 10 minutes unless configured; bad values are refused with the variable named', () => {
    const config = loadConfig({ TOKEN_SECRET: SECRET });
    expect(config.loginRateLimit.successPerAccount).toBe(20);
    expect(config.loginRateLimit.successWindowMs).toBe(10 * 60_000);
    const set = loadConfig({
      TOKEN_SECRET: SECRET,
      LOGIN_SUCCESS_LIMIT: '3',
      LOGIN_SUCCESS_WINDOW_MINUTES: '60',
    });
    expect(set.loginRateLimit.successPerAccount).toBe(3);
    expect(set.loginRateLimit.successWindowMs).toBe(60 * 60_000);
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, LOGIN_SUCCESS_LIMIT: '0' })).toThrow(
      'LOGIN_SUCCESS_LIMIT: must be at least 1',
    );
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, LOGIN_SUCCESS_WINDOW_MINUTES: 'soon' })).toThrow(
      'LOGIN_SUCCESS_WINDOW_MINUTES',
    );
  });
});
