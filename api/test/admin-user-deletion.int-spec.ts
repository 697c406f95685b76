import request from 'supertest';
import { ApiRoutes, type StoredRating, type VideoRatingStatsResponse } from '@vvq/contracts';
import type { DataSource } from 'typeorm';
import { api, seedStudy, type SeededStudy } from './admin-fixture.js';
import { DIALECTS } from './support/test-db.js';

const OWNED_TABLES = ['ratings', 'trials', 'sessions', 'questionnaires', 'user_events'];

async function countRows(ds: DataSource, table: string, userId: number): Promise<number> {
  const column = table === 'users' ? 'id' : 'user_id';
  const [row] = (await ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [
    userId,
  ])) as Array<{ n: unknown }>;
  return Number(row.n);
}

/** [label, ratings_count, reserved_count, load_count] as stored, and as recounted from ratings and reserving trials. */
async function counters(ds: DataSource): Promise<{ stored: unknown[][]; recounted: unknown[][] }> {
  const rows = (await ds.query(`
    SELECT v.label, v.ratings_count, v.reserved_count, v.load_count,
           (SELECT COUNT(*) FROM ratings r WHERE r.video_id = v.id) AS rated,
           (SELECT COUNT(*) FROM trials t WHERE t.video_id = v.id AND t.reserving = 1) AS reserving
    FROM videos v ORDER BY v.label`)) as Array<Record<string, unknown>>;
  return {
    stored: rows.map((r) => [
      r.label,
      Number(r.ratings_count),
      Number(r.reserved_count),
      Number(r.load_count),
    ]),
    recounted: rows.map((r) => [
      r.label,
      Number(r.rated),
      Number(r.reserving),
      Number(r.rated) + Number(r.reserving),
    ]),
  };
}

describe.each(DIALECTS)('admin user deletion (%s)', (dialect) => {
  let s: SeededStudy;
  let fresh: DataSource;
  const get = (path: string) => request(s.t.server).get(api(path)).set('Authorization', s.admin);
  const del = (id: number | string) =>
    request(s.t.server)
      .delete(api(ApiRoutes.admin.user(id)))
      .set('Authorization', s.admin);

  beforeAll(async () => {
    s = await seedStudy(dialect);
    fresh = await s.t.openFreshConnection();
  });

  afterAll(async () => {
    await s?.t.close();
  });

  it('400 for a non-integer id, 404 for an unknown one, nothing deleted', async () => {
    for (const bad of ['abc', '1.5', '2x']) {
      const res = await del(bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Invalid user id' });
    }
    const unknown = await del(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, error: 'User not found' });
    expect((await get(ApiRoutes.admin.userCount).expect(200)).body).toEqual({ count: 5 });
  });

  it('removes Bob and every row about him in one go; counters and statistics follow at once', async () => {
    const bob = s.userIds.Bob;
    // Bob: 1 questionnaire, 1 session, 4 trials (V1, V2 rated; V3, V4 still reserving), 2 ratings, 1 login event.
    expect(await Promise.all(OWNED_TABLES.map((t) => countRows(fresh, t, bob)))).toEqual([2, 4, 1, 1, 1]);
    const before = await counters(fresh);
    expect(before.stored).toEqual(before.recounted);

    const res = await del(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted successfully' });

    // Committed, as a separate connection sees it.
    for (const table of [...OWNED_TABLES, 'users']) expect(await countRows(fresh, table, bob)).toBe(0);
    const after = await counters(fresh);
    // Bob's ratings of V1 and V2 and his reservations of V3 and V4 are gone from the counters.
    expect(after.stored).toEqual([
      ['V1', 3, 0, 3],
      ['V2', 2, 1, 3],
      ['V3', 3, 0, 3],
      ['V4', 2, 1, 3],
      ['V5', 0, 0, 0],
      ['V6', 0, 0, 0],
    ]);
    expect(after.stored).toEqual(after.recounted);

    expect((await get(ApiRoutes.admin.userCount).expect(200)).body).toEqual({ count: 4 });
    const stats = (await get(ApiRoutes.admin.videoRatingStats).expect(200)).body as VideoRatingStatsResponse;
    expect(stats.summary).toEqual({ total_videos: 6, videos_rated: 4, videos_unrated: 2, total_ratings: 10 });
    expect(stats.perVideo.slice(0, 4).map((v) => [v.video_id, v.ratings_count])).toEqual([
      [s.videoIds.V1, 3],
      [s.videoIds.V3, 3],
      [s.videoIds.V2, 2],
      [s.videoIds.V4, 2],
    ]);
    // Without Bob's [3,3,3,3] and [2,5,1,4]: clarity 34/10, interaction 31/10, depth 32/10, overall 31/10.
    expect((await get(ApiRoutes.admin.feedback).expect(200)).body).toEqual({
      labels: ['Clarity', 'Interaction', 'Depth', 'Overall'],
      scores: [3.4, 3.1, 3.2, 3.1],
    });
    expect((await get(ApiRoutes.admin.userGrowth).expect(200)).body).toEqual({
      labels: ['2026-01-05', '2026-01-07', '2026-01-09'],
      values: [1, 2, 4],
    });
    const users = (await get(ApiRoutes.admin.users).expect(200)).body as Array<{ id: number }>;
    expect(users.map((u) => u.id)).toEqual([s.userIds.Ann, s.userIds.Cid, s.userIds.Dee, s.userIds.Eve]);
    const feedback = (await get(ApiRoutes.admin.viewFeedback).expect(200)).body as StoredRating[];
    expect(feedback).toHaveLength(10);
    expect(feedback.some((r) => r.user_id === bob)).toBe(false);
    const questionnaires = (await get(ApiRoutes.admin.questionnaires).expect(200)).body as Array<{
      user_id: number;
    }>;
    expect(questionnaires.map((q) => q.user_id).sort()).toEqual(
      [s.userIds.Ann, s.userIds.Cid, s.userIds.Dee].sort(),
    );
    expect(((await get(ApiRoutes.admin.userEvents).expect(200)).body as unknown[]).length).toBe(5);
    // V2's average no longer includes Bob: (4 + 5) / 2 clarity.
    const videos = (await get(ApiRoutes.admin.videos).expect(200)).body as Array<{
      video_id: number;
      avg_clarity: number;
    }>;
    expect(videos.find((v) => v.video_id === s.videoIds.V2)?.avg_clarity).toBe(4.5);

    // Other participants keep everything.
    expect(await countRows(fresh, 'ratings', s.userIds.Ann)).toBe(3);
    expect(await countRows(fresh, 'trials', s.userIds.Ann)).toBe(4);

    const again = await del(bob);
    expect(again.status).toBe(404);
  });

  it('a participant without session or questionnaire can be deleted too', async () => {
    await del(s.userIds.Eve).expect(200);
    expect(await countRows(fresh, 'users', s.userIds.Eve)).toBe(0);
    expect(await countRows(fresh, 'user_events', s.userIds.Eve)).toBe(0);
    const after = await counters(fresh);
    expect(after.stored).toEqual(after.recounted);
  });

  it('after a deletion, new participants are assigned and counted consistently', async () => {
    const email = 'fay@example.org';
    await request(s.t.server).post(api(ApiRoutes.signup)).send({ name: 'Fay Tester', email }).expect(201);
    const login = await request(s.t.server).post(api(ApiRoutes.login)).send({ email }).expect(200);
    const auth = `Bearer ${login.body.token as string}`;
    const session = await request(s.t.server)
      .post(api(ApiRoutes.sessionStart))
      .set('Authorization', auth)
      .send({ userId: login.body.user_id });
    expect(session.status).toBeLessThan(300);
    expect(session.body.videos).toHaveLength(4);
    const after = await counters(fresh);
    expect(after.stored).toEqual(after.recounted);
    // Least-loaded first: the unrated late videos V5 and V6 (load 0) must be among Fay's four.
    const labels = (session.body.videos as Array<{ label: string }>).map((v) => v.label);
    expect(labels).toEqual(expect.arrayContaining(['V5', 'V6']));
  });
  it("a deletion racing the participant's own ratings leaves no rows and consistent counters", async () => {
    // The deletion is sent first, in the middle and last, so different interleavings are exercised.
    for (const [position, name] of ['Gus', 'Hal', 'Ivy'].entries()) {
      const email = `${name.toLowerCase()}@example.org`;
      await request(s.t.server)
        .post(api(ApiRoutes.signup))
        .send({ name: `${name} Racer`, email })
        .expect(201);
      const login = await request(s.t.server).post(api(ApiRoutes.login)).send({ email }).expect(200);
      const userId = login.body.user_id as number;
      const auth = `Bearer ${login.body.token as string}`;
      const session = await request(s.t.server)
        .post(api(ApiRoutes.sessionStart))
        .set('Authorization', auth)
        .send({ userId });
      expect(session.body.videos).toHaveLength(4);
      const calls: Array<() => Promise<number>> = (session.body.videos as Array<{ trial_id: number }>).map(
        (v) => () =>
          request(s.t.server)
            .post(api(ApiRoutes.ratings))
            .set('Authorization', auth)
            .send({ trialId: v.trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3, comments: null })
            .then((r) => r.status),
      );
      calls.splice(position * 2, 0, () => del(userId).then((r) => r.status));
      const statuses = await Promise.all(calls.map((call) => call()));
      const deleted = statuses[position * 2];
      expect(deleted).toBe(200);
      for (const table of [...OWNED_TABLES, 'users']) expect(await countRows(fresh, table, userId)).toBe(0);
      const after = await counters(fresh);
      expect(after.stored).toEqual(after.recounted);
    }
  });
});
