import request from 'supertest';
import { In } from 'typeorm';
import {
  ApiRoutes,
  PARTICIPANT_CLOSED_STATUS,
  STUDY_COMPLETE_MESSAGE,
  type AllocationOverviewResponse,
  type SessionStartResponse,
} from '@vvq/contracts';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config.js';
import { buildDataSourceOptions } from '../src/database/data-source-options.js';
import { AdaptiveAllocation1732305000000 } from '../src/database/migrations/1732305000000-adaptive-allocation.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { TransactionRunner } from '../src/database/transaction-runner.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { VideoClaimsService } from '../src/modules/videos/video-claims.service.js';
import { allocationRuleOf, VideoAllocationService } from '../src/modules/videos/video-allocation.service.js';
import { StudySettingsService } from '../src/modules/study/study-settings.service.js';
import {
  api,
  bearer,
  counterMismatches,
  insertVideos,
  signupAndLogin,
  type Participant,
} from './support/api-helpers.js';
import { startTestApp, TEST_TOKEN_SECRET, type TestApp } from './support/test-app.js';
import { createTestDatabase, DIALECTS } from './support/test-db.js';

const start = (t: TestApp, p: Participant) =>
  request(t.server).post(api('/v2/session/start')).set(bearer(p.token)).send({ userId: p.user_id });

const rate = (t: TestApp, p: Participant, trialId: number, scores = [3, 3, 3, 3]) =>
  request(t.server)
    .post(api('/v2/ratings'))
    .set(bearer(p.token))
    .send({ trialId, clarity: scores[0], interaction: scores[1], depth: scores[2], overall: scores[3] });

/** Each video's running sums must equal an aggregate over its counted ratings. */
async function sumMismatches(t: TestApp): Promise<string[]> {
  const rows = (await t.dataSource.query(
    `SELECT v.id AS id, v.sum_overall AS s, v.sq_overall AS q, v.sum_clarity AS c,
       (SELECT COALESCE(SUM(r.overall), 0) FROM ratings r WHERE r.video_id = v.id AND r.kind = 'scored' AND r.stall_flagged = 0) AS rs,
       (SELECT COALESCE(SUM(r.overall * r.overall), 0) FROM ratings r WHERE r.video_id = v.id AND r.kind = 'scored' AND r.stall_flagged = 0) AS rq,
       (SELECT COALESCE(SUM(r.clarity), 0) FROM ratings r WHERE r.video_id = v.id AND r.kind = 'scored' AND r.stall_flagged = 0) AS rc
     FROM videos v`,
  )) as Array<Record<string, unknown>>;
  return rows
    .filter(
      (r) => Number(r.s) !== Number(r.rs) || Number(r.q) !== Number(r.rq) || Number(r.c) !== Number(r.rc),
    )
    .map((r) => JSON.stringify(r));
}

describe.each(DIALECTS)('adaptive allocation: stopping and completion (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Equal ratings of 3 meet ± 0.5 at the 4th rating (1.1 · t(3) · 0.25 / 2 = 0.44; at the 3rd it is 0.79).
    t = await startTestApp(dialect, {
      STUDY_ALLOCATION: 'adaptive',
      STUDY_ALLOCATION_TARGET_HALF_WIDTH: '0.5',
      STUDY_ALLOCATION_MIN_RATINGS: '2',
      STUDY_ALLOCATION_MAX_RATINGS: '50',
      ADMIN_EMAIL: 'stop@example.org',
      ADMIN_PASSWORD: 'admin-secret-42',
    });
    await insertVideos(t.dataSource, 5, 'stop');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the running sums in the rating transaction, stops each video at its target and then completes', async () => {
    let given = 0;
    for (let i = 0; i < 10 && given < 20; i++) {
      const p = await signupAndLogin(t);
      const body = (await start(t, p).expect(200)).body as SessionStartResponse;
      expect(body.status).toBeUndefined();
      expect(body.videos.length).toBeGreaterThan(0);
      given += body.videos.length;
      for (const v of body.videos) await rate(t, p, v.trial_id, [2, 3, 4, 3]).expect(201);
    }
    expect(await sumMismatches(t)).toEqual([]);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
    const videos = await t.dataSource.getRepository(Video).find();
    // Each video stopped at its 4th rating (no fifth was ever assigned), with its stop time.
    expect(given).toBe(20);
    expect(videos.map((v) => v.ratings_count)).toEqual([4, 4, 4, 4, 4]);
    expect(videos.every((v) => v.stopped_at !== null && v.alloc_needed === 4)).toBe(true);
    const late = await signupAndLogin(t);
    const body = (await start(t, late).expect(200)).body as SessionStartResponse;
    expect(body.videos).toEqual([]);
    expect(body.status).toBe(PARTICIPANT_CLOSED_STATUS);
    expect(body.message).toBe(STUDY_COMPLETE_MESSAGE);
    // The dashboard's view and its export say it.
    const login = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: 'stop@example.org', password: 'admin-secret-42' })
      .expect(200);
    const admin = bearer(login.body.token as string);
    const view = (await request(t.server).get(api(ApiRoutes.admin.allocation)).set(admin).expect(200))
      .body as AllocationOverviewResponse;
    expect(view).toMatchObject({
      allocation: 'adaptive',
      target_half_width: 0.5,
      complete: true,
      videos_total: 5,
      videos_stopped: 5,
      share_done: 1,
      ratings_collected: 20,
      ratings_still_needed: 0,
    });
    for (const v of view.videos) {
      expect(v.half_width).toBeLessThanOrEqual(0.5);
      expect(v.stopped_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    }
    const csv = await request(t.server).get(api(ApiRoutes.admin.allocationCsv)).set(admin).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'video_id,label,ratings,reserved,half_width,target_half_width,needed,stopped,stopped_at',
    );
    expect(lines.slice(1).every((l) => /,4,0,[0-9.]+,0.5,4,true,\d{4}-/.test(l))).toBe(true);
    await request(t.server).get(api(ApiRoutes.admin.allocation)).expect(401);
    // A panel entry into the complete study is screened out with the reason.
    await request(t.server)
      .patch(api(ApiRoutes.admin.studySettings))
      .set(admin)
      .send({ panel_entry: true })
      .expect(200);
    const entered = await request(t.server)
      .post(api(ApiRoutes.panelEnter))
      .send({ panel: 'prolific', participant_id: '5f3a1c2b9d8e7f6a5b4c3d2e', study_id: 's', session_id: 'x' })
      .expect(200);
    const outcome = await request(t.server)
      .get(api(ApiRoutes.participantCompletion(entered.body.user_id as number)))
      .set(bearer(entered.body.token as string))
      .expect(200);
    expect(outcome.body).toMatchObject({
      complete: false,
      code: null,
      screen_out_reason: STUDY_COMPLETE_MESSAGE,
    });
    // Nothing was reserved for them.
    expect(await counterMismatches(t.dataSource)).toEqual([]);
    expect((await t.dataSource.getRepository(Video).find()).every((v) => v.reserved_count === 0)).toBe(true);
  });
});

describe.each(DIALECTS)('adaptive allocation: order (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      STUDY_ALLOCATION: 'adaptive',
      STUDY_ALLOCATION_TARGET_HALF_WIDTH: '0.5',
      STUDY_ALLOCATION_MIN_RATINGS: '2',
      STUDY_ALLOCATION_MAX_RATINGS: '50',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('claims the widest relative to the target first, never a stopped video, and moves the order with each claim', async () => {
    const ids = await insertVideos(t.dataSource, 6, 'order');
    // Four ratings each: [1,5,1,5] (needs the maximum, 50), [3,3,3,4] (needs 13), [3,3,3,3] (needs 4: stopped).
    const state = (sum: number, sq: number) =>
      `ratings_count = 4, load_count = 4, sum_clarity = ${sum}, sq_clarity = ${sq}, sum_interaction = ${sum}, ` +
      `sq_interaction = ${sq}, sum_depth = ${sum}, sq_depth = ${sq}, sum_overall = ${sum}, sq_overall = ${sq}`;
    const set = (which: number[], sum: number, sq: number) =>
      t.dataSource.query(`UPDATE videos SET ${state(sum, sq)} WHERE id IN (${which.join(',')})`);
    await set([ids[0], ids[1]], 12, 52);
    await set([ids[2], ids[3]], 13, 43);
    await set([ids[4], ids[5]], 12, 36);
    const runner = t.app.get(TransactionRunner);
    const rule = allocationRuleOf(await t.app.get(StudySettingsService).current());
    const allocation = t.app.get(VideoAllocationService);
    await runner.write((m) => allocation.recomputeAll(m, rule, new Date()));
    const byId = async () =>
      new Map((await t.dataSource.getRepository(Video).findBy({ id: In(ids) })).map((v) => [v.id, v]));
    const before = await byId();
    expect(ids.map((id) => before.get(id)?.alloc_needed)).toEqual([50, 50, 13, 13, 4, 4]);
    expect(ids.map((id) => before.get(id)?.stopped_at !== null)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);

    const claims = t.app.get(VideoClaimsService);
    const order = allocation.claimOrder(rule);
    const claim = (n: number) => runner.write((m) => claims.claimLeastLoaded(m, [], n, Math.random, order));
    // Fill 4/50 < 4/13: the wide pair first, level by level (steps of 1/16 of the need, then the load).
    expect((await claim(2)).sort()).toEqual([ids[0], ids[1]].sort());
    // They stay ahead while 16 · load / 50 rounds below 16 · 4 / 13 ≈ 4.9, i.e. up to load 14: 10 more claims.
    for (let i = 0; i < 10; i++) expect((await claim(2)).sort()).toEqual([ids[0], ids[1]].sort());
    // At load 15 both pairs are on step 5, and the least-loaded tie-break gives the medium pair.
    expect((await claim(2)).sort()).toEqual([ids[2], ids[3]].sort());
    // Many more claims never touch the stopped pair, and end at the maximum once every open video is at its need.
    for (let i = 0; i < 80; i++) await claim(2);
    const after = await byId();
    expect(ids.map((id) => after.get(id)?.load_count)).toEqual([50, 50, 50, 50, 4, 4]);
  });
});

describe.each(DIALECTS)('adaptive allocation under 200 concurrent starts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // A target nobody meets and no rating yet: the maximum, 3 per video, bounds the reservations: 120 in all.
    t = await startTestApp(dialect, {
      STUDY_ALLOCATION: 'adaptive',
      STUDY_ALLOCATION_TARGET_HALF_WIDTH: '0.05',
      STUDY_ALLOCATION_MIN_RATINGS: '2',
      STUDY_ALLOCATION_MAX_RATINGS: '3',
    });
    await insertVideos(t.dataSource, 40, 'race');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never assigns past the maximum: 200 starts at once fill exactly the 120 places', async () => {
    const people: Participant[] = [];
    for (let i = 0; i < 200; i++) people.push(await signupAndLogin(t));
    const results = await Promise.all(people.map((p) => start(t, p)));
    let given = 0;
    for (const r of results) {
      expect(r.status).toBe(200);
      const videos = (r.body as SessionStartResponse).videos;
      expect(new Set(videos.map((v) => v.video_id)).size).toBe(videos.length);
      given += videos.length;
    }
    const loads = (await t.dataSource.getRepository(Video).find()).map((v) => v.load_count);
    expect(given).toBe(120);
    expect(loads.every((l) => l === 3)).toBe(true);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});

describe.each(DIALECTS)('adaptive allocation settings (%s)', (dialect) => {
  let t: TestApp;
  const ADMIN = { email: 'alloc@example.org', password: 'admin-secret-42' };
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('defaults to balanced and refuses a minimum above the maximum, or unknown dimensions', async () => {
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    const admin = bearer(login.body.token as string);
    const patch = (body: object) =>
      request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body);
    const view = await request(t.server).get(api(ApiRoutes.admin.studySettings)).set(admin).expect(200);
    expect(view.body.settings).toMatchObject({
      allocation: 'balanced',
      allocation_target_half_width: 0.3,
      allocation_min_ratings: 8,
      allocation_max_ratings: 60,
      allocation_dimensions: 'clarity,interaction,depth,overall',
    });
    const refused = await patch({ allocation_min_ratings: 70 }).expect(400);
    expect(JSON.stringify(refused.body)).toContain(
      'allocation_min_ratings must not be greater than allocation_max_ratings',
    );
    await patch({ allocation_dimensions: 'overall,colour' }).expect(400);
    await patch({ allocation: 'greedy' }).expect(400);
    await patch({ allocation: 'adaptive', allocation_dimensions: 'overall' }).expect(200);
  });
});

describe.each(DIALECTS)('adaptive allocation migration (%s)', (dialect) => {
  it('fills the running sums from the counted ratings already stored, and undoes cleanly', async () => {
    const db = await createTestDatabase(dialect);
    const options = buildDataSourceOptions(
      loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...db.env }).database,
    );
    const at = MIGRATIONS.indexOf(AdaptiveAllocation1732305000000);
    const before = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at) } as never);
    const after = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at + 1) } as never);
    try {
      await before.initialize();
      await before.runMigrations({ transaction: 'each' });
      await before.query(
        'INSERT INTO videos (content, view, compression_type, qp, label, url, ratings_count, reserved_count, ' +
          "load_count) VALUES ('c', 'front', 'texture', '22', 'old_0', '/media/catalogue/old_0.mp4', 2, 0, 2)",
      );
      const [{ id: video }] = (await before.query('SELECT id FROM videos')) as Array<{ id: number }>;
      const when = '2026-01-02 09:00:00.000';
      for (let u = 1; u <= 3; u++)
        await before.query('INSERT INTO users (name, email, created_at) VALUES (?, ?, ?)', [
          `u${u}`,
          `u${u}@example.org`,
          when,
        ]);
      const users = (await before.query('SELECT id FROM users ORDER BY id')) as Array<{ id: number }>;
      // Two counted ratings (overall 2 and 4) and one stall-flagged (5) that the sums must leave out.
      const insert =
        'INSERT INTO ratings (trial_id, user_id, video_id, clarity, interaction, depth, overall, rated_at, ' +
        'stall_flagged) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
      await before.query(insert, [1, users[0].id, video, 3, 3, 3, 2, when, false]);
      await before.query(insert, [2, users[1].id, video, 1, 3, 3, 4, when, false]);
      await before.query(insert, [3, users[2].id, video, 5, 5, 5, 5, when, true]);
      await before.destroy();

      await after.initialize();
      await after.runMigrations({ transaction: 'each' });
      const [row] = (await after.query('SELECT * FROM videos')) as Array<Record<string, unknown>>;
      expect(Number(row.sum_overall)).toBe(6);
      expect(Number(row.sq_overall)).toBe(20);
      expect(Number(row.sum_clarity)).toBe(4);
      expect(Number(row.sq_clarity)).toBe(10);
      expect(Number(row.alloc_needed)).toBe(0);
      expect(row.stopped_at).toBeNull();
      // SQLite rebuilds the table to drop columns, which its foreign keys refuse while ratings point at videos.
      if (dialect === 'sqlite') await after.query('DELETE FROM ratings');
      await after.undoLastMigration({ transaction: 'each' });
      const [undone] = (await after.query('SELECT * FROM videos')) as Array<Record<string, unknown>>;
      expect(undone).not.toHaveProperty('sum_overall');
      expect(undone).not.toHaveProperty('stopped_at');
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await db.drop();
    }
  });
});
