import { jest } from '@jest/globals';
import request from 'supertest';
import { AdminAccountsService } from '../src/modules/auth/admin-accounts.service.js';
import { ADMIN_CLI, assertBuilt, runNode } from './support/api-process.js';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, TEST_TOKEN_SECRET, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

jest.setTimeout(120_000);

const ADMIN = {
  ADMIN_EMAIL: 'revoke-boss@example.org',
  ADMIN_PASSWORD: 'correct horse battery',
  ADMIN_NAME: 'Boss',
};

/**
 * docs/operator/security.md#tokens-and-revocation: a token must not outlive what ended it. Each account has a
 * token version that every token carries and the guards compare; logout (participant) and a password reset
 * (admin: `npm run admin:create`, or the same service in process; ADMIN_PASSWORD only creates a missing
 * admin) raise it. The cache of versions is off here (TOKEN_VERSION_CACHE_SECONDS=0), so a change made by
 * another process (the CLI) is seen at once.
 */
describe.each(DIALECTS)('revocable tokens (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ...ADMIN, TOKEN_VERSION_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const checkQuestionnaire = (userId: number, token: string) =>
    request(t.server)
      .get(api(`/check-questionnaire/${userId}`))
      .set(bearer(token));
  const adminLogin = async (password = ADMIN.ADMIN_PASSWORD): Promise<string> => {
    const res = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: ADMIN.ADMIN_EMAIL, password })
      .expect(200);
    return res.body.token as string;
  };
  const userCount = (token: string) => request(t.server).get(api('/admin/user-count')).set(bearer(token));

  it('participant logout revokes that participant’s earlier tokens; a new login works', async () => {
    const me = await signupAndLogin(t, 'Leaving Person');
    await checkQuestionnaire(me.user_id, me.token).expect(200);
    await request(t.server)
      .post(api(`/log-logout-event/${me.user_id}`))
      .set(bearer(me.token))
      .expect(201);
    const after = await checkQuestionnaire(me.user_id, me.token).expect(401);
    expect(after.body.error).toBe('Invalid or expired token');
    const again = await request(t.server).post(api('/login')).send({ email: me.email }).expect(200);
    await checkQuestionnaire(me.user_id, again.body.token).expect(200);
  });

  it('one participant’s logout leaves other participants’ tokens alone', async () => {
    const a = await signupAndLogin(t, 'Stays');
    const b = await signupAndLogin(t, 'Goes');
    await request(t.server)
      .post(api(`/log-logout-event/${b.user_id}`))
      .set(bearer(b.token))
      .expect(201);
    await checkQuestionnaire(a.user_id, a.token).expect(200);
  });

  it('an admin password reset (AdminAccountsService.upsert, what admin:create runs) revokes earlier admin tokens; the same password does not', async () => {
    const accounts = t.app.get(AdminAccountsService);
    const before = await adminLogin();
    // Setting the same password again keeps sessions.
    await accounts.upsert(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, ADMIN.ADMIN_NAME);
    await userCount(before).expect(200);
    // A changed password ends them.
    await accounts.upsert(ADMIN.ADMIN_EMAIL, 'a brand new password', ADMIN.ADMIN_NAME);
    const res = await userCount(before).expect(401);
    expect(res.body.error).toBe('Invalid or expired token');
    const fresh = await adminLogin('a brand new password');
    await userCount(fresh).expect(200);
    await accounts.upsert(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, ADMIN.ADMIN_NAME);
  });

  it('npm run admin:create (another process) revokes earlier admin tokens', async () => {
    assertBuilt(ADMIN_CLI);
    const before = await adminLogin();
    await userCount(before).expect(200);
    const env: Record<string, string> =
      t.config.database.type === 'mysql'
        ? { DATABASE_URL: t.config.database.url }
        : { SQLITE_PATH: t.config.database.path };
    const run = await runNode(ADMIN_CLI, ['--email', ADMIN.ADMIN_EMAIL, '--password', 'cli-reset-password'], {
      ...env,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
    });
    expect(run).toMatchObject({ code: 0 });
    await userCount(before).expect(401);
    await userCount(await adminLogin('cli-reset-password')).expect(200);
  });

  it('a token of a deleted admin is refused', async () => {
    const accounts = t.app.get(AdminAccountsService);
    await accounts.upsert('short-lived@example.org', 'short-lived-pw', 'Short');
    const res = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'short-lived@example.org', password: 'short-lived-pw' })
      .expect(200);
    await userCount(res.body.token).expect(200);
    await t.dataSource.query('DELETE FROM admins WHERE email = ?', ['short-lived@example.org']);
    await userCount(res.body.token).expect(401);
  });
});

/**
 * With the in-process cache of token versions on (TOKEN_VERSION_CACHE_SECONDS=2): what this process revokes applies
 * at once; what another process revokes (the CLI) applies once the cached entry expires — a bounded staleness.
 */
describe.each(DIALECTS)('revocable tokens with the version cache on (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ...ADMIN, TOKEN_VERSION_CACHE_SECONDS: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logout in this process applies at once, though the version was cached', async () => {
    const me = await signupAndLogin(t, 'Cached Person');
    const url = api(`/check-questionnaire/${me.user_id}`);
    await request(t.server).get(url).set(bearer(me.token)).expect(200);
    await request(t.server)
      .post(api(`/log-logout-event/${me.user_id}`))
      .set(bearer(me.token))
      .expect(201);
    await request(t.server).get(url).set(bearer(me.token)).expect(401);
  });

  it('a reset by another process (admin:create) applies within the cache time', async () => {
    assertBuilt(ADMIN_CLI);
    const login = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })
      .expect(200);
    const userCount = () => request(t.server).get(api('/admin/user-count')).set(bearer(login.body.token));
    await userCount().expect(200);
    const env: Record<string, string> =
      t.config.database.type === 'mysql'
        ? { DATABASE_URL: t.config.database.url }
        : { SQLITE_PATH: t.config.database.path };
    const run = await runNode(
      ADMIN_CLI,
      ['--email', ADMIN.ADMIN_EMAIL, '--password', 'another-new-password'],
      {
        ...env,
        TOKEN_SECRET: TEST_TOKEN_SECRET,
      },
    );
    expect(run).toMatchObject({ code: 0 });
    const revokedAt = Date.now();
    let status = (await userCount()).status;
    while (status === 200 && Date.now() - revokedAt < 20_000) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await userCount()).status;
    }
    expect(status).toBe(401);
  });
});
