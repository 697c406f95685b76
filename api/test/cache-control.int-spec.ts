import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import request from 'supertest';
import { AnalysisRoutes, ApiRoutes, MEDIA_PREFIX } from '@vvq/contracts';
import { ADMIN, api, seedStudy, type SeededStudy } from './admin-fixture.js';
import { DIALECTS } from './support/test-db.js';

// Answers that carry tokens or personal data must not be kept by a browser or proxy cache.

/** Admin GET routes: lists of participants, their answers, messages and the exports. */
const ADMIN_GETS = [
  ApiRoutes.admin.userCount,
  ApiRoutes.admin.videoRatingStats,
  ApiRoutes.admin.feedback,
  ApiRoutes.admin.userGrowth,
  ApiRoutes.admin.users,
  ApiRoutes.admin.userEvents,
  ApiRoutes.admin.videos,
  ApiRoutes.admin.viewFeedback,
  ApiRoutes.admin.unansweredMessages,
  ApiRoutes.admin.questionnaires,
  AnalysisRoutes.analysis,
  AnalysisRoutes.rawCsv,
  AnalysisRoutes.rawXlsx,
  AnalysisRoutes.surealPy,
  AnalysisRoutes.conditionsCsv,
  AnalysisRoutes.conditionsXlsx,
];

function firstFile(dir: string): string {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile()) return path;
    if (entry.isDirectory()) return firstFile(path);
  }
  throw new Error(`no media file under ${dir}`);
}

describe.each(DIALECTS)('Cache-Control of API answers (%s)', (dialect) => {
  let s: SeededStudy;
  beforeAll(async () => {
    s = await seedStudy(dialect);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  const expectNoStore = (res: request.Response, what: string) =>
    expect({ what, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
      what,
      status: expect.any(Number),
      cacheControl: 'no-store',
    });

  it('sends no-store with every token: participant signup and login, admin login', async () => {
    const email = 'cache@example.org';
    const signup = await request(s.t.server)
      .post(api(ApiRoutes.signup))
      .send({ name: 'Cache Person', email });
    expect(signup.status).toBe(201);
    expectNoStore(signup, 'signup');
    const login = await request(s.t.server).post(api(ApiRoutes.login)).send({ email });
    expect(login.body.token).toEqual(expect.any(String));
    expectNoStore(login, 'login');
    const admin = await request(s.t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password });
    expect(admin.body.token).toEqual(expect.any(String));
    expectNoStore(admin, 'admin login');
  });

  it("sends no-store with a participant's own data: questionnaire check and session", async () => {
    const auth = { Authorization: s.tokens.Eve };
    const check = await request(s.t.server)
      .get(api(ApiRoutes.checkQuestionnaire(s.userIds.Eve)))
      .set(auth);
    expect(check.status).toBe(200);
    expectNoStore(check, 'check-questionnaire');
    const session = await request(s.t.server)
      .post(api(ApiRoutes.sessionStart))
      .set({ Authorization: s.tokens.Ann })
      .send({ userId: s.userIds.Ann });
    expectNoStore(session, 'session start');
  });

  it.each(ADMIN_GETS)('sends no-store with the admin answer of %s', async (path) => {
    const res = await request(s.t.server).get(api(path)).set('Authorization', s.admin);
    expect(res.status).toBe(200);
    expectNoStore(res, path);
  });

  it('sends no-store with errors and the health check too (one default for all of /api)', async () => {
    expectNoStore(await request(s.t.server).get(api(ApiRoutes.admin.users)), '401');
    expectNoStore(await request(s.t.server).get(api('/nope')), '404');
    expectNoStore(await request(s.t.server).post(api(ApiRoutes.login)).send({}), '400');
    expectNoStore(await request(s.t.server).get(api(ApiRoutes.health)), 'health');
  });

  it('leaves the caching of media files alone', async () => {
    const file = relative(s.t.config.mediaDir, firstFile(s.t.config.mediaDir));
    const res = await request(s.t.server).get(`${MEDIA_PREFIX}/${file}`).set('Range', 'bytes=0-15');
    expect(res.status).toBe(206);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
