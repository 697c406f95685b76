import request from 'supertest';
import {
  ApiRoutes,
  LIST_PAGE_MAX,
  LIST_TOTAL_HEADER,
  type AdminUserRow,
  type AdminVideoRow,
  type StoredQuestionnaire,
  type StoredRating,
} from '@vvq/contracts';
import { api, seedStudy, type SeededStudy } from './admin-fixture.js';
import { DIALECTS } from './support/test-db.js';

/*
 * Server-side paging, filtering and sorting of the big admin lists (users, videos, questionnaires, all feedback) on
 * the study of admin-fixture.ts: without parameters each list is the spec's call (every row, no total header); with
 * them the same array shape for one page and the total in X-Total-Count.
 */
const TOTAL = LIST_TOTAL_HEADER.toLowerCase();

type Row = AdminUserRow | AdminVideoRow | StoredQuestionnaire | StoredRating;
const LISTS: Array<{ path: string; key: (row: Row) => number }> = [
  { path: ApiRoutes.admin.users, key: (r) => (r as AdminUserRow).id },
  { path: ApiRoutes.admin.videos, key: (r) => (r as AdminVideoRow).video_id },
  { path: ApiRoutes.admin.questionnaires, key: (r) => (r as StoredQuestionnaire).id },
  { path: ApiRoutes.admin.viewFeedback, key: (r) => (r as StoredRating).rating_id },
];

describe.each(DIALECTS)('admin lists paged, filtered and sorted on the server (%s)', (dialect) => {
  let s: SeededStudy;
  const get = (path: string) => request(s.t.server).get(api(path)).set('Authorization', s.admin);
  /** Rows and total of one call that must succeed with the total header. */
  const page = async <T>(path: string): Promise<{ rows: T[]; total: number }> => {
    const res = await get(path).expect(200);
    expect(res.headers[TOTAL]).toMatch(/^\d+$/);
    return { rows: res.body as T[], total: Number(res.headers[TOTAL]) };
  };

  beforeAll(async () => {
    s = await seedStudy(dialect);
  });

  afterAll(async () => {
    await s?.t.close();
  });

  it('without parameters every list is the whole spec answer, without a total header', async () => {
    const users = await get(ApiRoutes.admin.users).expect(200);
    expect(users.headers[TOTAL]).toBeUndefined();
    expect((users.body as AdminUserRow[]).map((u) => u.email)).toEqual([
      'ann@example.org',
      'bob@example.org',
      'cid@example.org',
      'dee@example.org',
      'eve@example.org',
    ]);
    const videos = await get(ApiRoutes.admin.videos).expect(200);
    expect(videos.headers[TOTAL]).toBeUndefined();
    expect((videos.body as AdminVideoRow[]).map((v) => v.video_id)).toEqual(
      ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'].map((l) => s.videoIds[l]),
    );
    const questionnaires = await get(ApiRoutes.admin.questionnaires).expect(200);
    expect(questionnaires.headers[TOTAL]).toBeUndefined();
    expect(questionnaires.body).toHaveLength(4);
    const feedback = await get(ApiRoutes.admin.viewFeedback).expect(200);
    expect(feedback.headers[TOTAL]).toBeUndefined();
    expect(feedback.body).toHaveLength(12);
  });

  it.each(LISTS)(
    '$path: pages of 2 concatenate to the whole list, each with the total',
    async ({ path, key }) => {
      const whole = (await get(path).expect(200)).body as Row[];
      const pages: Row[] = [];
      for (let offset = 0; offset < whole.length + 2; offset += 2) {
        const { rows, total } = await page<Row>(`${path}?limit=2&offset=${offset}`);
        expect(total).toBe(whole.length);
        expect(rows.length).toBeLessThanOrEqual(2);
        pages.push(...rows);
      }
      // Same rows, same order, same shape (every field) as the unpaged answer.
      expect(pages).toEqual(whole);
      expect(pages.map(key)).toEqual(whole.map(key));
      // A blank filter matches everything; an offset alone gives the tail.
      expect((await page<Row>(`${path}?q=%20%20`)).rows).toEqual(whole);
      expect((await page<Row>(`${path}?offset=3`)).rows).toEqual(whole.slice(3));
    },
  );

  it('users: q matches the id exactly or inside the e-mail or name; sorted by e-mail descending', async () => {
    expect((await page<AdminUserRow>(`${ApiRoutes.admin.users}?q=CID`)).rows.map((u) => u.id)).toEqual([
      s.userIds.Cid,
    ]);
    const byId = await page<AdminUserRow>(`${ApiRoutes.admin.users}?q=${s.userIds.Dee}`);
    expect(byId).toEqual({
      rows: [{ id: s.userIds.Dee, email: 'dee@example.org', name: 'Dee Tester' }],
      total: 1,
    });
    const named = await page<AdminUserRow>(`${ApiRoutes.admin.users}?q=tester&limit=2`);
    expect(named.total).toBe(5);
    expect(named.rows.map((u) => u.id)).toEqual([s.userIds.Ann, s.userIds.Bob]);
    const sorted = await page<AdminUserRow>(`${ApiRoutes.admin.users}?sort=email&order=desc&limit=3`);
    expect(sorted.rows.map((u) => u.email)).toEqual([
      'eve@example.org',
      'dee@example.org',
      'cid@example.org',
    ]);
    // LIKE's wildcards are taken literally: no e-mail contains '%' or '_'.
    for (const wildcard of ['%25', '_', '%25example%25', 'a_n'])
      expect(await page(`${ApiRoutes.admin.users}?q=${wildcard}`)).toEqual({ rows: [], total: 0 });
  });

  it('videos: q over content, view, compression, QP and id; sorts by a whitelisted column', async () => {
    const soldier = await page<AdminVideoRow>(`${ApiRoutes.admin.videos}?q=soldier`);
    expect(soldier.rows.map((v) => v.video_id)).toEqual([s.videoIds.V3, s.videoIds.V4]);
    expect(soldier.total).toBe(2);
    // The page carries the same rating aggregates as the whole table.
    const whole = (await get(ApiRoutes.admin.videos).expect(200)).body as AdminVideoRow[];
    expect(soldier.rows).toEqual(whole.filter((v) => v.content === 'Soldier'));
    const side = await page<AdminVideoRow>(`${ApiRoutes.admin.videos}?q=SIDE&limit=1&offset=1`);
    expect(side).toEqual({ rows: whole.filter((v) => v.video_id === s.videoIds.V6), total: 2 });
    const byQp = await page<AdminVideoRow>(`${ApiRoutes.admin.videos}?sort=qp&order=desc`);
    expect(byQp.rows.map((v) => v.qp)).toEqual(['62', '60', '55', '50', '35', '25']);
    // Most-rated first; ties run by id in the same direction, so pages never overlap.
    const byCount = await page<AdminVideoRow>(`${ApiRoutes.admin.videos}?sort=ratings_count&order=desc`);
    expect(byCount.rows.map((v) => v.video_id)).toEqual(
      ['V1', 'V3', 'V2', 'V4', 'V6', 'V5'].map((l) => s.videoIds[l]),
    );
    expect(await page(`${ApiRoutes.admin.videos}?q=%25`)).toEqual({ rows: [], total: 0 });
  });

  it("questionnaires: q matches the participant's id or name; sorted by participant", async () => {
    const cid = await page<StoredQuestionnaire>(`${ApiRoutes.admin.questionnaires}?q=cid`);
    expect(cid.rows.map((q) => q.id)).toEqual([s.questionnaireIds.Cid]);
    expect(cid.rows[0].user_name).toBe('Cid Tester');
    const bob = await page<StoredQuestionnaire>(`${ApiRoutes.admin.questionnaires}?q=${s.userIds.Bob}`);
    expect(bob.rows.map((q) => q.user_id)).toEqual([s.userIds.Bob]);
    // Eve answered no questionnaire; nobody is called '%'.
    expect(await page(`${ApiRoutes.admin.questionnaires}?q=Eve`)).toEqual({ rows: [], total: 0 });
    expect(await page(`${ApiRoutes.admin.questionnaires}?q=%25`)).toEqual({ rows: [], total: 0 });
    const byUser = await page<StoredQuestionnaire>(
      `${ApiRoutes.admin.questionnaires}?sort=user_id&order=asc&limit=3`,
    );
    expect(byUser.total).toBe(4);
    expect(byUser.rows.map((q) => q.user_id)).toEqual([s.userIds.Ann, s.userIds.Bob, s.userIds.Cid]);
  });

  it('view-feedback: q matches inside the comments or an id exactly; sorts by a whitelisted column', async () => {
    const dee = await page<StoredRating>(`${ApiRoutes.admin.viewFeedback}?q=dee%20on`);
    expect(dee.total).toBe(4);
    expect(dee.rows.every((r) => r.user_id === s.userIds.Dee)).toBe(true);
    const byId = await page<StoredRating>(`${ApiRoutes.admin.viewFeedback}?q=${s.userIds.Cid}`);
    const cidRatings = Object.keys(s.ratingIds).filter((k) => k.startsWith('Cid/'));
    expect(byId.rows.filter((r) => r.user_id === s.userIds.Cid)).toHaveLength(cidRatings.length);
    for (const r of byId.rows)
      expect([r.rating_id, r.video_id, r.user_id, r.trial_id]).toContain(s.userIds.Cid);
    const byVideo = await page<StoredRating>(`${ApiRoutes.admin.viewFeedback}?sort=video_id&limit=4`);
    expect(byVideo.rows.map((r) => r.video_id)).toEqual(Array(4).fill(s.videoIds.V1));
    const oldest = await page<StoredRating>(`${ApiRoutes.admin.viewFeedback}?order=asc&limit=1`);
    expect(oldest.rows.map((r) => r.rating_id)).toEqual([s.ratingIds['Ann/V1']]);
    expect(await page(`${ApiRoutes.admin.viewFeedback}?q=_`)).toEqual({ rows: [], total: 0 });
  });

  it.each(LISTS)(
    '$path: bad paging, filter or sort parameters are a 400 with a message',
    async ({ path }) => {
      for (const [bad, message] of [
        ['limit=0', `limit must be from 1 to ${LIST_PAGE_MAX}`],
        [`limit=${LIST_PAGE_MAX + 1}`, `limit must be from 1 to ${LIST_PAGE_MAX}`],
        ['limit=2.5', 'limit must be a whole number'],
        ['offset=-1', 'offset must be from 0'],
        ['offset=abc', 'offset must be a whole number'],
        ['sort=password', 'sort must be one of:'],
        ['sort=id%3BDROP%20TABLE%20users', 'sort must be one of:'],
        ['order=up', 'order must be one of: asc, desc'],
        [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
        ['q=a&q=b', 'q must be a text'],
        ['page=2', 'property page should not exist'],
      ]) {
        const res = await get(`${path}?${bad}`).expect(400);
        expect(res.body.error).toEqual(expect.stringContaining(message));
      }
    },
  );

  it('a browser on an allowed origin may read the total header (CORS exposes it)', async () => {
    const res = await get(`${ApiRoutes.admin.users}?limit=1`)
      .set('Origin', 'http://localhost:4200')
      .expect(200);
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Total-Count/i);
    expect(res.headers[TOTAL]).toBe('5');
  });

  it('a participant token is refused (403) on the paged lists too', async () => {
    for (const { path } of LISTS)
      await request(s.t.server)
        .get(api(`${path}?limit=1`))
        .set('Authorization', s.participant)
        .expect(403);
  });
});
