import request from 'supertest';
import { ContactMessageEntity } from '../src/modules/messages/contact-message.entity.js';
import { User } from '../src/modules/participants/user.entity.js';
import { api, uniqueEmail } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const TOO_MANY = 'Too many requests from your network. Please try again later.';

/**
 * POST /signup and /contact need no token, so every request (valid or not) is counted per client address and
 * the one past the hourly budget gets 429 + Retry-After. Behind the proxy (TRUST_PROXY=1) the address is the
 * X-Forwarded-For entry the proxy added, so other clients keep their own budget.
 */
describe.each(DIALECTS)('public rate limits on signup and contact (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      TRUST_PROXY: '1',
      SIGNUP_RATE_LIMIT_PER_HOUR: '3',
      CONTACT_RATE_LIMIT_PER_HOUR: '2',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signup = (ip: string, email = uniqueEmail('rl')) =>
    request(t.server).post(api('/signup')).set('X-Forwarded-For', ip).send({ name: 'Rate Limit', email });
  const contact = (
    ip: string,
    body: Record<string, unknown> = { name: 'Ada', email: 'ada@example.org', message: 'Hi' },
  ) => request(t.server).post(api('/contact')).set('X-Forwarded-For', ip).send(body);

  const expectTooMany = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ statusCode: 429, error: TOO_MANY, message: TOO_MANY });
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };

  it('lets SIGNUP_RATE_LIMIT_PER_HOUR signups through per address and refuses the next without creating a user', async () => {
    for (let i = 0; i < 3; i++) expect((await signup('203.0.113.10')).status).toBe(201);
    const email = uniqueEmail('rl-blocked');
    expectTooMany(await signup('203.0.113.10', email));
    expect(await t.dataSource.getRepository(User).existsBy({ email })).toBe(false);
  });

  it('does not limit another address', async () => {
    expect((await signup('203.0.113.11')).status).toBe(201);
  });

  it('counts invalid requests too, and refuses contact beyond CONTACT_RATE_LIMIT_PER_HOUR', async () => {
    expect((await contact('198.51.100.5', { name: '' })).status).toBe(400);
    expect((await contact('198.51.100.5')).status).toBe(201);
    const message = `blocked ${Date.now()}`;
    expectTooMany(await contact('198.51.100.5', { name: 'Ada', email: 'ada@example.org', message }));
    expect(await t.dataSource.getRepository(ContactMessageEntity).existsBy({ message })).toBe(false);
    expect((await contact('198.51.100.6')).status).toBe(201);
  });

  it('keeps the signup and contact budgets apart', async () => {
    expect((await contact('203.0.113.10')).status).toBe(201);
  });
});
