import { jest } from '@jest/globals';
import request from 'supertest';
import { ApiRoutes } from '@vvq/contracts';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config.js';
import { buildDataSourceOptions } from '../src/database/data-source-options.js';
import { AdminTokenRevocations1732297190000 } from '../src/database/migrations/1732297190000-admin-token-revocations.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { startTestApp, TEST_TOKEN_SECRET, type TestApp } from './support/test-app.js';
import { createTestDatabase, DIALECTS } from './support/test-db.js';

jest.setTimeout(120_000);

const ADMIN = { ADMIN_EMAIL: 'logout-boss@example.org', ADMIN_PASSWORD: 'correct horse battery' };
const OTHER = { email: 'logout-other@example.org', password: 'another good password' };

/**
 * Admins can end their sessions: POST /admin/logout ends the calling token only (the same admin's other browsers
 * stay in); POST /admin/logout-everywhere raises the admin's token version, ending every token of that admin. The
 * version cache keeps its default (5 s): a revocation made by this process is seen at once.
 */
describe.each(DIALECTS)('admin logout (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, ADMIN);
    const { AdminAccountsService } = await import('../src/modules/auth/admin-accounts.service.js');
    await t.app.get(AdminAccountsService).upsert(OTHER.email, OTHER.password, 'Other');
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminLogin = async (email = ADMIN.ADMIN_EMAIL, password = ADMIN.ADMIN_PASSWORD) => {
    const res = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email, password })
      .expect(200);
    return res.body.token as string;
  };
  const userCount = (token: string) =>
    request(t.server).get(api(ApiRoutes.admin.userCount)).set(bearer(token));
  const post = (path: string, token?: string) => {
    const req = request(t.server).post(api(path));
    return token ? req.set(bearer(token)) : req;
  };

  it('logout makes the calling token a 401 and leaves the same admin’s other sessions in', async () => {
    const here = await adminLogin();
    const elsewhere = await adminLogin();
    await userCount(here).expect(200);
    const res = await post(ApiRoutes.admin.logout, here).expect(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    const after = await userCount(here).expect(401);
    expect(after.body.error).toBe('Invalid or expired token');
    await userCount(elsewhere).expect(200);
    // Logging out again with the ended token is refused like any other call with it.
    await post(ApiRoutes.admin.logout, here).expect(401);
    // A new login works at once.
    await userCount(await adminLogin()).expect(200);
  });

  it('log out everywhere ends every token of that admin, the calling one included, and no other admin’s', async () => {
    const here = await adminLogin();
    const elsewhere = await adminLogin();
    const otherAdmin = await adminLogin(OTHER.email, OTHER.password);
    const res = await post(ApiRoutes.admin.logoutEverywhere, here).expect(200);
    expect(res.body).toEqual({ message: 'Logged out everywhere' });
    await userCount(here).expect(401);
    await userCount(elsewhere).expect(401);
    await userCount(otherAdmin).expect(200);
    await userCount(await adminLogin()).expect(200);
  });

  it('both need an admin token: none → 401, a participant’s → 403', async () => {
    const participant = await signupAndLogin(t, 'Not An Admin');
    for (const path of [ApiRoutes.admin.logout, ApiRoutes.admin.logoutEverywhere]) {
      await post(path).expect(401);
      await post(path, participant.token).expect(403);
      await post(path, 'forged.token').expect(401);
    }
    // The participant's own session was not touched.
    await request(t.server)
      .get(api(`/check-questionnaire/${participant.user_id}`))
      .set(bearer(participant.token))
      .expect(200);
  });

  it('the migration adds revoked_admin_tokens and undoes cleanly', async () => {
    const db = await createTestDatabase(dialect);
    const options = buildDataSourceOptions(
      loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...db.env }).database,
    );
    const upTo = MIGRATIONS.slice(0, MIGRATIONS.indexOf(AdminTokenRevocations1732297190000) + 1);
    const ds = new DataSource({ ...options, migrations: upTo } as never);
    try {
      await ds.initialize();
      await ds.query(
        "INSERT INTO revoked_admin_tokens (token_id, admin_id, expires_at) VALUES ('abc', 1, '2026-11-27 10:00:00')",
      );
      await ds.undoLastMigration({ transaction: 'each' });
      await expect(ds.query('SELECT COUNT(*) FROM revoked_admin_tokens')).rejects.toThrow();
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    }
  });
});
