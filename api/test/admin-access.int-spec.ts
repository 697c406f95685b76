import request from 'supertest';
import { AnalysisRoutes, ApiRoutes } from '@vvq/contracts';
import { api, seedStudy, type SeededStudy } from './admin-fixture.js';
import { DIALECTS } from './support/test-db.js';

interface Route {
  name: string;
  method: 'get' | 'post' | 'delete';
  path: (s: SeededStudy) => string;
  body?: (s: SeededStudy) => object;
}

/** Every /api/admin/* route (spec §7 and the analysis module) except the login. Destructive ones target data no other check needs. */
const ROUTES: Route[] = [
  { name: 'GET userCount', method: 'get', path: () => ApiRoutes.admin.userCount },
  { name: 'GET videoRatingStats', method: 'get', path: () => ApiRoutes.admin.videoRatingStats },
  { name: 'GET feedback', method: 'get', path: () => ApiRoutes.admin.feedback },
  { name: 'GET userGrowth', method: 'get', path: () => ApiRoutes.admin.userGrowth },
  { name: 'GET users', method: 'get', path: () => ApiRoutes.admin.users },
  { name: 'GET userEvents', method: 'get', path: () => ApiRoutes.admin.userEvents },
  { name: 'GET videos', method: 'get', path: () => ApiRoutes.admin.videos },
  { name: 'GET ratingsByVideo', method: 'get', path: (s) => ApiRoutes.admin.ratingsByVideo(s.videoIds.V1) },
  { name: 'GET viewFeedback', method: 'get', path: () => ApiRoutes.admin.viewFeedback },
  { name: 'GET unansweredMessages', method: 'get', path: () => ApiRoutes.admin.unansweredMessages },
  {
    name: 'POST markAsAnswered',
    method: 'post',
    path: () => ApiRoutes.admin.markAsAnswered,
    body: (s) => ({ id: s.messageIds[0] }),
  },
  { name: 'GET questionnaires', method: 'get', path: () => ApiRoutes.admin.questionnaires },
  {
    name: 'GET questionnaire',
    method: 'get',
    path: (s) => ApiRoutes.admin.questionnaire(s.questionnaireIds.Ann as number),
  },
  { name: 'DELETE user', method: 'delete', path: (s) => ApiRoutes.admin.user(s.userIds.Eve) },
  { name: 'GET analysis', method: 'get', path: () => AnalysisRoutes.analysis },
  {
    name: 'POST analysis upload',
    method: 'post',
    path: () => AnalysisRoutes.upload,
    body: () => ({ csv: 'observer,presentation,score\na,p,3\n' }),
  },
  { name: 'GET raw.csv', method: 'get', path: () => AnalysisRoutes.rawCsv },
  { name: 'GET raw.xlsx', method: 'get', path: () => AnalysisRoutes.rawXlsx },
  { name: 'GET sureal.py', method: 'get', path: () => AnalysisRoutes.surealPy },
  { name: 'GET conditions.csv', method: 'get', path: () => AnalysisRoutes.conditionsCsv },
  { name: 'GET conditions.xlsx', method: 'get', path: () => AnalysisRoutes.conditionsXlsx },
];

describe.each(DIALECTS)('admin API access (%s)', (dialect) => {
  let s: SeededStudy;

  beforeAll(async () => {
    s = await seedStudy(dialect);
  });

  afterAll(async () => {
    await s?.t.close();
  });

  const call = (route: Route, auth?: string) => {
    let req = request(s.t.server)[route.method](api(route.path(s)));
    if (auth) req = req.set('Authorization', auth);
    return route.body ? req.send(route.body(s)) : req;
  };

  it.each(ROUTES.map((r) => [r.name, r] as const))(
    '%s: 401 without a token, 401 with a forged one, 403 with a participant token, 2xx for an admin',
    async (_name, route) => {
      const none = await call(route);
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ statusCode: 401, error: expect.any(String) });

      const forged = await call(route, `${s.admin}x`);
      expect(forged.status).toBe(401);

      const participant = await call(route, s.participant);
      expect(participant.status).toBe(403);
      expect(participant.body).toMatchObject({ statusCode: 403, error: 'Admin access required' });

      const admin = await call(route, s.admin);
      expect(admin.status).toBeGreaterThanOrEqual(200);
      expect(admin.status).toBeLessThan(300);
    },
  );

  it("only the admin's delete went through: exactly Eve is gone", async () => {
    const users = await request(s.t.server)
      .get(api(ApiRoutes.admin.users))
      .set('Authorization', s.admin)
      .expect(200);
    expect((users.body as Array<{ id: number }>).map((u) => u.id)).not.toContain(s.userIds.Eve);
    expect(users.body).toHaveLength(4);
  });
});
