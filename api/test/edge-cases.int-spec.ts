import request from 'supertest';
import { TokenVersionsService } from '../src/modules/auth/token-versions.service.js';
import { User } from '../src/modules/participants/user.entity.js';
import { api, bearer, insertVideos, signupAndLogin, validQuestionnaire } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

describe.each(DIALECTS)('request edge cases (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await insertVideos(t.dataSource, 8, 'edge');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts a session with no body at all', async () => {
    const p = await signupAndLogin(t);
    const res = await request(t.server).post(api('/v2/session/start')).set(bearer(p.token));
    expect(res.status).toBe(200);
    expect(res.body.videos).toHaveLength(4);
  });

  it('answers an unsupported content type with 415 in the common shape', async () => {
    const res = await request(t.server)
      .post(api('/signup'))
      .set('Content-Type', 'application/xml')
      .send('<a/>');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ statusCode: 415, error: expect.any(String) });
  });

  it('answers a JSON array or null body with a 400, not a 500', async () => {
    const arr = await request(t.server)
      .post(api('/signup'))
      .set('Content-Type', 'application/json')
      .send('[]');
    expect(arr.status).toBe(400);
    const nul = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/json')
      .send('null');
    expect(nul.status).toBe(400);
    expect(nul.body.statusCode).toBe(400);
  });

  it('answers a CORS preflight only for an allowed origin', async () => {
    const ok = await request(t.server)
      .options(api('/login'))
      .set('Origin', 'http://localhost:4201')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization');
    expect(ok.status).toBeLessThan(300);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    const bad = await request(t.server)
      .options(api('/login'))
      .set('Origin', 'http://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives 400 (not 500) for a non-numeric path id of the caller', async () => {
    const p = await signupAndLogin(t);
    const res = await request(t.server).get(api('/check-questionnaire/abc')).set(bearer(p.token));
    expect([400, 403]).toContain(res.status);
    expect(res.body.statusCode).toBe(res.status);
  });

  it('answers a write for a participant deleted after the guard check with 409, not 500', async () => {
    const p = await signupAndLogin(t);
    const versions = t.app.get(TokenVersionsService);
    const current = versions.current.bind(versions);
    // The guard saw the account (its token version); an admin deletes it before the insert runs.
    versions.current = () => Promise.resolve(0);
    try {
      await t.dataSource.getRepository(User).delete({ id: p.user_id });
      const res = await request(t.server)
        .post(api('/questionnaire'))
        .set(bearer(p.token))
        .send(validQuestionnaire(p.user_id));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('The record this request refers to no longer exists');
    } finally {
      versions.current = current;
    }
  });
});
