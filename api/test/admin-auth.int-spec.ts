import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import request from 'supertest';
import { Admin } from '../src/modules/auth/admin.entity.js';
import { AuthModule } from '../src/modules/auth/index.js';
import { AdminGuard } from '../src/modules/auth/guards/admin.guard.js';
import { CurrentUser } from '../src/modules/auth/decorators/current-user.decorator.js';
import type { AuthPrincipal } from '../src/modules/auth/auth-principal.js';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = {
  ADMIN_EMAIL: 'Boss@Example.org',
  ADMIN_PASSWORD: 'correct horse battery',
  ADMIN_NAME: 'Boss',
};

describe.each(DIALECTS)('admin login and bootstrap (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ...ADMIN, LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the ADMIN_EMAIL admin with a bcrypt hash and logs in with it', async () => {
    const row = await t.dataSource.getRepository(Admin).findOneByOrFail({ email: 'boss@example.org' });
    expect(row.password_hash).toMatch(/^\$2[aby]\$/);
    expect(row.password_hash).not.toContain('correct');
    const res = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'boss@example.org', password: ADMIN.ADMIN_PASSWORD })
      .expect(200);
    expect(res.body).toEqual({ admin_id: row.id, name: 'Boss', token: expect.any(String) });
  });

  it("answers a wrong password and an unknown e-mail with the same 401 'Invalid email or password'", async () => {
    const wrong = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'boss@example.org', password: 'nope-nope' })
      .expect(401);
    const unknown = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'ghost@example.org', password: 'nope-nope' })
      .expect(401);
    const expected = {
      statusCode: 401,
      error: 'Invalid email or password',
      message: 'Invalid email or password',
    };
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
  });

  it('validates the form (400)', async () => {
    const res = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'boss@example.org' })
      .expect(400);
    expect(res.body.error).toBe('Password is required');
    const bad = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'boss', password: 'x' })
      .expect(400);
    expect(bad.body.error).toBe('Please enter a valid email');
  });

  it('rate-limits failed admin logins (429) for that e-mail', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.server)
        .post(api('/admin/login'))
        .send({ email: 'target@example.org', password: 'guess-guess' })
        .expect(401);
    }
    const res = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'target@example.org', password: 'guess-guess' })
      .expect(429);
    expect(res.body.error).toBe('Too many failed login attempts. Please try again later.');
  });
});

@Controller('guard-probe')
class ProbeController {
  @Get()
  @UseGuards(AdminGuard)
  probe(@CurrentUser() admin: AuthPrincipal) {
    return admin;
  }
}
// The guard comes from AuthModule, which a module imports like any other (it is not global).
@Module({ imports: [AuthModule], controllers: [ProbeController] })
class ProbeModule {}

describe.each(DIALECTS)('AdminGuard and the local demo admin (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, [ProbeModule]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates admin@vvq.local on the embedded database only when no admin exists and no ADMIN_* is set', async () => {
    const admins = await t.dataSource.getRepository(Admin).find();
    if (dialect === 'sqlite') expect(admins.map((a) => a.email)).toEqual(['admin@vvq.local']);
    else expect(admins).toEqual([]);
  });

  it('lets only admin tokens through (401 for none or forged tokens, 403 for a participant token)', async () => {
    const accounts = t.app.get(
      (await import('../src/modules/auth/admin-accounts.service.js')).AdminAccountsService,
    );
    await accounts.upsert('probe@example.org', 'probe-password', 'Probe');
    const login = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'probe@example.org', password: 'probe-password' })
      .expect(200);
    const ok = await request(t.server).get(api('/guard-probe')).set(bearer(login.body.token)).expect(200);
    expect(ok.body).toEqual({ id: login.body.admin_id, role: 'admin' });
    await request(t.server).get(api('/guard-probe')).expect(401);
    const participant = await signupAndLogin(t);
    await request(t.server).get(api('/guard-probe')).set(bearer(participant.token)).expect(403);
    await request(t.server)
      .get(api('/guard-probe'))
      .set(bearer(`${login.body.token}x`))
      .expect(401);
  });

  it('resets the password of an existing admin on upsert (admin:create / ADMIN_PASSWORD)', async () => {
    const accounts = t.app.get(
      (await import('../src/modules/auth/admin-accounts.service.js')).AdminAccountsService,
    );
    const result = await accounts.upsert('PROBE@example.org', 'a-new-password', 'Probe Two');
    expect(result.created).toBe(false);
    await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'probe@example.org', password: 'probe-password' })
      .expect(401);
    const res = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: 'probe@example.org', password: 'a-new-password' })
      .expect(200);
    expect(res.body.name).toBe('Probe Two');
  });
});
