import request from 'supertest';
import {
  ApiRoutes,
  DEFAULT_STUDY_SETTINGS,
  PANEL_LINK_SECRET_MASK,
  type AdminStudySettingsResponse,
  type StudySettingChange,
} from '@vvq/contracts';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'reset@example.org', password: 'admin-secret-42' };

describe.each(DIALECTS)('study settings reset (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STUDY_COMPLETION_CODE: 'FROM-ENV',
    });
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });

  afterAll(async () => {
    await t?.close();
  });

  const patch = (body: object) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body);
  const reset = (key: string) =>
    request(t.server)
      .delete(api(ApiRoutes.admin.studySetting(key)))
      .set(admin);
  const history = async () =>
    (await request(t.server).get(api(ApiRoutes.admin.studySettingsHistory)).set(admin).expect(200))
      .body as StudySettingChange[];

  it('a reset goes back to the default, takes effect at once and is recorded as a reset', async () => {
    await patch({ videos_per_session: 7 }).expect(200);
    const res = await reset('videos_per_session').expect(200);
    const body = res.body as AdminStudySettingsResponse;
    expect(body.settings.videos_per_session).toBe(DEFAULT_STUDY_SETTINGS.videos_per_session);
    expect(body.sources.videos_per_session).toBe('default');
    expect(res.headers['cache-control']).toBe('no-store');
    const pub = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
    expect(pub.body.videos_per_session).toBe(4);
    const [last] = await history();
    expect(last).toMatchObject({
      key: 'videos_per_session',
      old_value: '7',
      new_value: '4',
      reset_to: 'default',
      admin_email: ADMIN.email,
    });
  });

  it("a reset goes back to the environment's value where a STUDY_ variable sets one", async () => {
    await patch({ completion_code: 'BY-ADMIN' }).expect(200);
    const body = (await reset('completion_code').expect(200)).body as AdminStudySettingsResponse;
    expect(body.settings.completion_code).toBe('FROM-ENV');
    expect(body.sources.completion_code).toBe('environment');
    const [last] = await history();
    expect(last).toMatchObject({
      key: 'completion_code',
      old_value: '"BY-ADMIN"',
      new_value: '"FROM-ENV"',
      reset_to: 'environment',
    });
  });

  it('an ordinary change is not marked as a reset; a write-only value stays masked in the history', async () => {
    await patch({ panel_link_secret: 'a-secret-of-sixteen-chars' }).expect(200);
    const [change] = await history();
    expect(change.reset_to).toBeNull();
    await reset('panel_link_secret').expect(200);
    const [last] = await history();
    expect(last).toMatchObject({
      key: 'panel_link_secret',
      old_value: JSON.stringify(PANEL_LINK_SECRET_MASK),
      new_value: 'null',
      reset_to: 'default',
    });
  });

  it('refuses a setting that no admin saved, an unknown key, and anyone but an admin; nothing is recorded', async () => {
    const before = (await history()).length;
    const notSaved = await reset('require_fullscreen').expect(409);
    expect(notSaved.body.message).toBe(
      'require_fullscreen has no saved value to reset: it already reads the default',
    );
    const fromEnv = await reset('completion_code').expect(409);
    expect(fromEnv.body.message).toBe(
      "completion_code has no saved value to reset: it already reads the environment's value",
    );
    const unknown = await reset('no_such_setting').expect(400);
    expect(unknown.body.message).toBe('no_such_setting is not a study setting');
    await reset('history').expect(400);
    await request(t.server)
      .delete(api(ApiRoutes.admin.studySetting('videos_per_session')))
      .expect(401);
    const p = await signupAndLogin(t);
    await request(t.server)
      .delete(api(ApiRoutes.admin.studySetting('videos_per_session')))
      .set(bearer(p.token))
      .expect(403);
    expect((await history()).length).toBe(before);
  });

  it.each([
    [
      { background_video: '/media/../package.json' },
      'background_video must be a file under the media folder',
    ],
    [{ background_video: '/etc/passwd' }, 'background_video must be a file under the media folder'],
    [
      { background_video: 'https://example.org/a.mp4' },
      'background_video must be a file under the media folder',
    ],
    [{ landing_headline: 'two\nlines' }, 'landing_headline must be 1 to 2000 characters on one line'],
    [{ about_text: 'x'.repeat(2001) }, 'about_text must be'],
  ])('refuses the study text or media %j with a 400', async (body, message) => {
    const res = await patch(body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it("stores the study's own texts and background (or none), public to participants, and resets them", async () => {
    await patch({
      study_title: 'Point Cloud Streaming Study',
      background_video: '/media/own/hero.webm',
    }).expect(200);
    const pub = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
    expect(pub.body).toMatchObject({
      study_title: 'Point Cloud Streaming Study',
      background_video: '/media/own/hero.webm',
      landing_headline: null,
    });
    await patch({ background_video: null }).expect(200);
    expect(
      (await request(t.server).get(api(ApiRoutes.studySettings)).expect(200)).body.background_video,
    ).toBeNull();
    const back = (await reset('background_video').expect(200)).body as AdminStudySettingsResponse;
    expect(back.settings.background_video).toBe(DEFAULT_STUDY_SETTINGS.background_video);
    await reset('study_title').expect(200);
  });
});
