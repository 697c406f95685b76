import request from 'supertest';
import { ApiRoutes, type SessionStartResponse } from '@vvq/contracts';
import { MessagesService } from '../src/modules/messages/messages.service.js';
import { api, bearer, insertVideos } from './support/api-helpers.js';
import { LogCapture } from './support/log-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

// docs/operator/operations.md#logs: one JSON line per request (id, route, status, duration), an unexpected
// error's stack in the log only, and no e-mail address, name, token, password or comment in any line.

const EMAIL = 'log.probe.7f3a@example.org';
const NAME = 'Quintessa Lograttle';
const COMMENT = 'the-comment-that-must-stay-out-of-logs';
const MESSAGE = 'a-contact-message-that-must-stay-out-of-logs';
const ADMIN_EMAIL = 'log.admin.7f3a@example.org';
const ADMIN_PASSWORD = 'log-admin-password-7f3a';

// nestjs-pino keeps one root logger per process (built by the first app), so every app of this file writes here.
const log = new LogCapture();

describe.each(DIALECTS)('request log (%s)', (dialect) => {
  let t: TestApp;
  const secrets: string[] = [EMAIL, NAME, COMMENT, MESSAGE, ADMIN_EMAIL, ADMIN_PASSWORD];

  beforeAll(async () => {
    log.clear();
    t = await startTestApp(
      dialect,
      { LOG_LEVEL: 'debug', ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME: NAME },
      [],
      log,
    );
    await insertVideos(t.dataSource, 8, 'log');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends Nest log calls (start-up messages) through the same JSON logger', () => {
    const bootstrap = log.records().find((r) => r.context === 'AdminBootstrap');
    expect(bootstrap).toMatchObject({ level: 'info', msg: expect.stringContaining('ADMIN_EMAIL') });
  });

  it('writes no e-mail, name, token, password or comment while a participant and an admin use the API', async () => {
    await request(t.server).post(api(ApiRoutes.signup)).send({ name: NAME, email: EMAIL }).expect(201);
    const login = await request(t.server).post(api(ApiRoutes.login)).send({ email: EMAIL }).expect(200);
    const { token, user_id } = login.body as { token: string; user_id: number };
    secrets.push(token);
    const session = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(bearer(token))
      .set('Cookie', `session=${token}`)
      .send({ userId: user_id })
      .expect(200);
    const trial = (session.body as SessionStartResponse).videos[0];
    await request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(token))
      .send({ trialId: trial.trial_id, clarity: 4, interaction: 4, depth: 4, overall: 4, comments: COMMENT })
      .expect(201);
    await request(t.server)
      .post(api(ApiRoutes.contact))
      .send({ name: NAME, email: EMAIL, message: MESSAGE })
      .expect(201);
    // A rejected body and a path a client filled with personal data are not logged either.
    await request(t.server).post(api(ApiRoutes.signup)).send({ name: NAME, email: EMAIL }).expect(409);
    await request(t.server)
      .get(api(`/nope/${EMAIL}/${encodeURIComponent(NAME)}?email=${EMAIL}`))
      .expect(404);
    const admin = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    secrets.push((admin.body as { token: string }).token);
    await request(t.server).get(api(ApiRoutes.admin.users)).set(bearer(admin.body.token)).expect(200);
    await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN_EMAIL, password: 'wrong password!' })
      .expect(401);

    expect(log.lines.length).toBeGreaterThan(8);
    // Redaction is the last guard, not the mechanism: no line carries headers or a request object at all.
    expect(log.lines.join('\n')).not.toMatch(/\[token\]|\[email\]|rawHeaders|"req":/);
    for (const line of log.lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(line).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });

  it('writes one line per request with its id, route template, status and duration', async () => {
    log.clear();
    const res = await request(t.server)
      .get(api(ApiRoutes.checkQuestionnaire(12345)))
      .expect(401);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.records().filter((r) => r.reqId === id && r.msg !== undefined && 'statusCode' in r);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      reqId: id,
      method: 'GET',
      route: '/api/check-questionnaire/:userId',
      statusCode: 401,
      responseTime: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('takes over a proxy request id made of hex digits, and replaces any other', async () => {
    const nginxId = '0123456789abcdef0123456789abcdef';
    const kept = await request(t.server).get(api(ApiRoutes.health)).set('X-Request-Id', nginxId).expect(200);
    expect(kept.headers['x-request-id']).toBe(nginxId);
    expect(log.records().some((r) => r.reqId === nginxId && r.route === '/api/health')).toBe(true);
    const replaced = await request(t.server)
      .get(api(ApiRoutes.health))
      .set('X-Request-Id', EMAIL)
      .expect(200);
    expect(replaced.headers['x-request-id']).not.toBe(EMAIL);
    expect(log.lines.join('\n')).not.toContain(EMAIL);
  });

  it('puts an unexpected error and its stack on the request line, and only a plain 500 in the answer', async () => {
    const messages = t.app.get(MessagesService);
    const original = messages.submit.bind(messages);
    messages.submit = () => Promise.reject(new Error(`disk on fire while storing ${EMAIL}`));
    log.clear();
    try {
      const res = await request(t.server)
        .post(api(ApiRoutes.contact))
        .send({ name: NAME, email: EMAIL, message: MESSAGE })
        .expect(500);
      expect(res.body).toEqual({
        statusCode: 500,
        error: 'Internal server error',
        message: 'Internal server error',
      });
      expect(JSON.stringify(res.body)).not.toContain('disk on fire');
      const line = log.records().find((r) => r.reqId === res.headers['x-request-id']) as Record<
        string,
        unknown
      >;
      expect(line).toMatchObject({ level: 'error', route: '/api/contact', statusCode: 500 });
      const err = line.err as { type: string; message: string; stack: string };
      expect(err.type).toBe('Error');
      expect(err.message).toBe('disk on fire while storing [email]');
      expect(err.stack).toContain('logging.int-spec');
      for (const l of log.lines) for (const secret of secrets) expect(l).not.toContain(secret);
    } finally {
      messages.submit = original;
    }
  });
});
