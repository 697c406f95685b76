import request from 'supertest';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/**
 * Login is by e-mail alone, so an address must only ever match itself. MySQL's default collations are accent- and
 * case-insensitive: `zéd@…` used to log in as `zed@…` (another person's account and ratings) and could not sign up.
 */
describe.each(DIALECTS)('participant e-mails match exactly (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signup = (name: string, email: string) =>
    request(t.server).post(api('/signup')).send({ name, email });
  const login = (email: string) => request(t.server).post(api('/login')).send({ email });

  it('does not log an accented look-alike address in as the plain one', async () => {
    expect((await signup('Zed Plain', 'zed@example.org')).status).toBe(201);
    const res = await login('zéd@example.org');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid email');
  });

  it('lets the accented address sign up as its own participant, each logging in to their own account', async () => {
    expect((await signup('Zoe Plain', 'zoe@example.org')).status).toBe(201);
    expect((await signup('Zoe Accent', 'zoé@example.org')).status).toBe(201);
    const plain = await login('zoe@example.org');
    const accent = await login('zoé@example.org');
    expect(plain.body.name).toBe('Zoe Plain');
    expect(accent.body.name).toBe('Zoe Accent');
    expect(accent.body.user_id).not.toBe(plain.body.user_id);
  });

  it('still treats letter case and surrounding spaces as the same address', async () => {
    expect((await signup('Case Person', 'case@example.org')).status).toBe(201);
    expect((await signup('Case Person', ' CASE@Example.org ')).status).toBe(409);
    expect((await login('Case@EXAMPLE.org')).status).toBe(200);
  });
});
