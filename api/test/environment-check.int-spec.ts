import request from 'supertest';
import {
  AnalysisRoutes,
  ApiRoutes,
  ENVIRONMENT_CHECK_REQUIRED,
  type EnvironmentCheckRequest,
  type EnvironmentCheckResult,
  type ParticipantExport,
  type SessionStartResponse,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { EnvironmentCheck } from '../src/modules/environment-check/environment-check.entity.js';
import { api, bearer, insertVideos, signupAndLogin, type Participant } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'envcheck@example.org', password: 'admin-secret-42' };
const scores = { clarity: 4, interaction: 3, depth: 2, overall: 5 };
const report: EnvironmentCheckRequest = {
  viewport_width: 800,
  viewport_height: 600,
  screen_width: 1920,
  screen_height: 1080,
  device_pixel_ratio: 2,
  browser: 'Chromium 131',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
  mime_types: 'video/mp4',
  codec_supported: true,
  test_clip_played: true,
  fullscreen_entered: null,
};

function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = [...csvRecords(text)].map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe.each(DIALECTS)('environment check (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await insertVideos(t.dataSource, 40, 'env');
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });
  afterAll(async () => {
    await t?.close();
  });

  const settings = (body: StudySettingsUpdate) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body).expect(200);
  const check = (p: Participant, body: object, id: number = p.user_id) =>
    request(t.server)
      .post(api(ApiRoutes.participantEnvironmentCheck(id)))
      .set(bearer(p.token))
      .send(body);
  const status = (p: Participant) =>
    request(t.server)
      .get(api(ApiRoutes.participantEnvironmentCheck(p.user_id)))
      .set(bearer(p.token));
  const startSession = async (p: Participant) =>
    (
      await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200)
    ).body as SessionStartResponse;
  const rate = (p: Participant, trialId: number) =>
    request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(p.token))
      .send({ trialId, ...scores });

  it('is off by default: not required, nothing stored, ratings accepted without it', async () => {
    const p = await signupAndLogin(t);
    expect((await status(p).expect(200)).body).toEqual({ required: false, passed: false, result: null });
    const session = await startSession(p);
    await rate(p, session.videos[0].trial_id).expect(201);
  });

  it.each([
    [{ ...report, viewport_width: undefined }, 'viewport_width is required'],
    [
      { ...report, viewport_width: '800' },
      'viewport_width must be a whole number of pixels from 0 to 100000',
    ],
    [{ ...report, screen_height: -1 }, 'screen_height must be a whole number of pixels from 0 to 100000'],
    [{ ...report, device_pixel_ratio: 0 }, 'device_pixel_ratio must be between 0.1 and 20'],
    [{ ...report, browser: 'x'.repeat(101) }, 'browser must be at most 100 characters'],
    [{ ...report, user_agent: 5 }, 'user_agent must be text'],
    [{ ...report, codec_supported: 'yes' }, 'codec_supported must be true or false'],
    [{ ...report, fullscreen_entered: undefined }, 'fullscreen_entered is required'],
    [{ ...report, passed: true }, 'property passed should not exist'],
  ])('refuses a bad report with a 400 naming the field (%#)', async (body, message) => {
    const p = await signupAndLogin(t);
    const res = await check(p, body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await t.dataSource.getRepository(EnvironmentCheck).countBy({ user_id: p.user_id })).toBe(0);
  });

  it("accepts only the participant's own id and token", async () => {
    const p = await signupAndLogin(t);
    const other = await signupAndLogin(t);
    await request(t.server)
      .post(api(ApiRoutes.participantEnvironmentCheck(p.user_id)))
      .send(report)
      .expect(401);
    await check(p, report, other.user_id).expect(403);
    await request(t.server)
      .get(api(ApiRoutes.participantEnvironmentCheck(other.user_id)))
      .set(bearer(p.token))
      .expect(403);
    await request(t.server)
      .post(api(ApiRoutes.participantEnvironmentCheck(p.user_id)))
      .set(admin)
      .send(report)
      .expect(403);
    expect(
      await t.dataSource.getRepository(EnvironmentCheck).count({ where: [{ user_id: other.user_id }] }),
    ).toBe(0);
  });

  describe('when the study runs the check', () => {
    beforeAll(async () => {
      await settings({ environment_check: true, min_viewport_width: 1000, min_viewport_height: 0 });
    });
    afterAll(async () => {
      await settings({ environment_check: false, min_viewport_width: 0, require_fullscreen: false });
    });

    it('the server decides against the settings, refuses ratings until passed, keeps the latest attempt', async () => {
      const p = await signupAndLogin(t);
      expect((await status(p).expect(200)).body).toEqual({ required: true, passed: false, result: null });
      const session = await startSession(p);
      const trialId = session.videos[0].trial_id;

      const refused = await rate(p, trialId).expect(403);
      expect(refused.body.message).toBe(ENVIRONMENT_CHECK_REQUIRED);

      // The browser only reports: an 800-pixel window fails the 1000-pixel minimum, whatever it thinks.
      const failed = (await check(p, report).expect(200)).body as EnvironmentCheckResult;
      expect(failed).toMatchObject({
        passed: false,
        attempts: 1,
        viewport_width: 800,
        browser: 'Chromium 131',
      });
      expect(failed.reasons).toEqual([
        'Your browser window is 800 pixels wide, and this study needs at least 1000. Make the window larger or use a larger screen.',
      ]);
      expect((await rate(p, trialId).expect(403)).body.message).toBe(ENVIRONMENT_CHECK_REQUIRED);
      const stored = await t.dataSource
        .getRepository(EnvironmentCheck)
        .findOneByOrFail({ user_id: p.user_id });
      expect(stored).toMatchObject({ passed: false, viewport_width: 800, attempts: 1 });

      const passed = (await check(p, { ...report, viewport_width: 1280 }).expect(200))
        .body as EnvironmentCheckResult;
      expect(passed).toMatchObject({ passed: true, reasons: [], attempts: 2, viewport_width: 1280 });
      expect((await status(p).expect(200)).body).toMatchObject({ required: true, passed: true });
      await rate(p, trialId).expect(201);
      expect(await t.dataSource.getRepository(EnvironmentCheck).countBy({ user_id: p.user_id })).toBe(1);
    });

    it('fails a codec the browser cannot play, a test clip that did not play, and fullscreen when required', async () => {
      await settings({ require_fullscreen: true });
      const p = await signupAndLogin(t);
      const res = await check(p, {
        ...report,
        viewport_width: 1280,
        codec_supported: false,
        test_clip_played: false,
        fullscreen_entered: false,
      }).expect(200);
      const reasons = (res.body as EnvironmentCheckResult).reasons;
      expect(reasons).toHaveLength(3);
      expect(reasons[0]).toContain("cannot play the study's videos (video/mp4)");
      expect(reasons[1]).toContain('test video did not play');
      expect(reasons[2]).toContain('fullscreen');
      const ok = await check(p, { ...report, viewport_width: 1280, fullscreen_entered: true }).expect(200);
      expect(ok.body.passed).toBe(true);
      await settings({ require_fullscreen: false });
    });

    it('with min_render_fps, screens out a device without WebGL 2 or below the frame rate, in plain words', async () => {
      await settings({ min_render_fps: 25 });
      try {
        const p = await signupAndLogin(t);
        const wide = { ...report, viewport_width: 1280 };
        const none = (await check(p, { ...wide, webgl2: false, render_fps: null }).expect(200))
          .body as EnvironmentCheckResult;
        expect(none.passed).toBe(false);
        expect(none.reasons).toEqual([expect.stringContaining('needs WebGL 2')]);
        expect(none).toMatchObject({ webgl2: false });
        const slow = (await check(p, { ...wide, webgl2: true, render_fps: 12.6 }).expect(200))
          .body as EnvironmentCheckResult;
        expect(slow.reasons).toEqual([
          'Your device drew the 3D test at 12 frames per second, and this study needs at least 25. Close other programs and try again, or use a faster device.',
        ]);
        // A browser that does not report the test at all fails it too: the server decides.
        expect((await check(p, wide).expect(200)).body.passed).toBe(false);
        const fast = (await check(p, { ...wide, webgl2: true, render_fps: 58.5 }).expect(200))
          .body as EnvironmentCheckResult;
        expect(fast).toMatchObject({ passed: true, webgl2: true, render_fps: 58.5 });
        const bad = await check(p, { ...wide, webgl2: true, render_fps: 'fast' });
        expect(bad.status).toBe(400);
        expect(JSON.stringify(bad.body)).toContain('render_fps must be a number from 0 to 1000');
      } finally {
        await settings({ min_render_fps: 0 });
      }
      // Off (the default): neither asked nor held against anyone, and results keep their earlier shape.
      const q = await signupAndLogin(t);
      const plain = (await check(q, { ...report, viewport_width: 1280 }).expect(200)).body;
      expect(plain.passed).toBe(true);
      expect(plain).not.toHaveProperty('webgl2');
      expect(plain).not.toHaveProperty('render_fps');
    });

    it('is exported with the ratings (raw CSV) and in the participant export, and goes with the participant', async () => {
      const p = await signupAndLogin(t);
      await check(p, { ...report, viewport_width: 1600, browser: 'Firefox 133' }).expect(200);
      const session = await startSession(p);
      const rating = await rate(p, session.videos[0].trial_id).expect(201);

      const csv = await request(t.server).get(api(AnalysisRoutes.rawCsv)).set(admin).expect(200);
      const row = parseCsv(csv.text).find((r) => r.rating_id === String(rating.body.rating_id));
      expect(row).toMatchObject({
        env_check_passed: '1',
        env_check_reasons: '',
        env_check_attempts: '1',
        env_viewport_width: '1600',
        env_screen_width: '1920',
        env_device_pixel_ratio: '2',
        env_browser: 'Firefox 133',
        env_mime_types: 'video/mp4',
        env_codec_supported: '1',
        env_test_clip_played: '1',
        env_fullscreen_entered: '',
      });
      expect(row!.env_checked_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(csv.text).not.toContain('Mozilla/5.0');

      const exported = (
        await request(t.server)
          .get(api(ApiRoutes.admin.participantExport(p.user_id)))
          .set(admin)
      ).body as ParticipantExport;
      expect(exported.environment_check).toMatchObject({ passed: true, browser: 'Firefox 133' });

      await request(t.server)
        .delete(api(ApiRoutes.admin.user(p.user_id)))
        .set(admin)
        .expect(200);
      expect(await t.dataSource.getRepository(EnvironmentCheck).countBy({ user_id: p.user_id })).toBe(0);
    });
  });
});
