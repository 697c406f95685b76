import request from 'supertest';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/** Inputs found in the conformance review that used to end in a 500 or to slip past the whitelist. */
describe.each(DIALECTS)('request hardening (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['an array', (n: number) => '['.repeat(n) + ']'.repeat(n)],
    ['an object field', (n: number) => `{"email":${'['.repeat(n)}${']'.repeat(n)}}`],
  ])('answers a deeply nested JSON body (%s) with a 400, not a 500', async (_what, build) => {
    // ~10 KB: far below the body limit, deep enough to overflow a recursive transformer.
    const res = await request(t.server).post(api('/login')).set('Content-Type', 'application/json').send(build(5000));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Request body is nested too deeply',
      message: 'Request body is nested too deeply',
    });
  });

  it('still parses ordinary JSON and still refuses prototype poisoning and malformed JSON', async () => {
    const ok = await request(t.server).post(api('/contact')).send({ name: 'Ada', email: 'ada@example.org', message: 'hi [x] {y}' });
    expect(ok.status).toBe(201);
    const proto = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"x":1},"email":"a@example.org"}');
    expect(proto.status).toBe(400);
    const bad = await request(t.server).post(api('/login')).set('Content-Type', 'application/json').send('{bad');
    expect(bad.status).toBe(400);
    const empty = await request(t.server).post(api('/login')).set('Content-Type', 'application/json').send('');
    expect(empty.status).toBe(400);
  });
});
