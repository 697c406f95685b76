import request from 'supertest';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/** Inputs found in the conformance review that used to end in a 500 or to slip past the whitelist. */
describe.each(DIALECTS)('request hardening (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: 'review@example.org', ADMIN_PASSWORD: 'review password' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['an array', (n: number) => '['.repeat(n) + ']'.repeat(n)],
    ['an object field', (n: number) => `{"email":${'['.repeat(n)}${']'.repeat(n)}}`],
  ])('answers a deeply nested JSON body (%s) with a 400, not a 500', async (_what, build) => {
    // ~10 KB: far below the body limit, deep enough to overflow a recursive transformer.
    const res = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/json')
      .send(build(5000));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Request body is nested too deeply',
      message: 'Request body is nested too deeply',
    });
  });

  it('still parses ordinary JSON and still refuses prototype poisoning and malformed JSON', async () => {
    const ok = await request(t.server)
      .post(api('/contact'))
      .send({ name: 'Ada', email: 'ada@example.org', message: 'hi [x] {y}' });
    expect(ok.status).toBe(201);
    const proto = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"x":1},"email":"a@example.org"}');
    expect(proto.status).toBe(400);
    const bad = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(bad.status).toBe(400);
    const empty = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/json')
      .send('');
    expect(empty.status).toBe(400);
  });

  it.each([
    ['/videos/distortion-examples?limit=5', 'property limit should not exist'],
    ['/health?x=1', 'property x should not exist'],
  ])('refuses unknown query parameters on a public route without any: GET %s', async (path, text) => {
    const res = await request(t.server).get(api(path));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: text, message: [text] });
  });

  it('refuses unknown query parameters on participant and admin routes that take none', async () => {
    const p = await signupAndLogin(t);
    const own = await request(t.server)
      .get(api(`/check-questionnaire/${p.user_id}?debug=1`))
      .set(bearer(p.token));
    expect(own.status).toBe(400);
    expect(own.body.error).toBe('property debug should not exist');
    const start = await request(t.server).post(api('/v2/session/start?userId=1')).set(bearer(p.token));
    expect(start.status).toBe(400);
    // Authentication still comes first: no token is a 401 whatever the query says.
    const anon = await request(t.server).get(api('/admin/users?x=1'));
    expect(anon.status).toBe(401);
  });

  it('keeps routes that declare a query working, and the same routes without a query string', async () => {
    expect((await request(t.server).get(api('/videos/distortion-examples'))).status).toBe(200);
    expect((await request(t.server).get(api('/health?'))).status).toBe(200);
    const login = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'review@example.org', password: 'review password' })
      .expect(200);
    const admin = bearer(login.body.token);
    expect(
      (await request(t.server).get(api('/admin/view-feedback?limit=5&offset=0')).set(admin)).status,
    ).toBe(200);
    expect((await request(t.server).get(api('/admin/view-feedback?x=1')).set(admin)).status).toBe(400);
    const users = await request(t.server).get(api('/admin/users?x=1')).set(admin);
    expect(users.status).toBe(400);
    expect(users.body.error).toBe('property x should not exist');
  });
});
