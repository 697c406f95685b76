import request from 'supertest';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/**
 * Found by the fuzz test: an OPTIONS request that is not a CORS preflight (no Origin or no
 * Access-Control-Request-Method) was answered by the CORS plugin with a plain-text 400, the only client error that
 * did not leave the API as {statusCode, error, message}.
 */
describe.each(DIALECTS)('OPTIONS requests that are not CORS preflights (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it.each([
    ['no CORS headers at all', {}],
    ['a foreign Origin without a requested method', { Origin: 'http://evil.example' }],
    ['a requested method without an Origin', { 'Access-Control-Request-Method': 'POST' }],
  ])('answers OPTIONS with %s without a plain-text error, and grants no origin', async (_what, headers) => {
    const res = await request(t.server)
      .options(api('/signup'))
      .set(headers as Record<string, string>);
    if (res.status >= 400) {
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body.statusCode).toBe(res.status);
    } else {
      expect(res.status).toBe(204);
    }
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
