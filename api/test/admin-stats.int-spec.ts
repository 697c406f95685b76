import request from 'supertest';
import {
  ApiRoutes,
  type AdminVideoRow,
  type StoredRating,
  type VideoRatingStatsResponse,
} from '@vvq/contracts';
import { ADMIN, api, ratedAt, seedStudy, type SeededStudy } from './admin-fixture.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/* Expected figures, worked out by hand from the table in admin-fixture.ts (scores are [clarity, interaction, depth, overall]). */
// Ratings per video: V1 Ann Bob Cid Dee = 4; V2 Ann Bob Dee = 3; V3 Ann Cid Dee = 3; V4 Cid Dee = 2; V5, V6 none.
const EXPECTED_AVERAGES: Record<string, [number, number, number, number] | null> = {
  V1: [3.25, 3.5, 3.25, 2.5], // (5+3+4+1)/4, (4+3+2+5)/4, (3+3+5+2)/4, (2+3+1+4)/4
  V2: [3.67, 3.33, 2.67, 3.33], // 11/3, 10/3, 8/3, 10/3
  V3: [3.33, 3.33, 3.33, 4.33], // 10/3, 10/3, 10/3, 13/3
  V4: [2.5, 2.5, 2.5, 2.5], // 5/2 each
  V5: null,
  V6: null,
};
// Over all 12 ratings: clarity 39/12, interaction 39/12, depth 36/12, overall 38/12 = 3.1666… → 3.17.
const EXPECTED_FEEDBACK = {
  labels: ['Clarity', 'Interaction', 'Depth', 'Overall'],
  scores: [3.25, 3.25, 3, 3.17],
};

describe.each(DIALECTS)('admin statistics and lists (%s)', (dialect) => {
  let s: SeededStudy;
  const get = (path: string) => request(s.t.server).get(api(path)).set('Authorization', s.admin);

  beforeAll(async () => {
    s = await seedStudy(dialect);
  });

  afterAll(async () => {
    await s?.t.close();
  });

  it('user-count counts participants', async () => {
    const res = await get(ApiRoutes.admin.userCount).expect(200);
    expect(res.body).toEqual({ count: 5 });
  });

  it('video-rating-stats: summary and perVideo (most-rated first, ties by id)', async () => {
    const res = await get(ApiRoutes.admin.videoRatingStats).expect(200);
    const body = res.body as VideoRatingStatsResponse;
    expect(body.summary).toEqual({ total_videos: 6, videos_rated: 4, videos_unrated: 2, total_ratings: 12 });
    expect(body.perVideo.map((v) => [v.video_id, v.ratings_count])).toEqual([
      [s.videoIds.V1, 4],
      [s.videoIds.V2, 3],
      [s.videoIds.V3, 3],
      [s.videoIds.V4, 2],
      [s.videoIds.V5, 0],
      [s.videoIds.V6, 0],
    ]);
    expect(body.perVideo[2]).toEqual({
      video_id: s.videoIds.V3,
      content: 'Soldier',
      view: 'front',
      compression_type: 'geometry',
      qp: '50',
      ratings_count: 3,
    });
  });

  it('the maintained counters agree with the ratings and open reservations', async () => {
    // Unrated assignments: Ann/V4, Bob/V3, Bob/V4, Cid/V2 → reserved V2 1, V3 1, V4 2; load = ratings + reserved = 4.
    const rows = (await s.t.dataSource.query(
      'SELECT label, ratings_count, reserved_count, load_count FROM videos ORDER BY label',
    )) as Array<Record<string, unknown>>;
    expect(
      rows.map((r) => [r.label, Number(r.ratings_count), Number(r.reserved_count), Number(r.load_count)]),
    ).toEqual([
      ['V1', 4, 0, 4],
      ['V2', 3, 1, 4],
      ['V3', 3, 1, 4],
      ['V4', 2, 2, 4],
      ['V5', 0, 0, 0],
      ['V6', 0, 0, 0],
    ]);
  });

  it('videos: one row per video with 2-decimal averages, null when unrated, in id order', async () => {
    const res = await get(ApiRoutes.admin.videos).expect(200);
    const rows = res.body as AdminVideoRow[];
    expect(rows.map((r) => r.video_id)).toEqual(
      ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'].map((l) => s.videoIds[l]),
    );
    for (const [label, averages] of Object.entries(EXPECTED_AVERAGES)) {
      const row = rows.find((r) => r.video_id === s.videoIds[label]) as AdminVideoRow;
      expect([row.avg_clarity, row.avg_interaction, row.avg_depth, row.avg_overall]).toEqual(
        averages ?? [null, null, null, null],
      );
    }
    expect(rows[0]).toEqual({
      video_id: s.videoIds.V1,
      content: 'Longdress',
      view: 'front',
      compression_type: 'texture',
      qp: '25',
      ratings_count: 4,
      avg_clarity: 3.25,
      avg_interaction: 3.5,
      avg_depth: 3.25,
      avg_overall: 2.5,
      video_url: '/media/catalogue/V1.mp4',
    });
    expect(rows[5]).toMatchObject({ ratings_count: 0, video_url: null });
  });

  it('feedback: mean of each dimension over all ratings', async () => {
    const res = await get(ApiRoutes.admin.feedback).expect(200);
    expect(res.body).toEqual(EXPECTED_FEEDBACK);
  });

  it('user-growth: cumulative participants per UTC signup day', async () => {
    const res = await get(ApiRoutes.admin.userGrowth).expect(200);
    // 2026-01-05: Ann, Bob (23:30 UTC) → 2; 2026-01-07: Cid → 3; 2026-01-09: Dee, Eve → 5.
    expect(res.body).toEqual({ labels: ['2026-01-05', '2026-01-07', '2026-01-09'], values: [2, 3, 5] });
  });

  it('users: id, email and name of every participant', async () => {
    const res = await get(ApiRoutes.admin.users).expect(200);
    expect(res.body).toEqual(
      (['Ann', 'Bob', 'Cid', 'Dee', 'Eve'] as const).map((p) => ({
        id: s.userIds[p],
        email: `${p.toLowerCase()}@example.org`,
        name: `${p} Tester`,
      })),
    );
  });

  it('user-events: every login and logout in time order', async () => {
    // 5 logins and Ann's logout were recorded during seeding; give them known instants in reverse id order.
    const rows = (await s.t.dataSource.query('SELECT id, event_type FROM user_events ORDER BY id')) as Array<{
      id: number;
      event_type: string;
    }>;
    expect(rows).toHaveLength(6);
    const times = rows.map((_, i) => new Date(Date.UTC(2026, 0, 20, 12, 59 - i)).toISOString());
    for (const [i, r] of rows.entries()) {
      await s.t.dataSource.query('UPDATE user_events SET event_time = ? WHERE id = ?', [
        times[i].replace('T', ' ').replace('Z', ''),
        r.id,
      ]);
    }
    const res = await get(ApiRoutes.admin.userEvents).expect(200);
    const expected = rows.map((r, i) => ({ event_type: r.event_type, event_time: times[i] })).reverse();
    expect(res.body).toEqual(expected);
    expect(expected.filter((e) => e.event_type === 'logout')).toHaveLength(1);
  });

  it("ratings/by-video: that video's ratings, newest first, in the StoredRating shape", async () => {
    const res = await get(ApiRoutes.admin.ratingsByVideo(s.videoIds.V1)).expect(200);
    const ratings = res.body as StoredRating[];
    expect(ratings.map((r) => r.user_id)).toEqual([
      s.userIds.Dee,
      s.userIds.Cid,
      s.userIds.Bob,
      s.userIds.Ann,
    ]);
    const cid = ratings[1];
    const trial = (await s.t.dataSource.query('SELECT trial_id FROM ratings WHERE id = ?', [
      cid.rating_id,
    ])) as Array<{
      trial_id: number;
    }>;
    expect(cid).toEqual({
      rating_id: s.ratingIds['Cid/V1'],
      user_id: s.userIds.Cid,
      trial_id: Number(trial[0].trial_id),
      video_id: s.videoIds.V1,
      clarity: 4,
      interaction: 2,
      depth: 5,
      overall: 1,
      comments: 'Cid on V1',
      rated_at: ratedAt('Cid/V1'),
      content: 'Longdress',
      view: 'front',
      compression_type: 'texture',
      qp: '25',
      url: '/media/catalogue/V1.mp4',
    });
  });

  it('ratings/by-video: [] for an unrated video, 404 for an unknown one, 400 for a non-integer id', async () => {
    expect((await get(ApiRoutes.admin.ratingsByVideo(s.videoIds.V5)).expect(200)).body).toEqual([]);
    const missing = await get(ApiRoutes.admin.ratingsByVideo(999_999)).expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Video not found' });
    for (const bad of ['abc', '1.5', '12abc']) {
      const res = await get(ApiRoutes.admin.ratingsByVideo(bad)).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Invalid video id' });
    }
  });

  it('view-feedback: every rating newest first; optional limit/offset; bad paging is a 400', async () => {
    const newestFirst = Object.keys(s.ratingIds)
      .sort((a, b) => ratedAt(b).localeCompare(ratedAt(a)))
      .map((k) => s.ratingIds[k]);
    expect(newestFirst).toHaveLength(12);
    const all = (await get(ApiRoutes.admin.viewFeedback).expect(200)).body as StoredRating[];
    expect(all.map((r) => r.rating_id)).toEqual(newestFirst);
    expect(all[0]).toMatchObject({ user_id: s.userIds.Dee, video_id: s.videoIds.V4, overall: 4, qp: '55' });

    const page = (await get(`${ApiRoutes.admin.viewFeedback}?limit=5&offset=2`).expect(200))
      .body as StoredRating[];
    expect(page.map((r) => r.rating_id)).toEqual(newestFirst.slice(2, 7));
    const tail = (await get(`${ApiRoutes.admin.viewFeedback}?offset=10`).expect(200)).body as StoredRating[];
    expect(tail.map((r) => r.rating_id)).toEqual(newestFirst.slice(10));
    for (const bad of [
      'limit=0',
      'limit=abc',
      'limit=2.5',
      'offset=-1',
      'offset=1e20',
      'limit=100000',
      'page=2',
    ]) {
      const res = await get(`${ApiRoutes.admin.viewFeedback}?${bad}`).expect(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('the admin migration added the newest-first indexes', async () => {
    const sql =
      dialect === 'mysql'
        ? 'SELECT DISTINCT index_name AS name FROM information_schema.statistics WHERE table_schema = DATABASE() AND index_name IN (?, ?)'
        : "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN (?, ?)";
    const rows = (await s.t.dataSource.query(sql, [
      'idx_ratings_rated_at',
      'idx_questionnaires_submitted_at',
    ])) as Array<{
      name: string;
    }>;
    expect(rows.map((r) => r.name).sort()).toEqual([
      'idx_questionnaires_submitted_at',
      'idx_ratings_rated_at',
    ]);
  });

  it('questionnaires: list newest first with user_name; detail by questionnaire id; 404 and 400', async () => {
    // Known submission instants: Ann oldest … Dee newest.
    for (const [i, p] of (['Ann', 'Bob', 'Cid', 'Dee'] as const).entries()) {
      await s.t.dataSource.query('UPDATE questionnaires SET submitted_at = ? WHERE id = ?', [
        `2026-01-1${i} 09:00:00.000`,
        s.questionnaireIds[p],
      ]);
    }
    const list = (await get(ApiRoutes.admin.questionnaires).expect(200)).body as Array<
      Record<string, unknown>
    >;
    expect(list.map((q) => [q.id, q.user_id, q.user_name])).toEqual(
      (['Dee', 'Cid', 'Bob', 'Ann'] as const).map((p) => [
        s.questionnaireIds[p],
        s.userIds[p],
        `${p} Tester`,
      ]),
    );

    const detail = (await get(ApiRoutes.admin.questionnaire(s.questionnaireIds.Bob as number)).expect(200))
      .body;
    expect(detail).toEqual({
      id: s.questionnaireIds.Bob,
      user_id: s.userIds.Bob,
      user_name: 'Bob Tester',
      submitted_at: '2026-01-11T09:00:00.000Z',
      age: 20 + s.userIds.Bob,
      gender: 'Non-binary',
      education: "Bachelor's Degree",
      field_of_study: 'Film',
      familiarity: 'Very Familiar',
      experience: 'I edit 3D scans at work',
      understanding: 5,
      technical_knowledge: 'Very Knowledgeable',
      quality_metrics: 'Somewhat Familiar',
      previous_participation: 'Yes',
      quiz1: 'Captures 3D space',
      quiz2: 'Using multiple cameras and depth sensors',
      quiz3: 'Virtual Reality Experiences',
      consent: 1,
    });
    expect(list.find((q) => q.id === s.questionnaireIds.Bob)).toEqual(detail);

    const missing = await get(ApiRoutes.admin.questionnaire(999_999)).expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'No questionnaire found.' });
    const bad = await get(ApiRoutes.admin.questionnaire('abc')).expect(400);
    expect(bad.body).toMatchObject({ error: 'Invalid questionnaire id' });
  });

  it('messages: unanswered oldest first; mark-as-answered records who and when, is idempotent, 404/400', async () => {
    const [m0, m1, m2] = s.messageIds; // created_at: m0 Feb 5, m1 Feb 4, m2 Feb 3
    const before = (await get(ApiRoutes.admin.unansweredMessages).expect(200)).body as Array<
      Record<string, unknown>
    >;
    expect(before.map((m) => m.id)).toEqual([m2, m1, m0]);
    expect(before[0]).toEqual({
      id: m2,
      name: 'third sender',
      email: 'm2@example.org',
      message: 'Message 2',
      created_at: '2026-02-03T08:00:00.000Z',
    });

    const mark = (id: unknown) =>
      request(s.t.server)
        .post(api(ApiRoutes.admin.markAsAnswered))
        .set('Authorization', s.admin)
        .send({ id });
    const startedAt = Date.now() - 1000;
    const first = await mark(m1);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Message marked as answered' });

    const [adminRow] = (await s.t.dataSource.query('SELECT id FROM admins WHERE email = ?', [
      ADMIN.email,
    ])) as Array<{ id: number }>;
    const fresh = await s.t.openFreshConnection();
    const [stored] = (await fresh.query(
      'SELECT answered_at, answered_by_admin_id FROM contact_messages WHERE id = ?',
      [m1],
    )) as Array<Record<string, unknown>>;
    expect(Number(stored.answered_by_admin_id)).toBe(Number(adminRow.id));
    const answeredAt =
      stored.answered_at instanceof Date
        ? stored.answered_at
        : new Date(`${String(stored.answered_at).replace(' ', 'T')}Z`);
    expect(answeredAt.getTime()).toBeGreaterThanOrEqual(startedAt);

    const again = await mark(m1);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Message was already marked as answered' });
    const [unchanged] = (await fresh.query('SELECT answered_at FROM contact_messages WHERE id = ?', [
      m1,
    ])) as Array<Record<string, unknown>>;
    expect(String(unchanged.answered_at)).toBe(String(stored.answered_at));

    const after = (await get(ApiRoutes.admin.unansweredMessages).expect(200)).body as Array<{ id: number }>;
    expect(after.map((m) => m.id)).toEqual([m2, m0]);

    const unknown = await mark(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'Message not found' });
    for (const bad of ['abc', 1.5, 0, null]) {
      const res = await mark(bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    const empty = await request(s.t.server)
      .post(api(ApiRoutes.admin.markAsAnswered))
      .set('Authorization', s.admin)
      .send({});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: 'id is required' });
  });
});

describe.each(DIALECTS)('admin statistics of an empty study (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const get = (path: string) => request(t.server).get(api(path)).set('Authorization', admin);

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${login.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives zeros and empty lists, so the dashboard shows its empty texts', async () => {
    expect((await get(ApiRoutes.admin.userCount).expect(200)).body).toEqual({ count: 0 });
    expect((await get(ApiRoutes.admin.feedback).expect(200)).body).toEqual({ labels: [], scores: [] });
    expect((await get(ApiRoutes.admin.userGrowth).expect(200)).body).toEqual({ labels: [], values: [] });
    expect((await get(ApiRoutes.admin.videoRatingStats).expect(200)).body).toEqual({
      summary: { total_videos: 0, videos_rated: 0, videos_unrated: 0, total_ratings: 0 },
      perVideo: [],
    });
    for (const path of [
      ApiRoutes.admin.videos,
      ApiRoutes.admin.users,
      ApiRoutes.admin.userEvents,
      ApiRoutes.admin.viewFeedback,
      ApiRoutes.admin.unansweredMessages,
      ApiRoutes.admin.questionnaires,
    ]) {
      expect((await get(path).expect(200)).body).toEqual([]);
    }
  });
});
