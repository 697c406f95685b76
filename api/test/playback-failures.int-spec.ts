import request from 'supertest';
import { ApiRoutes, type PlaybackFailureSummary, type SessionStartResponse } from '@vvq/contracts';
import { Video } from '../src/modules/videos/video.entity.js';
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

const ADMIN = { email: 'playback@example.org', password: 'admin-secret-42' };
const scores = { clarity: 4, interaction: 3, depth: 2, overall: 5 };
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0';

describe.each(DIALECTS)('a video the browser cannot play (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await insertVideos(t.dataSource, 12, 'pf');
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = async (p: Participant) =>
    (
      await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200)
    ).body as SessionStartResponse;
  const report = (p: Participant, body: object, userId: number = p.user_id) =>
    request(t.server)
      .post(api(ApiRoutes.participantPlaybackFailures(userId)))
      .set(bearer(p.token))
      .send(body);
  const failure = (trial_id: number, error_code: number | null = 3) => ({
    trial_id,
    error_code,
    error_message: 'PIPELINE_ERROR_DECODE',
    user_agent: UA,
  });
  const rate = (p: Participant, trialId: number) =>
    request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(p.token))
      .send({ trialId, ...scores });
  const loadOf = async (videoId: number) =>
    (await t.dataSource.getRepository(Video).findOneByOrFail({ id: videoId })).load_count;

  it('releases the trial: not rated, counted as done, the session goes on and completes; counters stay true', async () => {
    const p = await signupAndLogin(t);
    const first = await start(p);
    expect(first.videos).toHaveLength(4);
    const [broken, ...rest] = first.videos;
    const loadBefore = await loadOf(broken.video_id!);

    const res = await report(p, failure(broken.trial_id)).expect(200);
    expect(res.body).toEqual({ trial_id: broken.trial_id, skipped: true });
    expect(await loadOf(broken.video_id!)).toBe(loadBefore - 1);
    expect(await counterMismatches(t.dataSource)).toEqual([]);

    // The session keeps its four cards: the reported one is done and says why; nothing replaces or renews it.
    const again = await start(p);
    expect(again.videos.map((v) => v.trial_id)).toEqual(first.videos.map((v) => v.trial_id));
    expect(again.videos[0]).toMatchObject({
      trial_id: broken.trial_id,
      submitted: true,
      playback_failed: true,
    });
    expect(again.videos.slice(1).every((v) => !v.submitted && v.playback_failed === undefined)).toBe(true);

    // It cannot be rated any more.
    await rate(p, broken.trial_id).expect(409);

    for (const v of rest) await rate(p, v.trial_id).expect(201);
    const completion = await request(t.server)
      .get(api(ApiRoutes.participantCompletion(p.user_id)))
      .set(bearer(p.token))
      .expect(200);
    expect(completion.body.complete).toBe(true);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
    // The dashboard's next start changes nothing for a finished session.
    expect((await start(p)).videos.map((v) => v.trial_id)).toEqual(first.videos.map((v) => v.trial_id));
  });

  it('refuses a forged trial id, someone else’s trial, a repeated report and a rated trial, changing nothing', async () => {
    const p = await signupAndLogin(t);
    const other = await signupAndLogin(t);
    const mine = (await start(p)).videos;
    const theirs = (await start(other)).videos;

    const forged = await report(p, failure(2_000_000)).expect(404);
    expect(forged.body.message).toBe('No such video in your session.');
    await report(p, failure(theirs[0].trial_id)).expect(404);
    // Reporting for another participant's id is refused by the guard.
    await report(p, failure(theirs[0].trial_id), other.user_id).expect(403);

    await rate(p, mine[0].trial_id).expect(201);
    const rated = await report(p, failure(mine[0].trial_id)).expect(409);
    expect(rated.body.message).toBe(
      'This video has already been rated: there is no playback problem to report.',
    );

    await report(p, failure(mine[1].trial_id, null)).expect(200);
    const repeated = await report(p, failure(mine[1].trial_id)).expect(409);
    expect(repeated.body.message).toBe('This video has already been reported as not playing.');

    // Nothing of the refused reports was stored: the other participant's trial is still open.
    const theirsNow = (await start(other)).videos;
    expect(theirsNow.every((v) => !v.submitted)).toBe(true);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it.each([
    ['no trial id', { error_code: 3, error_message: '', user_agent: UA }, 'trial_id is required'],
    [
      'a trial id that is no number',
      { trial_id: 'x', error_code: 3, error_message: '', user_agent: UA },
      'trial_id must be a positive whole number',
    ],
    [
      'an error code that is no MediaError code',
      { trial_id: 1, error_code: 9, error_message: '', user_agent: UA },
      'error_code must be a MediaError code',
    ],
    [
      'an error message over 500 characters',
      { trial_id: 1, error_code: 3, error_message: 'x'.repeat(501), user_agent: UA },
      'error_message must be at most 500',
    ],
    ['no user agent', { trial_id: 1, error_code: 3, error_message: '' }, 'user_agent is required'],
  ])('refuses %s with a 400 naming the problem', async (_label, body, message) => {
    const p = await signupAndLogin(t);
    const res = await report(p, body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('the admin summary counts the failures per video with their error codes; admins only', async () => {
    const res = await request(t.server).get(api(ApiRoutes.admin.playbackFailures)).set(admin).expect(200);
    const rows = res.body as PlaybackFailureSummary[];
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row.failures).toBeGreaterThanOrEqual(1);
      expect(row.label).toMatch(/^pf_/);
      expect(row.url).toMatch(/^\/media\/catalogue\/pf_/);
      expect(Date.parse(row.last_reported_at)).not.toBeNaN();
    }
    expect(rows.flatMap((r) => r.error_codes).sort()).toEqual(expect.arrayContaining(['3', 'none']));
    const p = await signupAndLogin(t);
    await request(t.server).get(api(ApiRoutes.admin.playbackFailures)).set(bearer(p.token)).expect(403);
    await request(t.server).get(api(ApiRoutes.admin.playbackFailures)).expect(401);
  });

  it("a participant's deletion takes their playback-failure reports with them", async () => {
    const p = await signupAndLogin(t);
    const [first] = (await start(p)).videos;
    await report(p, failure(first.trial_id)).expect(200);
    const count = () =>
      t.dataSource.query(`SELECT COUNT(*) AS n FROM playback_failures WHERE user_id = ${Number(p.user_id)}`);
    expect(Number((await count())[0].n)).toBe(1);
    await request(t.server)
      .delete(api(ApiRoutes.admin.user(p.user_id)))
      .set(admin)
      .expect(200);
    expect(Number((await count())[0].n)).toBe(0);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});
