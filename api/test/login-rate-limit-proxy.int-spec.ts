import request from 'supertest';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/**
 * Behind the documented nginx (`proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`) the client can send
 * its own X-Forwarded-For and nginx appends the real address. Trusting every hop took the leftmost, client-chosen
 * address, so each failed login could claim a new IP and the rate limit never applied.
 */
describe.each(DIALECTS)('login rate limit behind a reverse proxy, TRUST_PROXY=true (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '2',
      LOGIN_RATE_LIMIT_PER_IP: '100',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const failedLogin = (forwardedFor: string, email: string) =>
    request(t.server).post(api('/login')).set('X-Forwarded-For', forwardedFor).send({ email });

  it('limits by the address the proxy saw, whatever the client puts in front of it', async () => {
    const email = 'nobody-proxy@example.org';
    expect((await failedLogin('198.51.100.1, 203.0.113.7', email)).status).toBe(401);
    expect((await failedLogin('198.51.100.2, 203.0.113.7', email)).status).toBe(401);
    const third = await failedLogin('198.51.100.3, 203.0.113.7', email);
    expect(third.status).toBe(429);
  });

  it('still tells real clients apart (a different address the proxy saw is not limited)', async () => {
    const email = 'nobody-proxy2@example.org';
    expect((await failedLogin('203.0.113.20', email)).status).toBe(401);
    expect((await failedLogin('203.0.113.20', email)).status).toBe(401);
    expect((await failedLogin('203.0.113.20', email)).status).toBe(429);
    expect((await failedLogin('203.0.113.21', email)).status).toBe(401);
  });
});
