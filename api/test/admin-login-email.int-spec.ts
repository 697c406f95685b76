import request from 'supertest';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/**
 * The admin created from ADMIN_EMAIL (or `npm run admin:create`) must be able to log in: the login used to refuse
 * addresses such as `a@b.c` (one-letter top-level domain) that the bootstrap had just accepted and stored.
 */
describe.each(DIALECTS)('admin login accepts every address an admin can be created with (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'reviewpass1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs the bootstrap admin a@b.c in', async () => {
    const res = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'a@b.c', password: 'reviewpass1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ admin_id: expect.any(Number), token: expect.any(String) });
  });

  it.each(['not-an-email', 'a@b', 'a b@c.de', '@b.c'])('still refuses %p with a 400', async (email) => {
    const res = await request(t.server).post(api('/admin/login')).send({ email, password: 'reviewpass1' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a valid email');
  });
});
