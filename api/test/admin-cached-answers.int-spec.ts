import request from 'supertest';
import {
  type AdminVideoRow,
  ApiRoutes,
  type AssignedVideo,
  type UserEvent,
  type VideoRatingStatsResponse,
} from '@vvq/contracts';
import { insertVideos, signupAndLogin, validQuestionnaire } from './support/api-helpers.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'cached@example.org', password: 'cached-answers-secret-1' };

/*
 * The dashboard's per-video statistics, the whole videos table and the users screen's events are cached per data
 * version (read from the database on every call, docs/developer/decisions/analysis.md): each change of what they are made of
 * shows in the next call — a rating, a login, a logout, a video added straight to the database, a participant deleted.
 */
describe.each(DIALECTS)('cached admin answers (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;

  const get = async <T>(path: string): Promise<T> => {
    const res = await request(t.server).get(api(path)).set('Authorization', admin).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.body as T;
  };
  const stats = () => get<VideoRatingStatsResponse>(ApiRoutes.admin.videoRatingStats);
  const events = () => get<UserEvent[]>(ApiRoutes.admin.userEvents);
  const videos = () => get<AdminVideoRow[]>(ApiRoutes.admin.videos);
  const countOf = async (videoId: number) =>
    (await videos()).find((v) => v.video_id === videoId)?.ratings_count;

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    await insertVideos(t.dataSource, 4, 'cached');
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = `Bearer ${login.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('follow ratings, logins, logouts, new videos and deletions', async () => {
    // Asked twice before any change: the second answer comes from the cache and must equal the first.
    expect(await stats()).toEqual(await stats());
    expect((await stats()).summary).toMatchObject({ total_videos: 4, videos_rated: 0, total_ratings: 0 });
    expect(await events()).toEqual([]);
    expect(await videos()).toEqual(await videos());
    expect(await videos()).toHaveLength(4);

    const p = await signupAndLogin(t, 'Cached Person');
    expect((await events()).map((e) => e.event_type)).toEqual(['login']);
    const auth = { Authorization: `Bearer ${p.token}` };
    await request(t.server)
      .post(api(ApiRoutes.questionnaire))
      .set(auth)
      .send(validQuestionnaire(p.user_id))
      .expect(201);
    const session = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(auth)
      .send({ userId: p.user_id });
    const [first] = session.body.videos as AssignedVideo[];
    await request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(auth)
      .send({ trialId: first.trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3 })
      .expect(201);
    const rated = await stats();
    expect(rated.summary).toMatchObject({ videos_rated: 1, total_ratings: 1 });
    expect(rated.perVideo[0]).toMatchObject({ video_id: first.video_id, ratings_count: 1 });
    expect(await countOf(first.video_id!)).toBe(1);

    await request(t.server)
      .post(api(ApiRoutes.logLogoutEvent(p.user_id)))
      .set(auth)
      .expect(201);
    expect((await events()).map((e) => e.event_type)).toEqual(['login', 'logout']);

    // The catalogue is configuration: a video added straight to the database (e.g. by a script) is counted.
    await insertVideos(t.dataSource, 1, 'later');
    expect((await stats()).summary).toMatchObject({ total_videos: 5, videos_unrated: 4 });
    expect(await videos()).toHaveLength(5);

    await request(t.server)
      .delete(api(ApiRoutes.admin.user(p.user_id)))
      .set('Authorization', admin)
      .expect(200);
    expect((await stats()).summary).toMatchObject({ videos_rated: 0, total_ratings: 0 });
    expect(await events()).toEqual([]);
    expect(await countOf(first.video_id!)).toBe(0);
  });
});
