import request from 'supertest';
import {
  ApiRoutes,
  ENVIRONMENT_CHECK_REQUIRED,
  MethodRoutes,
  PARTICIPANT_CLOSED_MESSAGE,
  type EnvironmentCheckRequest,
  type ParticipantExport,
  type PairSessionResponse,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { QualityFlagRow } from '../src/modules/quality/quality-flag.entity.js';
import { api, bearer, insertVideos, validQuestionnaire } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'pc.panel.admin@example.org', password: 'pc panel admin password' };
const ALL_LEFT = { clarity: 'left', interaction: 'left', depth: 'right', overall: 'left' };
const SCREEN_OUT_URL = 'https://app.prolific.com/submissions/complete?cc=NOCONSENT';
const passingCheck: EnvironmentCheckRequest = {
  viewport_width: 1280,
  viewport_height: 800,
  screen_width: 1920,
  screen_height: 1080,
  device_pixel_ratio: 1,
  browser: 'Chromium 131',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
  mime_types: 'video/mp4',
  codec_supported: true,
  test_clip_played: true,
  fullscreen_entered: null,
};

/**
 * Pair comparison for panel participants: the completion code once every assigned pair is judged (videos_per_session
 * counts pairs), and a judgement meets an ACR rating's rules — the environment check and live gating. The
 * judgements are in the participant's personal-data export and go with their deletion.
 */
describe.each(DIALECTS)('pair comparison with a panel (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    // Four contents of two videos each: four pairs.
    await insertVideos(t.dataSource, 8, 'pcpanel');
    const res = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = `Bearer ${res.body.token as string}`;
    await settings({
      panel_entry: true,
      completion_url: 'https://app.prolific.com/submissions/complete?cc={code}',
      completion_code: 'PC-C0DE',
      screen_out_url: SCREEN_OUT_URL,
      method: 'pc',
      videos_per_session: 2,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function settings(update: StudySettingsUpdate): Promise<void> {
    await request(t.server)
      .patch(api(ApiRoutes.admin.studySettings))
      .set('Authorization', admin)
      .send(update)
      .expect(200);
  }

  async function panelParticipant(): Promise<{ user_id: number; token: string }> {
    const entered = await request(t.server)
      .post(api(ApiRoutes.panelEnter))
      .send({
        panel: 'prolific',
        participant_id: `5f3a1c2b9d8e7f6a5b4c${(++n).toString(16).padStart(4, '0')}`,
        study_id: 'pc-study',
        session_id: `pc_session_${n}`,
      })
      .expect(200);
    const { user_id, token } = entered.body as { user_id: number; token: string };
    await request(t.server)
      .post(api(ApiRoutes.questionnaire))
      .set(bearer(token))
      .send(validQuestionnaire(user_id))
      .expect(201);
    return { user_id, token };
  }
  const pairSession = async (p: { user_id: number; token: string }) =>
    (
      await request(t.server)
        .post(api(MethodRoutes.pairSession))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200)
    ).body as PairSessionResponse;
  const judge = (p: { token: string }, pairTrialId: number) =>
    request(t.server)
      .post(api(MethodRoutes.pairJudgement(pairTrialId)))
      .set(bearer(p.token))
      .send(ALL_LEFT);
  const completion = (p: { user_id: number; token: string }) =>
    request(t.server)
      .get(api(ApiRoutes.participantCompletion(p.user_id)))
      .set(bearer(p.token));

  it('gives the completion code once every assigned pair is judged, not before', async () => {
    const p = await panelParticipant();
    expect((await completion(p).expect(409)).body.message).toBe(
      'The study is not complete yet: 0 of 2 pairs judged. Judge every assigned pair first.',
    );
    const session = await pairSession(p);
    expect(session.pairs).toHaveLength(2);
    await judge(p, session.pairs[0].pair_trial_id).expect(201);
    expect((await completion(p).expect(409)).body.message).toBe(
      'The study is not complete yet: 1 of 2 pairs judged. Judge every assigned pair first.',
    );
    await judge(p, session.pairs[1].pair_trial_id).expect(201);
    const done = await completion(p).expect(200);
    expect(done.body).toEqual({
      complete: true,
      code: 'PC-C0DE',
      redirect_url: 'https://app.prolific.com/submissions/complete?cc=PC-C0DE',
      screen_out_reason: null,
    });
  });

  it('puts the pair judgements in the personal-data export, and deletes them with the participant', async () => {
    const p = await panelParticipant();
    const session = await pairSession(p);
    await judge(p, session.pairs[0].pair_trial_id).expect(201);
    const exported = await request(t.server)
      .get(api(ApiRoutes.admin.participantExport(p.user_id)))
      .set('Authorization', admin)
      .expect(200);
    expect(exported.headers['cache-control']).toContain('no-store');
    const body = exported.body as ParticipantExport;
    expect(body.pair_trials).toHaveLength(2);
    const [judged, open] = [...body.pair_trials!].sort((a, b) =>
      a.id === session.pairs[0].pair_trial_id ? -1 : b.id === session.pairs[0].pair_trial_id ? 1 : 0,
    );
    expect(judged).toMatchObject({
      id: session.pairs[0].pair_trial_id,
      left_video_id: session.pairs[0].left.video_id,
      right_video_id: session.pairs[0].right.video_id,
      judged_at: expect.any(String),
      choices: ALL_LEFT,
    });
    expect(open).toMatchObject({
      id: session.pairs[1].pair_trial_id,
      judged_at: null,
      choices: { clarity: null, interaction: null, depth: null, overall: null },
    });

    await request(t.server)
      .delete(api(ApiRoutes.admin.user(p.user_id)))
      .set('Authorization', admin)
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect(await t.dataSource.query('SELECT id FROM pc_trials WHERE user_id = ?', [p.user_id])).toEqual([]);
  });

  it('has no pair_trials key in the export of a participant who has none', async () => {
    const p = await panelParticipant();
    const exported = await request(t.server)
      .get(api(ApiRoutes.admin.participantExport(p.user_id)))
      .set('Authorization', admin)
      .expect(200);
    expect(exported.body).not.toHaveProperty('pair_trials');
  });

  describe('when the study runs the environment check', () => {
    beforeAll(async () => {
      await settings({ environment_check: true, min_viewport_width: 1000, min_viewport_height: 0 });
    });
    afterAll(async () => {
      await settings({ environment_check: false, min_viewport_width: 0 });
    });

    it('refuses a judgement until the check is passed, and stores nothing meanwhile', async () => {
      const p = await panelParticipant();
      const session = await pairSession(p);
      const id = session.pairs[0].pair_trial_id;
      expect((await judge(p, id).expect(403)).body.message).toBe(ENVIRONMENT_CHECK_REQUIRED);
      expect(
        await t.dataSource.query('SELECT id FROM pc_trials WHERE id = ? AND judged_at IS NOT NULL', [id]),
      ).toEqual([]);
      await request(t.server)
        .post(api(ApiRoutes.participantEnvironmentCheck(p.user_id)))
        .set(bearer(p.token))
        .send(passingCheck)
        .expect(200);
      await judge(p, id).expect(201);
    });
  });

  it('refuses a judgement from a participant live gating stopped, with the neutral text, and gives no code', async () => {
    const p = await panelParticipant();
    const session = await pairSession(p);
    await judge(p, session.pairs[0].pair_trial_id).expect(201);
    await t.dataSource.getRepository(QualityFlagRow).save({
      user_id: p.user_id,
      rule: 'straight_lining',
      evidence: '{}',
      trigger_rating_id: 1,
      flagged_at: new Date(),
      reversed_at: null,
      reversed_by_admin_id: null,
    });
    const refused = await judge(p, session.pairs[1].pair_trial_id).expect(409);
    expect(refused.body.message).toBe(PARTICIPANT_CLOSED_MESSAGE);
    expect(
      await t.dataSource.query('SELECT id FROM pc_trials WHERE user_id = ? AND judged_at IS NOT NULL', [
        p.user_id,
      ]),
    ).toHaveLength(1);
    expect((await completion(p).expect(200)).body).toEqual({
      complete: false,
      code: null,
      redirect_url: SCREEN_OUT_URL,
      screen_out_reason: PARTICIPANT_CLOSED_MESSAGE,
    });
  });
});
