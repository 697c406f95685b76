import request from 'supertest';
import {
  ApiRoutes,
  PANEL_DISPLAY_NAMES,
  PARTICIPANT_CLOSED_MESSAGE,
  type SessionStartResponse,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { AnalysisRoutes } from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { panelPseudonymFor } from '../src/modules/analysis/export/pseudonym.js';
import { PANEL_SESSION_MISMATCH } from '../src/modules/participants/panel.service.js';
import { User } from '../src/modules/participants/user.entity.js';
import { api, bearer, insertVideos, signupAndLogin, validQuestionnaire } from './support/api-helpers.js';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config.js';
import { buildDataSourceOptions } from '../src/database/data-source-options.js';
import { PanelAccounts1732291000000 } from '../src/database/migrations/1732291000000-panel-accounts.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { startTestApp, TEST_TOKEN_SECRET, type TestApp } from './support/test-app.js';
import { createTestDatabase, DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'panel.admin@example.org', password: 'panel admin password' };
const TOO_MANY = 'Too many requests from your network. Please try again later.';
const PROLIFIC_PID = '5f3a1c2b9d8e7f6a5b4c3d2e';
const scores = { clarity: 4, interaction: 3, depth: 2, overall: 5 };

function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = [...csvRecords(text)].map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

/**
 * Panel entry and completion (docs/developer/decisions/panel.md): an account per (panel, participant id)
 * without name or e-mail, resumed by a second entry; the off switch; strict ids; the signup budget; the
 * completion code only after every assigned video is rated; screen-out recorded and exported; panel ids
 * pseudonymised in the raw export.
 */
describe.each(DIALECTS)('panel entry, completion and screen-out (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      TRUST_PROXY: '1',
      SIGNUP_RATE_LIMIT_PER_HOUR: '3',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await insertVideos(t.dataSource, 12, 'panel');
    const res = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = `Bearer ${res.body.token as string}`;
    await settings({
      panel_entry: true,
      completion_url: 'https://app.prolific.com/submissions/complete?cc={code}',
      completion_code: 'C0DE-42',
      screen_out_url: 'https://app.prolific.com/submissions/complete?cc=NOCONSENT',
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
  /** Each test's requests come from an address of their own, so the signup budget (3) is the rate-limit test's. */
  const freshIp = () => `198.51.100.${++ip}`;
  const enter = (body: Record<string, unknown>, from = freshIp()) =>
    request(t.server).post(api(ApiRoutes.panelEnter)).set('X-Forwarded-For', from).send(body);
  const completion = (userId: number, token: string) =>
    request(t.server)
      .get(api(ApiRoutes.participantCompletion(userId)))
      .set(bearer(token));
  const screenOut = (userId: number, token: string, body: Record<string, unknown>) =>
    request(t.server)
      .post(api(ApiRoutes.participantScreenOut(userId)))
      .set(bearer(token))
      .send(body);

  /** Rates videos of the participant's session until `count` of the four are rated. */
  async function rateAll(userId: number, token: string, count: number): Promise<void> {
    const started = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(bearer(token))
      .send({ userId })
      .expect(200);
    const unrated = (started.body as SessionStartResponse).videos.filter((v) => !v.submitted);
    for (const video of unrated.slice(0, count - (4 - unrated.length))) {
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(token))
        .send({ trialId: video.trial_id, ...scores })
        .expect(201);
    }
  }

  it('creates an account without name or e-mail, stores the panel ids and answers like a login', async () => {
    const res = await enter({
      panel: 'prolific',
      participant_id: PROLIFIC_PID,
      study_id: 'study-1',
      session_id: 'session_A',
    }).expect(200);
    expect(res.body).toEqual({
      user_id: expect.any(Number),
      name: PANEL_DISPLAY_NAMES.prolific,
      token: expect.any(String),
    });
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: res.body.user_id });
    expect(user).toMatchObject({
      name: null,
      email: null,
      panel: 'prolific',
      panel_participant_id: PROLIFIC_PID,
      panel_study_id: 'study-1',
      panel_session_id: 'session_A',
      screened_out_at: null,
    });
    // The token is a participant token like a login's.
    await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(bearer(res.body.token))
      .send({ userId: res.body.user_id })
      .expect(200);
    const events = await t.dataSource.query('SELECT event_type FROM user_events WHERE user_id = ?', [
      res.body.user_id,
    ]);
    expect(events).toEqual([{ event_type: 'login' }]);
  });

  it('resumes: entering again with the same HIT and assignment gives a fresh token for the same account', async () => {
    const worker = {
      panel: 'mturk',
      participant_id: 'A1B2C3D4E5F6G7',
      study_id: 'HIT1',
      session_id: 'ASSIGN1',
    };
    const first = await enter(worker);
    expect(first.status).toBe(200);
    // A logout in between revokes the first token; the second entry still gets in.
    await request(t.server)
      .post(api(ApiRoutes.logLogoutEvent(first.body.user_id)))
      .set(bearer(first.body.token))
      .expect(201);
    const again = await enter(worker);
    expect(again.status).toBe(200);
    expect(again.body.user_id).toBe(first.body.user_id);
    expect(again.body.name).toBe('MTurk worker');
    await completion(again.body.user_id, again.body.token).expect(409);
    await completion(first.body.user_id, first.body.token).expect(401);
    // The account is bound to its first assignment: another one is someone who only learned the worker id.
    await enter({ ...worker, session_id: 'ASSIGN2' }).expect(403);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: first.body.user_id });
    expect(user.panel_session_id).toBe('ASSIGN1');
    // Another panel, or another case, is another person (ids compare byte for byte on both databases).
    const sona = await enter({ panel: 'sona', participant_id: 'A1B2C3D4E5F6G7' }).expect(200);
    const lower = await enter({ ...worker, participant_id: 'a1b2c3d4e5f6g7' }).expect(200);
    expect(new Set([first.body.user_id, sona.body.user_id, lower.body.user_id]).size).toBe(3);
  });

  it('a Prolific id returning with another SESSION_ID is refused; the same SESSION_ID resumes', async () => {
    const pid = 'takeover0123456789abcdef';
    const owner = await enter({ panel: 'prolific', participant_id: pid, session_id: 'own_session' }).expect(
      200,
    );
    const stranger = await enter({ panel: 'prolific', participant_id: pid, session_id: 'guessed' }).expect(
      403,
    );
    expect(stranger.body.message).toBe(PANEL_SESSION_MISMATCH);
    await enter({ panel: 'prolific', participant_id: pid }).expect(403);
    const back = await enter({ panel: 'prolific', participant_id: pid, session_id: 'own_session' }).expect(
      200,
    );
    expect(back.body.user_id).toBe(owner.body.user_id);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: owner.body.user_id });
    expect(user.panel_session_id).toBe('own_session');
  });

  it('gives one account to simultaneous first entries', async () => {
    const from = freshIp();
    const results = await Promise.all(
      Array.from({ length: 3 }, () => enter({ panel: 'sona', participant_id: '778899' }, from)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.user_id)).size).toBe(1);
    const count = await t.dataSource
      .getRepository(User)
      .countBy({ panel: 'sona', panel_participant_id: '778899' });
    expect(count).toBe(1);
  });

  it('refuses entry with 403 and a clear message while panel_entry is off, and creates nobody', async () => {
    await settings({ panel_entry: false });
    try {
      const res = await enter({
        panel: 'prolific',
        participant_id: 'offswitch0001',
        session_id: 'S_offswitch0001',
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(
        'Entry through a panel link is switched off for this study (study setting panel_entry).',
      );
      expect(await t.dataSource.getRepository(User).existsBy({ panel_participant_id: 'offswitch0001' })).toBe(
        false,
      );
    } finally {
      await settings({ panel_entry: true });
    }
    await enter({ panel: 'prolific', participant_id: 'offswitch0001', session_id: 'S_offswitch0001' }).expect(
      200,
    );
  });

  it.each([
    [{ panel: 'qualtrics', participant_id: 'abc' }, 'panel must be one of prolific, mturk, sona'],
    [{ participant_id: 'abc' }, 'panel must be one of prolific, mturk, sona'],
    [{ panel: 'prolific' }, 'participant_id must be 1 to 64 letters, digits, underscores or hyphens'],
    [
      { panel: 'prolific', participant_id: '' },
      'participant_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [
      { panel: 'prolific', participant_id: 'a'.repeat(65) },
      'participant_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [
      { panel: 'prolific', participant_id: ' abc' },
      'participant_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [
      { panel: 'prolific', participant_id: "abc' OR 1=1" },
      'participant_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [
      { panel: 'prolific', participant_id: 'ab\u00e9' },
      'participant_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [
      { panel: 'prolific', participant_id: 42 },
      'participant_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [
      { panel: 'prolific', participant_id: 'abc', study_id: 'x/y' },
      'study_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [
      { panel: 'prolific', participant_id: 'abc', session_id: '' },
      'session_id must be 1 to 64 letters, digits, underscores or hyphens',
    ],
    [{ panel: 'prolific', participant_id: 'abc', name: 'Ada' }, 'property name should not exist'],
  ])('refuses %p with 400 "%s"', async (body, error) => {
    const res = await enter(body).expect(400);
    expect(res.body.error).toBe(error);
  });

  it('counts every entry against the signup budget of the address (429 beyond it, no account made)', async () => {
    const from = freshIp();
    await enter({ panel: 'prolific', participant_id: 'budget1', session_id: 'S_budget1' }, from).expect(200);
    await enter({ panel: 'prolific', participant_id: 'budget1', session_id: 'S_budget1' }, from).expect(200);
    await request(t.server)
      .post(api('/signup'))
      .set('X-Forwarded-For', from)
      .send({ name: 'Shared Budget', email: 'budget@example.org' })
      .expect(201);
    const res = await enter({ panel: 'prolific', participant_id: 'budget2', session_id: 'S_budget2' }, from);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(TOO_MANY);
    expect(await t.dataSource.getRepository(User).existsBy({ panel_participant_id: 'budget2' })).toBe(false);
  });

  it('completion: 409 until every assigned video is rated, then the code and the completion URL', async () => {
    const p = (
      await enter({ panel: 'prolific', participant_id: 'complete0001', session_id: 'S_complete0001' }).expect(
        200,
      )
    ).body;
    const before = await completion(p.user_id, p.token).expect(409);
    expect(before.body.error).toBe(
      'The study is not complete yet: 0 of 4 videos rated. Rate every assigned video first.',
    );
    await rateAll(p.user_id, p.token, 3);
    expect((await completion(p.user_id, p.token).expect(409)).body.error).toContain('3 of 4 videos rated');
    await rateAll(p.user_id, p.token, 4);
    const done = await completion(p.user_id, p.token).expect(200);
    expect(done.body).toEqual({
      complete: true,
      code: 'C0DE-42',
      redirect_url: 'https://app.prolific.com/submissions/complete?cc=C0DE-42',
      screen_out_reason: null,
    });
    // Resume after completion: the same account, still complete.
    const again = (
      await enter({ panel: 'prolific', participant_id: 'complete0001', session_id: 'S_complete0001' }).expect(
        200,
      )
    ).body;
    expect(again.user_id).toBe(p.user_id);
    expect((await completion(again.user_id, again.token).expect(200)).body.complete).toBe(true);
  });

  it('completion counts the study’s own videos only: a rated training item does not stand in for one', async () => {
    const [trainingVideo] = await insertVideos(t.dataSource, 1, 'panel_training');
    await request(t.server)
      .put(api(ApiRoutes.admin.qualityMark(trainingVideo)))
      .set('Authorization', admin)
      .send({ kind: 'training' })
      .expect(200);
    await settings({ training_per_session: 1 });
    try {
      const p = (
        await enter({ panel: 'prolific', participant_id: 'trained0001', session_id: 'S_trained0001' }).expect(
          200,
        )
      ).body;
      const started = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200);
      const videos = (started.body as SessionStartResponse).videos;
      expect(videos).toHaveLength(5);
      expect(videos[0].kind).toBe('training');
      // The training item and three of the four scored videos: not complete.
      for (const video of videos.slice(0, 4)) {
        await request(t.server)
          .post(api(ApiRoutes.ratings))
          .set(bearer(p.token))
          .send({ trialId: video.trial_id, ...scores })
          .expect(201);
      }
      expect((await completion(p.user_id, p.token).expect(409)).body.error).toContain('3 of 4 videos rated');
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(p.token))
        .send({ trialId: videos[4].trial_id, ...scores })
        .expect(201);
      expect((await completion(p.user_id, p.token).expect(200)).body.complete).toBe(true);
    } finally {
      await settings({ training_per_session: 0 });
      await request(t.server)
        .delete(api(ApiRoutes.admin.qualityMark(trainingVideo)))
        .set('Authorization', admin)
        .expect((res) => expect(res.status).toBeLessThan(300));
    }
  });

  it('a participant stopped by live gating gets no code: the screen-out URL and the neutral text', async () => {
    await settings({ gate_straight_lining: 1 });
    try {
      const p = (
        await enter({ panel: 'prolific', participant_id: 'gated0001', session_id: 'S_gated0001' }).expect(200)
      ).body;
      const started = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200);
      const [first] = (started.body as SessionStartResponse).videos;
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(p.token))
        .send({ trialId: first.trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3 })
        .expect(201);
      expect((await completion(p.user_id, p.token).expect(200)).body).toEqual({
        complete: false,
        code: null,
        redirect_url: 'https://app.prolific.com/submissions/complete?cc=NOCONSENT',
        screen_out_reason: PARTICIPANT_CLOSED_MESSAGE,
      });
    } finally {
      await settings({ gate_straight_lining: null });
    }
  });

  it('live gating screens a panel participant out on the server: the reason is recorded and exported, a reversal lifts it', async () => {
    await settings({ gate_straight_lining: 1 });
    try {
      const p = (
        await enter({ panel: 'prolific', participant_id: 'gated0002', session_id: 'S_gated0002' }).expect(200)
      ).body;
      const started = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200);
      const [first] = (started.body as SessionStartResponse).videos;
      const rated = await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(p.token))
        .send({ trialId: first.trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3 })
        .expect(201);
      expect(rated.body).toMatchObject({ status: 'closed', notice: PARTICIPANT_CLOSED_MESSAGE });
      // Recorded by the rating that stopped them, not left to the browser: the export has the reason at once.
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: p.user_id });
      expect(user.screened_out_at).not.toBeNull();
      expect(user.screen_out_reason).toBe(PARTICIPANT_CLOSED_MESSAGE);
      const raw = await request(t.server)
        .get(api(AnalysisRoutes.rawCsv))
        .set('Authorization', admin)
        .expect(200);
      const rows = parseCsv(raw.text).filter(
        (r) => r.panel_participant === panelPseudonymFor('prolific', 'gated0002', TEST_TOKEN_SECRET),
      );
      expect(rows[0]).toMatchObject({ screen_out_reason: PARTICIPANT_CLOSED_MESSAGE });
      // The browser's screen-out call (the same page as a declined consent) keeps that first reason.
      expect((await screenOut(p.user_id, p.token, { reason: 'Other' }).expect(200)).body).toEqual({
        redirect_url: 'https://app.prolific.com/submissions/complete?cc=NOCONSENT',
      });
      expect(
        (await t.dataSource.getRepository(User).findOneByOrFail({ id: p.user_id })).screen_out_reason,
      ).toBe(PARTICIPANT_CLOSED_MESSAGE);
      // An admin who reverses the flag lets them go on: the gate's screen-out goes with it.
      const flags = await request(t.server)
        .get(api(ApiRoutes.admin.qualityFlags))
        .set('Authorization', admin);
      const flag = (flags.body as Array<{ id: number; user_id: number }>).find(
        (f) => f.user_id === p.user_id,
      )!;
      await request(t.server)
        .post(api(ApiRoutes.admin.qualityFlagReverse(flag.id)))
        .set('Authorization', admin)
        .expect((res) => expect(res.status).toBeLessThan(300));
      const lifted = await t.dataSource.getRepository(User).findOneByOrFail({ id: p.user_id });
      expect(lifted.screened_out_at).toBeNull();
      expect(lifted.screen_out_reason).toBeNull();
    } finally {
      await settings({ gate_straight_lining: null });
    }
  });

  it('live gating leaves a signed-up participant unscreened: the neutral closed answer as before', async () => {
    await settings({ gate_straight_lining: 1 });
    try {
      const p = await signupAndLogin(t, 'Gated Signup');
      const started = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200);
      const [first] = (started.body as SessionStartResponse).videos;
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(p.token))
        .send({ trialId: first.trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3 })
        .expect(201);
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: p.user_id });
      expect(user.screened_out_at).toBeNull();
      const again = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200);
      expect(again.body).toMatchObject({ status: 'closed', message: PARTICIPANT_CLOSED_MESSAGE });
    } finally {
      await settings({ gate_straight_lining: null });
    }
  });

  it('completion URL: {participant_id} becomes the panel id (SONA credits by it)', async () => {
    await settings({
      completion_url:
        'https://uni.sona-systems.com/webstudy_credit.aspx?experiment_id=7&survey_code={participant_id}',
    });
    try {
      const p = (await enter({ panel: 'sona', participant_id: '40123' }).expect(200)).body;
      await rateAll(p.user_id, p.token, 4);
      expect((await completion(p.user_id, p.token).expect(200)).body.redirect_url).toBe(
        'https://uni.sona-systems.com/webstudy_credit.aspx?experiment_id=7&survey_code=40123',
      );
    } finally {
      await settings({ completion_url: 'https://app.prolific.com/submissions/complete?cc={code}' });
    }
  });

  it('completion without a URL or code set answers nulls; a signed-up participant may ask too', async () => {
    await settings({ completion_url: null, completion_code: null });
    try {
      const p = await signupAndLogin(t);
      await rateAll(p.user_id, p.token, 4);
      expect((await completion(p.user_id, p.token).expect(200)).body).toEqual({
        complete: true,
        code: null,
        redirect_url: null,
        screen_out_reason: null,
      });
    } finally {
      await settings({
        completion_url: 'https://app.prolific.com/submissions/complete?cc={code}',
        completion_code: 'C0DE-42',
      });
    }
  });

  it("completion and screen-out are the caller's own only (403), and need a token (401)", async () => {
    const a = (await enter({ panel: 'sona', participant_id: 'own0001' }).expect(200)).body;
    const b = (await enter({ panel: 'sona', participant_id: 'own0002' }).expect(200)).body;
    await completion(b.user_id, a.token).expect(403);
    await screenOut(b.user_id, a.token, { reason: 'x' }).expect(403);
    await request(t.server)
      .get(api(ApiRoutes.participantCompletion(a.user_id)))
      .expect(401);
    await request(t.server)
      .post(api(ApiRoutes.participantScreenOut(a.user_id)))
      .send({ reason: 'x' })
      .expect(401);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: b.user_id });
    expect(user.screened_out_at).toBeNull();
  });

  it('screen-out records the first reason, answers the screen-out URL, and withholds the completion code', async () => {
    const p = (
      await enter({ panel: 'prolific', participant_id: 'screened0001', session_id: 'S_screened0001' }).expect(
        200,
      )
    ).body;
    // Rated everything, then screened out (e.g. by a later check): no code all the same.
    await rateAll(p.user_id, p.token, 4);
    const reason = 'You did not agree to take part in the study, so it ends here.';
    const res = await screenOut(p.user_id, p.token, { reason: `  ${reason} ` }).expect(200);
    expect(res.body).toEqual({ redirect_url: 'https://app.prolific.com/submissions/complete?cc=NOCONSENT' });
    await screenOut(p.user_id, p.token, { reason: 'A later reason' }).expect(200);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: p.user_id });
    expect(user.screen_out_reason).toBe(reason);
    expect(user.screened_out_at).toBeInstanceOf(Date);
    expect((await completion(p.user_id, p.token).expect(200)).body).toEqual({
      complete: false,
      code: null,
      redirect_url: 'https://app.prolific.com/submissions/complete?cc=NOCONSENT',
      screen_out_reason: reason,
    });
    // The subject-access export carries the panel ids in clear and the screen-out.
    const exported = await request(t.server)
      .get(api(ApiRoutes.admin.participantExport(p.user_id)))
      .set('Authorization', admin)
      .expect(200);
    expect(exported.body.participant).toMatchObject({
      id: p.user_id,
      name: null,
      email: null,
      panel: 'prolific',
      panel_participant_id: 'screened0001',
      screen_out_reason: reason,
      screened_out_at: expect.any(String),
    });
    expect(exported.body.contact_messages).toEqual([]);
  });

  it('a screened-out participant gets no videos and gives no ratings (403 with the reason)', async () => {
    const p = (await enter({ panel: 'sona', participant_id: 'blocked0001' }).expect(200)).body;
    const started = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(bearer(p.token))
      .send({ userId: p.user_id })
      .expect(200);
    const trial = (started.body as SessionStartResponse).videos[0];
    await screenOut(p.user_id, p.token, { reason: 'Your browser cannot play the videos.' }).expect(200);
    const start = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(bearer(p.token))
      .send({ userId: p.user_id })
      .expect(403);
    expect(start.body.error).toBe('This study has ended for you: Your browser cannot play the videos.');
    const rating = await request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(p.token))
      .send({ trialId: trial.trial_id, ...scores })
      .expect(403);
    expect(rating.body.error).toBe('This study has ended for you: Your browser cannot play the videos.');
    const rows = await t.dataSource.query('SELECT COUNT(*) AS n FROM ratings WHERE user_id = ?', [p.user_id]);
    expect(Number((rows as Array<{ n: unknown }>)[0].n)).toBe(0);
  });

  it.each([
    [{}, 'reason is required'],
    [{ reason: '   ' }, 'reason is required'],
    [{ reason: 5 }, 'reason is required'],
    [{ reason: 'x'.repeat(501) }, 'reason must be at most 500 characters'],
  ])('refuses the screen-out body %p with 400 "%s"', async (body, error) => {
    const p = (await enter({ panel: 'sona', participant_id: `badreason${++ip}` }).expect(200)).body;
    expect((await screenOut(p.user_id, p.token, body).expect(400)).body.error).toBe(error);
  });

  it('the raw export pseudonymises panel ids like user ids and carries the screen-out reason', async () => {
    const p = (
      await enter({ panel: 'prolific', participant_id: 'exported0001', session_id: 'S_exported0001' }).expect(
        200,
      )
    ).body;
    await request(t.server)
      .post(api(ApiRoutes.questionnaire))
      .set(bearer(p.token))
      .send(validQuestionnaire(p.user_id))
      .expect(201);
    await rateAll(p.user_id, p.token, 4);
    await screenOut(p.user_id, p.token, { reason: 'Your screen is too small.' }).expect(200);
    const res = await request(t.server)
      .get(api(AnalysisRoutes.rawCsv))
      .set('Authorization', admin)
      .expect(200);
    expect(res.text).not.toContain('exported0001');
    expect(res.text).not.toContain(PROLIFIC_PID);
    const rows = parseCsv(res.text).filter(
      (r) => r.panel_participant === panelPseudonymFor('prolific', 'exported0001', TEST_TOKEN_SECRET),
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ panel: 'prolific', screen_out_reason: 'Your screen is too small.' });
    expect(rows[0].observer).toMatch(/^P[0-9a-f]{12}$/);
    expect(rows[0].panel_participant).toMatch(/^X[0-9a-f]{12}$/);
    // Signed-up participants have empty panel columns.
    expect(parseCsv(res.text).some((r) => r.panel === '' && r.panel_participant === '')).toBe(true);
    // The admin list names the account by its panel, without an e-mail.
    const users = await request(t.server)
      .get(api(ApiRoutes.admin.users))
      .set('Authorization', admin)
      .expect(200);
    expect(users.body).toContainEqual({
      id: p.user_id,
      email: null,
      name: 'Prolific participant',
      panel: 'prolific',
      panel_participant_id: 'exported0001',
    });
    // The paged list finds it by its panel id, and shows it the same way.
    const found = await request(t.server)
      .get(api(ApiRoutes.admin.users))
      .query({ q: 'xported000', limit: 10 })
      .set('Authorization', admin)
      .expect(200);
    expect(found.body).toEqual([
      {
        id: p.user_id,
        email: null,
        name: 'Prolific participant',
        panel: 'prolific',
        panel_participant_id: 'exported0001',
      },
    ]);
  });

  it('the migration keeps every account and the rows that refer to it, e-mails unique, and undoes cleanly', async () => {
    const db = await createTestDatabase(dialect);
    const options = buildDataSourceOptions(
      loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...db.env }).database,
    );
    const at = MIGRATIONS.indexOf(PanelAccounts1732291000000);
    const before = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at) } as never);
    const after = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at + 1) } as never);
    try {
      await before.initialize();
      await before.query(
        "INSERT INTO users (name, email, created_at, token_version) VALUES ('Old Timer', 'old@example.org', ?, 3)",
        ['2026-01-02 09:00:00.000'],
      );
      const [old] = (await before.query('SELECT id FROM users')) as Array<{ id: number }>;
      await before.query("INSERT INTO user_events (user_id, event_type, event_time) VALUES (?, 'login', ?)", [
        old.id,
        '2026-01-02 09:01:00.000',
      ]);
      await before.destroy();

      await after.initialize();
      const [user] = (await after.query('SELECT * FROM users')) as Array<Record<string, unknown>>;
      expect(user).toMatchObject({ id: old.id, name: 'Old Timer', email: 'old@example.org', panel: null });
      expect(Number(user.token_version)).toBe(3);
      await expect(
        after.query("INSERT INTO users (name, email, created_at) VALUES ('Twin', 'old@example.org', ?)", [
          '2026-01-03 09:00:00.000',
        ]),
      ).rejects.toThrow();
      await after.query(
        "INSERT INTO users (created_at, panel, panel_participant_id) VALUES (?, 'prolific', 'p1'), (?, 'prolific', 'P1')",
        ['2026-01-03 09:00:00.000', '2026-01-03 09:00:00.000'],
      );
      await expect(
        after.query(
          "INSERT INTO users (created_at, panel, panel_participant_id) VALUES (?, 'prolific', 'p1')",
          ['2026-01-03 09:00:00.000'],
        ),
      ).rejects.toThrow();
      // The foreign keys still point at users: deleting the account still takes its events along.
      await after.query('DELETE FROM users WHERE id = ?', [old.id]);
      expect(await after.query('SELECT * FROM user_events')).toEqual([]);

      // And back down: panel accounts go (they could not satisfy NOT NULL), the columns go.
      await after.query(
        "INSERT INTO users (name, email, created_at) VALUES ('Second', 'second@example.org', ?)",
        ['2026-01-04 09:00:00.000'],
      );
      await after.undoLastMigration({ transaction: 'each' });
      const rows = (await after.query('SELECT * FROM users')) as Array<Record<string, unknown>>;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Second', email: 'second@example.org' });
      expect(rows[0]).not.toHaveProperty('panel');
      await expect(
        after.query('INSERT INTO users (name, created_at) VALUES (?, ?)', [
          'No Mail',
          '2026-01-05 09:00:00.000',
        ]),
      ).rejects.toThrow();
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await db.drop();
    }
  });
});
