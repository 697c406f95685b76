import request from 'supertest';
import {
  ApiRoutes,
  DEFAULT_STUDY_SETTINGS,
  PRIVATE_STUDY_SETTING_KEYS,
  type AdminStudySettingsResponse,
  type StudySettingChange,
} from '@vvq/contracts';
import { loadConfig } from '../src/config/load-config.js';
import { parseStudySettingsEnv } from '../src/modules/study/index.js';
import { api, bearer, insertVideos, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'settings@example.org', password: 'admin-secret-42' };

describe.each(DIALECTS)('study settings (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STUDY_COMPLETION_CODE: 'C0DE-FROM-ENV',
      STUDY_REQUIRE_FULL_PLAYBACK: 'true',
    });
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });

  afterAll(async () => {
    await t?.close();
  });

  const patch = (body: object) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body);

  it('the defaults keep the spec journey; STUDY_* values are the initial values, with their source', async () => {
    const res = await request(t.server).get(api(ApiRoutes.admin.studySettings)).set(admin).expect(200);
    const body = res.body as AdminStudySettingsResponse;
    expect(body.settings).toEqual({
      ...DEFAULT_STUDY_SETTINGS,
      completion_code: 'C0DE-FROM-ENV',
      require_full_playback: true,
    });
    expect(body.sources.videos_per_session).toBe('default');
    expect(body.sources.completion_code).toBe('environment');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the public settings leave out the completion and screen-out URLs and code, and the quality-control set-up', async () => {
    const res = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
    expect(res.body.rating_labels).toBe('spec');
    expect(res.body.videos_per_session).toBe(4);
    for (const key of PRIVATE_STUDY_SETTING_KEYS) expect(res.body).not.toHaveProperty(key);
    expect(PRIVATE_STUDY_SETTING_KEYS).toEqual(
      expect.arrayContaining(['completion_code', 'gate_failed_gold']),
    );
  });

  it('only admins read or change them', async () => {
    const p = await signupAndLogin(t);
    await request(t.server).get(api(ApiRoutes.admin.studySettings)).expect(401);
    await request(t.server).get(api(ApiRoutes.admin.studySettings)).set(bearer(p.token)).expect(403);
    await request(t.server)
      .patch(api(ApiRoutes.admin.studySettings))
      .set(bearer(p.token))
      .send({ videos_per_session: 2 })
      .expect(403);
  });

  it.each([
    [{ videos_per_session: 0 }, 'videos_per_session must be a whole number from 1 to 50'],
    [{ videos_per_session: null }, 'videos_per_session must be a whole number from 1 to 50'],
    [{ videos_per_session: 2.5 }, 'videos_per_session must be a whole number from 1 to 50'],
    [{ rating_labels: 'stars' }, 'rating_labels must be one of spec, itu-acr'],
    [{ panel_entry: 'yes' }, 'panel_entry must be true or false'],
    [{ completion_url: 'javascript:alert(1)' }, 'completion_url must be an http(s) address'],
    [{ completion_code: 'a b' }, "completion_code must be 1 to 100 letters, digits, '-' or '_'"],
    [{ max_stall_seconds: -1 }, 'max_stall_seconds must be a number of seconds from 0 to 3600, or null'],
    [{ gate_inconsistency: 0 }, 'gate_inconsistency must be a number above 0 and at most 10, or null'],
    [{ unknown_key: 1 }, 'property unknown_key should not exist'],
    [{}, 'Send at least one setting to change'],
  ])('refuses %j with a 400 naming the problem', async (body, message) => {
    const res = await patch(body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('a change is stored, takes effect at once, and is recorded with who and when (unchanged keys are not)', async () => {
    const before = Date.now() - 1000;
    const res = await patch({
      rating_labels: 'itu-acr',
      completion_url: 'https://app.prolific.com/submissions/complete?cc={code}',
      completion_code: 'C0DE-FROM-ENV',
    }).expect(200);
    const body = res.body as AdminStudySettingsResponse;
    expect(body.settings.rating_labels).toBe('itu-acr');
    expect(body.sources.rating_labels).toBe('admin');
    expect(body.sources.completion_code).toBe('environment');
    const pub = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
    expect(pub.body.rating_labels).toBe('itu-acr');

    const history = await request(t.server)
      .get(api(ApiRoutes.admin.studySettingsHistory))
      .set(admin)
      .expect(200);
    const changes = history.body as StudySettingChange[];
    expect(changes.map((c) => c.key).sort()).toEqual(['completion_url', 'rating_labels']);
    const labels = changes.find((c) => c.key === 'rating_labels')!;
    expect(labels).toMatchObject({ old_value: '"spec"', new_value: '"itu-acr"', admin_email: ADMIN.email });
    expect(Date.parse(labels.changed_at)).toBeGreaterThanOrEqual(before);

    // Null switches a nullable setting off again, and is recorded too.
    await patch({ completion_url: null }).expect(200);
    const after = await request(t.server)
      .get(api(ApiRoutes.admin.studySettingsHistory))
      .set(admin)
      .expect(200);
    expect(after.body[0]).toMatchObject({ key: 'completion_url', new_value: 'null' });
  });

  it('videos_per_session decides how many videos a new participant gets; raising it tops sessions up', async () => {
    await insertVideos(t.dataSource, 8, 'vps');
    await patch({ videos_per_session: 2 }).expect(200);
    const p = await signupAndLogin(t);
    const start = () =>
      request(t.server).post(api(ApiRoutes.sessionStart)).set(bearer(p.token)).send({ userId: p.user_id });
    const first = (await start().expect(200)).body;
    expect([first.videos.length, first.videos_per_session]).toEqual([2, 2]);
    expect((await start().expect(200)).body.videos).toHaveLength(2);
    await patch({ videos_per_session: 3 }).expect(200);
    expect((await start().expect(200)).body.videos).toHaveLength(3);
    await patch({ videos_per_session: 4 }).expect(200);
  });
});

describe('STUDY_* environment variables', () => {
  const parse = (env: Record<string, string>) => parseStudySettingsEnv(loadConfig({ ...env }).studyEnv);

  it('convert to the settings types', () => {
    expect(
      parse({
        STUDY_VIDEOS_PER_SESSION: '6',
        STUDY_PANEL_ENTRY: 'yes',
        STUDY_MAX_STALL_SECONDS: '2.5',
        STUDY_GATE_FAILED_GOLD: 'off',
        STUDY_COMPLETION_URL: 'https://example.org/done?cc={code}',
      }),
    ).toEqual({
      videos_per_session: 6,
      panel_entry: true,
      max_stall_seconds: 2.5,
      gate_failed_gold: null,
      completion_url: 'https://example.org/done?cc={code}',
    });
  });

  it('a bad value or an unknown STUDY_ name stops the start with a message naming the variable', () => {
    expect(() => parse({ STUDY_VIDEOS_PER_SESSION: 'four' })).toThrow(
      'STUDY_VIDEOS_PER_SESSION: videos_per_session must be a whole number from 1 to 50',
    );
    expect(() => parse({ STUDY_VIDEO_PER_SESSION: '4' })).toThrow(
      'STUDY_VIDEO_PER_SESSION: is not a study setting',
    );
  });
});
