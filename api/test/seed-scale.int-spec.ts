import request from 'supertest';
import type { SessionStartResponse, VideoRatingStatsResponse } from '@vvq/contracts';
import { BENCH_ADMIN, seedScale, type BenchDatabase } from '../../scripts/bench/seed-scale.mjs';
import { api, bearer, counterMismatches } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/**
 * The benchmark's seeder (`npm run seed:scale`, scripts/bench) on a tiny study, so it cannot rot unnoticed while the
 * schema moves: it needs the built API (api/dist), as this suite's Nx target does.
 */
describe.each(DIALECTS)('seed:scale (%s)', (dialect) => {
  let t: TestApp;
  const VIDEOS = 10;
  const PARTICIPANTS = 13; // 52 ratings on 10 videos: 5 or 6 each

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await seedScale({
      database: t.config.database as BenchDatabase,
      videos: VIDEOS,
      participants: PARTICIPANTS,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fills every table of the study with counters equal to the rows and loads within 1', async () => {
    const count = async (table: string) =>
      Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    expect(await count('videos')).toBe(VIDEOS);
    expect(await count('users')).toBe(PARTICIPANTS);
    expect(await count('questionnaires')).toBe(PARTICIPANTS);
    expect(await count('sessions')).toBe(PARTICIPANTS);
    expect(await count('trials')).toBe(4 * PARTICIPANTS);
    expect(await count('ratings')).toBe(4 * PARTICIPANTS);
    expect(await count('user_events')).toBeGreaterThanOrEqual(PARTICIPANTS);
    expect(await count('contact_messages')).toBeGreaterThan(0);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
    const [loads] = await t.dataSource.query(
      'SELECT MIN(load_count) AS low, MAX(load_count) AS high FROM videos',
    );
    expect([Number(loads.low), Number(loads.high)]).toEqual([5, 6]);
  });

  it('is readable by the product: the admin statistics and a seeded participant’s repeat start', async () => {
    const admin = await request(t.server)
      .post(api('/admin/login'))
      .send({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password })
      .expect(200);
    const stats = await request(t.server)
      .get(api('/admin/video-rating-stats'))
      .set(bearer(admin.body.token))
      .expect(200);
    expect((stats.body as VideoRatingStatsResponse).summary).toEqual({
      total_videos: VIDEOS,
      videos_rated: VIDEOS,
      videos_unrated: 0,
      total_ratings: 4 * PARTICIPANTS,
    });
    const login = await request(t.server).post(api('/login')).send({ email: 'p1@example.org' }).expect(200);
    const start = await request(t.server)
      .post(api('/v2/session/start'))
      .set(bearer(login.body.token))
      .send({})
      .expect(200);
    const videos = (start.body as SessionStartResponse).videos;
    expect(videos).toHaveLength(4);
    expect(videos.every((v) => v.submitted)).toBe(true);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('refuses a database that already holds a study, naming what it found', async () => {
    await expect(
      seedScale({ database: t.config.database as BenchDatabase, videos: 4, participants: 1 }),
    ).rejects.toThrow(/not empty \(10 videos, 13 users, 52 ratings\)/);
  });
});
