import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { ApiRoutes } from '@vvq/contracts';
import { AdminAccountsService } from '../src/modules/auth/admin-accounts.service.js';
import { AdminBootstrapService } from '../src/modules/auth/admin-bootstrap.service.js';
import { Admin } from '../src/modules/auth/admin.entity.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

// docs/developer/decisions/api.md (production defaults, admin bootstrap): what a lab gets with
// NODE_ENV=production and nothing else set, and what ADMIN_PASSWORD in a service's environment does at every
// restart.

describe.each(DIALECTS)('production defaults (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // SEED_DEMO '' = unset (startTestApp would otherwise switch the demo data off itself).
    t = await startTestApp(dialect, { NODE_ENV: 'production', SEED_DEMO: '' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads no demo catalogue and creates no demo admin with a password in the log', async () => {
    expect(await t.dataSource.getRepository(Video).count()).toBe(0);
    expect(await t.dataSource.getRepository(Admin).count()).toBe(0);
  });

  it('says at start how to create the first admin, on either database', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await new AdminBootstrapService(t.config, t.app.get(AdminAccountsService)).onApplicationBootstrap();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('No admin exists: create one with npm run admin:create'),
      );
    } finally {
      warn.mockRestore();
    }
    expect(await t.dataSource.getRepository(Admin).count()).toBe(0);
  });

  it('answers the development origins without CORS headers', async () => {
    const res = await request(t.server)
      .options(api(ApiRoutes.signup))
      .set('Origin', 'http://localhost:4200')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(DIALECTS)('ADMIN_EMAIL/ADMIN_PASSWORD only create the admin (%s)', (dialect) => {
  const email = 'lead@example.org';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'first password',
      ADMIN_NAME: 'Lead',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (password: string) =>
    request(t.server).post(api(ApiRoutes.admin.login)).send({ email, password });
  /** What the next start of the service does with this environment. */
  const restartWith = (password: string) =>
    new AdminBootstrapService(
      { ...t.config, admin: { email, password, name: 'Other Name' } },
      t.app.get(AdminAccountsService),
    ).onApplicationBootstrap();

  it('creates the admin at the first start', async () => {
    expect((await login('first password')).status).toBe(200);
  });

  it('leaves an existing admin alone when ADMIN_PASSWORD changes in the environment', async () => {
    await restartWith('second password');
    expect((await login('first password')).status).toBe(200);
    expect((await login('second password')).status).toBe(401);
    expect((await t.dataSource.getRepository(Admin).findOneByOrFail({ email })).name).toBe('Lead');
  });

  it('keeps a password reset with npm run admin:create across restarts with the old ADMIN_PASSWORD', async () => {
    await t.app.get(AdminAccountsService).upsert(email, 'reset password', 'Lead');
    await restartWith('first password');
    expect((await login('reset password')).status).toBe(200);
    expect((await login('first password')).status).toBe(401);
  });
});
