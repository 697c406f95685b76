import request from 'supertest';
import { In } from 'typeorm';
import type { SessionStartResponse } from '@vvq/contracts';
import { TransactionRunner } from '../src/database/transaction-runner.js';
import { ReservationSweeperService } from '../src/modules/sessions/reservation-sweeper.service.js';
import { StudySession } from '../src/modules/sessions/session.entity.js';
import { Trial } from '../src/modules/sessions/trial.entity.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { TrialsService } from '../src/modules/sessions/trials.service.js';
import { VideoClaimsService } from '../src/modules/videos/video-claims.service.js';
import {
  api,
  bearer,
  counterMismatches,
  insertVideos,
  signupAndLogin,
  type Participant,
} from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const start = (t: TestApp, p: Participant, body: object = { userId: p.user_id }) =>
  request(t.server).post(api('/v2/session/start')).set(bearer(p.token)).send(body);

const rate = (t: TestApp, p: Participant, trialId: number) =>
  request(t.server)
    .post(api('/v2/ratings'))
    .set(bearer(p.token))
    .send({ trialId, clarity: 3, interaction: 4, depth: 2, overall: 5 });

async function loads(t: TestApp): Promise<number[]> {
  const videos = await t.dataSource.getRepository(Video).find();
  return videos.map((v) => v.load_count);
}

describe.each(DIALECTS)('session start (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('assigns 4 distinct catalogue videos with the AssignedVideo fields and reserves them', async () => {
    const p = await signupAndLogin(t);
    const res = await start(t, p).expect(200);
    const body = res.body as SessionStartResponse;
    expect(body.sessionId).toEqual(expect.any(Number));
    expect(body.videos).toHaveLength(4);
    for (const v of body.videos) {
      expect(v).toEqual({
        trial_id: expect.any(Number),
        video_id: expect.any(Number),
        content: expect.any(String),
        view: expect.any(String),
        compression_type: expect.any(String),
        qp: expect.any(String),
        label: expect.any(String),
        url: expect.stringMatching(/^\/media\/catalogue\/.+\.mp4$/),
        submitted: false,
      });
    }
    expect(new Set(body.videos.map((v) => v.video_id)).size).toBe(4);
    expect(new Set(body.videos.map((v) => v.label)).size).toBe(4);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
    const reserved = await t.dataSource
      .getRepository(Video)
      .findBy({ id: In(body.videos.map((v) => v.video_id)) });
    expect(reserved.every((v) => v.reserved_count === 1 && v.load_count === 1)).toBe(true);
  });

  it('serves the catalogue media file the session points at', async () => {
    const p = await signupAndLogin(t);
    const { body } = await start(t, p).expect(200);
    const media = await request(t.server).get(body.videos[0].url).expect(200);
    expect(media.headers['content-type']).toBe('video/mp4');
  });

  it('returns the same session and trials when called again, with submitted flags after rating', async () => {
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    await rate(t, p, first.videos[1].trial_id).expect(201);
    const again = (await start(t, p, {}).expect(200)).body as SessionStartResponse;
    expect(again.sessionId).toBe(first.sessionId);
    expect(again.videos.map((v) => v.trial_id)).toEqual(first.videos.map((v) => v.trial_id));
    expect(again.videos.map((v) => v.submitted)).toEqual([false, true, false, false]);
  });

  it('answers a repeat start with nothing to write without waiting for any lock', async () => {
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    // Hold a write transaction that locks this participant's session row (on SQLite: the one writer), as a long
    // gated rating of theirs would: a repeat start only reads, so it must not wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const holding = new Promise<void>((resolve) => (entered = resolve));
    const lock = t.app.get(TransactionRunner).write(async (m) => {
      expect(await t.app.get(TrialsService).lockParticipant(m, p.user_id)).toBe(true);
      entered();
      await held;
    });
    await holding;
    try {
      const outcome = await Promise.race([
        start(t, p).then((res) => res),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000)),
      ]);
      expect(outcome).not.toBe('waited');
      if (outcome === 'waited') return;
      expect(outcome.status).toBe(200);
      expect((outcome.body as SessionStartResponse).videos.map((v) => v.trial_id)).toEqual(
        first.videos.map((v) => v.trial_id),
      );
    } finally {
      release();
      await lock;
    }
  });

  it("renews a participant's own lapsed reservations on their repeat start, with no other start in between", async () => {
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    await t.dataSource
      .getRepository(Trial)
      .update({ user_id: p.user_id }, { expires_at: new Date(Date.now() - 60_000) });
    const renewed = (await start(t, p).expect(200)).body as SessionStartResponse;
    expect(renewed.videos.map((v) => v.label).sort()).toEqual(first.videos.map((v) => v.label).sort());
    const oldIds = new Set(first.videos.map((v) => v.trial_id));
    expect(renewed.videos.every((v) => !oldIds.has(v.trial_id))).toBe(true);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('finds expired reservations through an index, not by reading every trial', async () => {
    const sql = 'SELECT id, video_id FROM trials WHERE reserving = 1 AND expires_at < ?';
    const plan = (await t.dataSource.query(`EXPLAIN ${dialect === 'sqlite' ? 'QUERY PLAN ' : ''}${sql}`, [
      '2026-01-01 00:00:00',
    ])) as Array<Record<string, unknown>>;
    // SQLite names the index it searches; MySQL lists it among the possible keys (tiny tables may still be scanned).
    const text = JSON.stringify(plan);
    expect(text).toContain('idx_trials_reserving_expiry');
  });

  it('accepts userId as a number, a numeric string (session storage) or not at all', async () => {
    const p = await signupAndLogin(t);
    const a = (await start(t, p, { userId: p.user_id }).expect(200)).body as SessionStartResponse;
    const b = (await start(t, p, { userId: String(p.user_id) }).expect(200)).body as SessionStartResponse;
    const c = (await start(t, p, {}).expect(200)).body as SessionStartResponse;
    expect(new Set([a.sessionId, b.sessionId, c.sessionId]).size).toBe(1);
  });

  it('refuses another participant id (403), a bad id type (400) and no token (401)', async () => {
    const p = await signupAndLogin(t);
    const other = await signupAndLogin(t);
    const bad = await start(t, p, { userId: [p.user_id] }).expect(400);
    expect(bad.body.error).toBe('userId must be a whole number');
    const wrongType = await start(t, p, { userId: true }).expect(403);
    expect(wrongType.body.statusCode).toBe(403);
    const res = await start(t, p, { userId: other.user_id }).expect(403);
    expect(res.body.error).toBe('You can only act on your own account');
    await request(t.server).post(api('/v2/session/start')).send({ userId: p.user_id }).expect(401);
    expect(await t.dataSource.getRepository(StudySession).countBy({ user_id: other.user_id })).toBe(0);
  });

  it('gives one session and exactly 4 trials when one participant fires 20 starts at once', async () => {
    const p = await signupAndLogin(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => start(t, p)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const ids = new Set(results.map((r) => (r.body as SessionStartResponse).sessionId));
    expect(ids.size).toBe(1);
    const trialSets = new Set(
      results.map((r) => JSON.stringify((r.body as SessionStartResponse).videos.map((v) => v.trial_id))),
    );
    expect(trialSets.size).toBe(1);
    expect(await t.dataSource.getRepository(StudySession).countBy({ user_id: p.user_id })).toBe(1);
    expect(await t.dataSource.getRepository(Trial).countBy({ user_id: p.user_id })).toBe(4);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});

describe.each(DIALECTS)('balanced assignment under concurrency (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await insertVideos(t.dataSource, 30);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every load within 1 when 20 different participants start at the same moment', async () => {
    const people: Participant[] = [];
    for (let i = 0; i < 20; i++) people.push(await signupAndLogin(t));
    const results = await Promise.all(people.map((p) => start(t, p)));
    for (const r of results) {
      expect(r.status).toBe(200);
      const videos = (r.body as SessionStartResponse).videos;
      expect(videos).toHaveLength(4);
      expect(new Set(videos.map((v) => v.video_id)).size).toBe(4);
    }
    const l = await loads(t);
    // 80 reservations over 30 videos: every video holds 2 or 3.
    expect(l.reduce((a, b) => a + b, 0)).toBe(80);
    expect(Math.max(...l) - Math.min(...l)).toBeLessThanOrEqual(1);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('keeps every load within 1 through many levels when 60 participants start at once on 13 videos, while others rate and the sweep runs', async () => {
    await t.dataSource.query('DELETE FROM ratings');
    await t.dataSource.query('DELETE FROM trials');
    await t.dataSource.query('DELETE FROM videos');
    await insertVideos(t.dataSource, 13, 'levels');
    const raters: Array<{ p: Participant; trials: number[] }> = [];
    for (let i = 0; i < 6; i++) {
      const p = await signupAndLogin(t);
      const body = (await start(t, p).expect(200)).body as SessionStartResponse;
      raters.push({ p, trials: body.videos.map((v) => v.trial_id) });
    }
    const people: Participant[] = [];
    for (let i = 0; i < 60; i++) people.push(await signupAndLogin(t));
    const sweeper = t.app.get(ReservationSweeperService);
    const [results] = await Promise.all([
      Promise.all(people.map((p) => start(t, p))),
      Promise.all(raters.flatMap(({ p, trials }) => trials.map((id) => rate(t, p, id)))),
      sweeper.sweep(),
    ]);
    for (const r of results) {
      expect(r.status).toBe(200);
      const videos = (r.body as SessionStartResponse).videos;
      expect(videos).toHaveLength(4);
      expect(new Set(videos.map((v) => v.video_id)).size).toBe(4);
    }
    const l = await loads(t);
    // 66 × 4 = 264 over 13 videos: about 20 levels were filled while the starts raced.
    expect(l.reduce((a, b) => a + b, 0)).toBe(264);
    expect(Math.max(...l) - Math.min(...l)).toBeLessThanOrEqual(1);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('never gives a participant a video twice, even when the catalogue is nearly exhausted for them', async () => {
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    for (const v of first.videos) await rate(t, p, v.trial_id).expect(201);
    const again = (await start(t, p).expect(200)).body as SessionStartResponse;
    expect(again.videos).toHaveLength(4);
    expect(again.videos.every((v) => v.submitted)).toBe(true);
    const rows = await t.dataSource.getRepository(Trial).findBy({ user_id: p.user_id });
    expect(rows).toHaveLength(4);
  });
});

describe.each(DIALECTS)('least-loaded picking (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prefers the videos with the fewest ratings + reservations', async () => {
    const ids = await insertVideos(t.dataSource, 8, 'pref');
    // Four videos already carry load; the other four must be chosen.
    await t.dataSource.getRepository(Video).update(ids.slice(0, 4), { ratings_count: 1, load_count: 1 });
    await t.dataSource.query(
      'UPDATE videos SET ratings_count = 0, load_count = 0 WHERE id IN (' + ids.slice(4).join(',') + ')',
    );
    const p = await signupAndLogin(t);
    const body = (await start(t, p).expect(200)).body as SessionStartResponse;
    expect(body.videos.map((v) => Number(v.video_id)).sort((a, b) => a - b)).toEqual(ids.slice(4));
  });

  it('claims at random among hundreds of videos tied at the lowest load, never above it', async () => {
    const ids = await insertVideos(t.dataSource, 300, 'tie');
    await t.dataSource.query('UPDATE videos SET ratings_count = 0, reserved_count = 0, load_count = 0');
    const others = (await t.dataSource.getRepository(Video).find({ select: { id: true } }))
      .map((v) => v.id)
      .filter((id) => !ids.includes(id));
    const claims = t.app.get(VideoClaimsService);
    const runner = t.app.get(TransactionRunner);
    const claimed: number[] = [];
    for (let i = 0; i < 10; i++) {
      const got = await runner.write((m) => claims.claimLeastLoaded(m, others, 4));
      expect(got).toHaveLength(4);
      claimed.push(...got);
    }
    expect(new Set(claimed).size).toBe(40);
    expect(claimed.every((id) => ids.includes(id))).toBe(true);
    // A lowest-id-first pick would take the first 40 ids; random points of the range spread over all 300.
    const rank = (id: number) => ids.indexOf(id);
    expect(Math.max(...claimed.map(rank)) - Math.min(...claimed.map(rank))).toBeGreaterThan(150);
    expect(claimed.filter((id) => rank(id) >= 150).length).toBeGreaterThan(5);
    // 65 more claims of 4 fill the level exactly: every tied video at load 1, none at 2.
    for (let i = 0; i < 65; i++) await runner.write((m) => claims.claimLeastLoaded(m, others, 4));
    const l = (await t.dataSource.getRepository(Video).findBy({ id: In(ids) })).map((v) => v.load_count);
    // (Claimed here without trials, so the counters are not compared with trial rows.)
    expect(new Set(l)).toEqual(new Set([1]));
  });
});

describe.each(DIALECTS)('small catalogue (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('returns fewer than 4 videos when the catalogue has fewer, and tops up once videos are added', async () => {
    await insertVideos(t.dataSource, 2, 'few');
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    expect(first.videos).toHaveLength(2);
    await insertVideos(t.dataSource, 3, 'more');
    const second = (await start(t, p).expect(200)).body as SessionStartResponse;
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.videos).toHaveLength(4);
    expect(second.videos.slice(0, 2).map((v) => v.trial_id)).toEqual(first.videos.map((v) => v.trial_id));
  });
});

describe.each(DIALECTS)('assignment TTL and renewal (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await insertVideos(t.dataSource, 12, 'ttl');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('releases lapsed reservations and gives NEW trial ids for the same labels; old ids then get 404', async () => {
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    await rate(t, p, first.videos[0].trial_id).expect(201);
    // Age the assignment past its TTL.
    await t.dataSource
      .getRepository(Trial)
      .update({ user_id: p.user_id }, { expires_at: new Date(Date.now() - 60_000) });

    // The sweep (a timer in every API process) releases the three unrated reservations.
    expect(await t.app.get(ReservationSweeperService).sweep()).toBe(3);
    const released = await t.dataSource.getRepository(Trial).findBy({ user_id: p.user_id, reserving: 1 });
    expect(released).toHaveLength(0);
    expect(await counterMismatches(t.dataSource)).toEqual([]);

    const renewed = (await start(t, p).expect(200)).body as SessionStartResponse;
    expect(renewed.sessionId).toBe(first.sessionId);
    expect(renewed.videos.map((v) => v.label).sort()).toEqual(first.videos.map((v) => v.label).sort());
    const byLabel = new Map(renewed.videos.map((v) => [v.label, v]));
    const rated = byLabel.get(first.videos[0].label)!;
    expect(rated.trial_id).toBe(first.videos[0].trial_id);
    expect(rated.submitted).toBe(true);
    for (const old of first.videos.slice(1)) {
      const now = byLabel.get(old.label)!;
      expect(now.trial_id).not.toBe(old.trial_id);
      expect(now.submitted).toBe(false);
      const gone = await rate(t, p, old.trial_id).expect(404);
      expect(gone.body).toEqual({ statusCode: 404, error: 'trial not found', message: 'trial not found' });
    }
    await rate(t, p, byLabel.get(first.videos[1].label)!.trial_id).expect(201);
    expect(await t.dataSource.getRepository(Trial).countBy({ user_id: p.user_id })).toBe(4);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('accepts a rating on a lapsed (not yet renewed) trial and counts it without a reservation', async () => {
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    await t.dataSource
      .getRepository(Trial)
      .update({ user_id: p.user_id }, { expires_at: new Date(Date.now() - 60_000) });
    expect(await t.app.get(ReservationSweeperService).sweep()).toBe(4);
    await rate(t, p, first.videos[0].trial_id).expect(201);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});

describe.each(DIALECTS)('expired reservations return to the pool on a timer (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { RESERVATION_SWEEP_SECONDS: '1' });
    await insertVideos(t.dataSource, 8, 'sweep');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('releases an expired reservation within RESERVATION_SWEEP_SECONDS, with no session start at all', async () => {
    const p = await signupAndLogin(t);
    const first = (await start(t, p).expect(200)).body as SessionStartResponse;
    await t.dataSource
      .getRepository(Trial)
      .update({ id: first.videos[0].trial_id }, { expires_at: new Date(Date.now() - 60_000) });
    const deadline = Date.now() + 15_000;
    let reserving = 4;
    while (reserving > 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      reserving = await t.dataSource.getRepository(Trial).countBy({ user_id: p.user_id, reserving: 1 });
    }
    expect(reserving).toBe(3);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});

describe.each(DIALECTS)('assignment TTL from configuration (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ASSIGNMENT_TTL_MINUTES: '7' });
    await insertVideos(t.dataSource, 4, 'cfg');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets expires_at = assigned_at + ASSIGNMENT_TTL_MINUTES', async () => {
    const p = await signupAndLogin(t);
    await start(t, p).expect(200);
    const trials = await t.dataSource.getRepository(Trial).findBy({ user_id: p.user_id });
    for (const trial of trials) {
      expect(new Date(trial.expires_at).getTime() - new Date(trial.assigned_at).getTime()).toBe(7 * 60_000);
    }
  });
});
