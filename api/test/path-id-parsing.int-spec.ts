import request from 'supertest';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'ids@example.org', password: 'ids admin password' };

/**
 * Found by the fuzz test: the global ValidationPipe turned a path id into a number (`+id`) before the route's own
 * pipe saw it, so `DELETE /admin/users/+1` (also `1e0`, `0x1`, `1.0`) deleted user 1 although IntParamPipe refuses
 * those spellings. Path ids reach their pipe as sent; only whole numbers in decimal digits name a row.
 */
describe.each(DIALECTS)('path ids are parsed by their own pipe only (%s)', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = bearer((await request(t.server).post(api('/admin/login')).send(ADMIN).expect(200)).body.token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const spellings = (id: number) => [`+${id}`, `${id}e0`, `0x${id.toString(16)}`, `${id}.0`, `${id}.`];

  it('refuses other spellings of an existing user id on DELETE with 400 and keeps the user', async () => {
    const p = await signupAndLogin(t, 'Kept Person');
    for (const spelling of spellings(p.user_id)) {
      const res = await request(t.server)
        .delete(api(`/admin/users/${spelling}`))
        .set(admin);
      expect({ spelling, status: res.status, error: res.body.error }).toEqual({
        spelling,
        status: 400,
        error: 'Invalid user id',
      });
    }
    const [row] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM users WHERE id = ?', [
      p.user_id,
    ])) as Array<{ n: unknown }>;
    expect(Number(row.n)).toBe(1);
    // The plain id (and one padded by spaces, as before) still works.
    expect(
      (
        await request(t.server)
          .delete(api(`/admin/users/%20${p.user_id}%20`))
          .set(admin)
      ).status,
    ).toBe(200);
  });

  it('refuses other spellings of ids on the admin read routes and the participant routes', async () => {
    const p = await signupAndLogin(t, 'Reader Person');
    for (const spelling of spellings(p.user_id)) {
      expect(
        (
          await request(t.server)
            .get(api(`/admin/questionnaire/${spelling}`))
            .set(admin)
        ).status,
      ).toBe(400);
      expect(
        (
          await request(t.server)
            .get(api(`/admin/ratings/by-video/${spelling}`))
            .set(admin)
        ).status,
      ).toBe(400);
      const check = await request(t.server)
        .get(api(`/check-questionnaire/${spelling}`))
        .set(bearer(p.token));
      expect([400, 403]).toContain(check.status);
      const logout = await request(t.server)
        .post(api(`/log-logout-event/${spelling}`))
        .set(bearer(p.token));
      expect([400, 403]).toContain(logout.status);
    }
    // The participant was never logged out by another spelling of their id.
    expect(
      (
        await request(t.server)
          .get(api(`/check-questionnaire/${p.user_id}`))
          .set(bearer(p.token))
      ).status,
    ).toBe(200);
  });
});
