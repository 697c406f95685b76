import request from 'supertest';
import {
  AnalysisRoutes,
  ApiRoutes,
  PARTICIPANT_CLOSED_MESSAGE,
  type AssignedVideo,
  type SessionStartResponse,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { Trial } from '../src/modules/sessions/trial.entity.js';
import { api, bearer, insertVideos } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const TRAP_INSTRUCTION = "For this clip, please rate Overall Experience 'Very Poor' (1).";
const ADMIN = { email: 'blind.admin@example.org', password: 'blind admin password' };
/** Scores that meet the gold target (overall 5 ± 1) and the trap's (overall exactly 1), never the same everywhere. */
const GOOD_FOR = { scored: [4, 3, 2, 5], gold: [4, 3, 2, 5], trap: [2, 3, 4, 1] } as const;

function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = [...csvRecords(text)].map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

/**
 * A panel participant must rate every item of their session for the completion code — scored, gold and trap alike —
 * and nothing they can see (the session answer, its labels and order, the completion answer's count, a later session
 * start) tells a gold or trap item from a scored one. Gating after the code was given shows in the exports.
 */
describe.each(DIALECTS)('completion needs every item and reveals no kind (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let gold: number;
  let trap: number;
  let n = 0;

  const settings = (update: StudySettingsUpdate) =>
    request(t.server)
      .patch(api(ApiRoutes.admin.studySettings))
      .set('Authorization', admin)
      .send(update)
      .expect(200);
  const enter = async () =>
    (
      await request(t.server)
        .post(api(ApiRoutes.panelEnter))
        .set('X-Forwarded-For', `203.0.113.${++n}`)
        .send({ panel: 'sona', participant_id: `blind${dialect}${n}` })
        .expect(200)
    ).body as { user_id: number; token: string };
  const start = async (token: string) =>
    (await request(t.server).post(api(ApiRoutes.sessionStart)).set(bearer(token)).send({}).expect(200))
      .body as SessionStartResponse;
  const completion = (p: { user_id: number; token: string }) =>
    request(t.server)
      .get(api(ApiRoutes.participantCompletion(p.user_id)))
      .set(bearer(p.token));
  const kindOf = (v: AssignedVideo) =>
    v.video_id === gold ? 'gold' : v.video_id === trap ? 'trap' : ('scored' as const);
  const rate = (token: string, v: AssignedVideo, scores: readonly number[] = GOOD_FOR[kindOf(v)]) =>
    request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(token))
      .send({
        trialId: v.trial_id,
        clarity: scores[0],
        interaction: scores[1],
        depth: scores[2],
        overall: scores[3],
      })
      .expect(201);

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      TRUST_PROXY: '1',
      SIGNUP_RATE_LIMIT_PER_HOUR: '100',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await insertVideos(t.dataSource, 30, 'clip');
    // Neutral catalogue labels: the marks must not show through anything the API adds.
    [gold, trap] = await insertVideos(t.dataSource, 2, 'item');
    const res = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = `Bearer ${res.body.token as string}`;
    const mark = (id: number, body: object) =>
      request(t.server)
        .put(api(ApiRoutes.admin.qualityMark(id)))
        .set('Authorization', admin)
        .send(body)
        .expect(200);
    await mark(gold, { kind: 'gold', targets: { overall: { score: 5, tolerance: 1 } } });
    // A trap must say what it asks for (an honest rater could not pass it otherwise): its instruction is the one
    // thing a participant sees of it, by design.
    await mark(trap, {
      kind: 'trap',
      targets: { overall: { score: 1, tolerance: 0 } },
      instruction: TRAP_INSTRUCTION,
    });
    await settings({
      panel_entry: true,
      completion_code: 'BLIND-1',
      completion_url: null,
      screen_out_url: 'https://example.org/screened-out',
      gold_per_session: 1,
      trap_per_session: 1,
      gate_failed_gold: 1,
      gate_failed_trap: 1,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the scored videos alone are not complete (409); every one of the six gives the code', async () => {
    const p = await enter();
    const { videos } = await start(p.token);
    expect(videos).toHaveLength(6);
    expect(videos.map(kindOf).sort()).toEqual(['gold', 'scored', 'scored', 'scored', 'scored', 'trap']);
    for (const v of videos.filter((x) => kindOf(x) === 'scored')) await rate(p.token, v);
    expect((await completion(p).expect(409)).body.error).toBe(
      'The study is not complete yet: 4 of 6 videos rated. Rate every assigned video first.',
    );
    for (const v of videos.filter((x) => kindOf(x) !== 'scored')) await rate(p.token, v);
    expect((await completion(p).expect(200)).body).toEqual({
      complete: true,
      code: 'BLIND-1',
      redirect_url: null,
      screen_out_reason: null,
    });
  });

  it('an unrated training item keeps the code back too, and is the one kind the text names', async () => {
    const [training] = await insertVideos(t.dataSource, 1, 'intro');
    await request(t.server)
      .put(api(ApiRoutes.admin.qualityMark(training)))
      .set('Authorization', admin)
      .send({ kind: 'training' })
      .expect(200);
    await settings({ training_per_session: 1 });
    try {
      const p = await enter();
      const { videos } = await start(p.token);
      expect(videos).toHaveLength(7);
      expect(videos[0]).toMatchObject({ video_id: training, kind: 'training' });
      for (const v of videos.slice(1)) await rate(p.token, v);
      expect((await completion(p).expect(409)).body.error).toBe(
        'The study is not complete yet: 6 of 6 videos rated, and 1 training video not yet. Rate every assigned video first.',
      );
      await rate(p.token, videos[0], [3, 4, 3, 4]);
      expect((await completion(p).expect(200)).body.code).toBe('BLIND-1');
    } finally {
      await settings({ training_per_session: 0 });
    }
  });

  it('the 409 count goes up by one with every rating, whatever the item', async () => {
    const p = await enter();
    const { videos } = await start(p.token);
    const texts: string[] = [(await completion(p).expect(409)).body.error as string];
    for (const v of videos.slice(0, -1)) {
      await rate(p.token, v);
      texts.push((await completion(p).expect(409)).body.error as string);
    }
    expect(texts).toEqual(
      [0, 1, 2, 3, 4, 5].map(
        (i) => `The study is not complete yet: ${i} of 6 videos rated. Rate every assigned video first.`,
      ),
    );
  });

  it('the session answer shows gold and trap items exactly like scored videos', async () => {
    const p = await enter();
    const answer = await start(p.token);
    const { instruction: _shown, ...asScored } =
      answer.videos.find((v) => v.instruction) ?? ({} as AssignedVideo);
    expect(_shown).toBe(TRAP_INSTRUCTION);
    const keys = (v: AssignedVideo) => Object.keys(v).sort().join(',');
    const withoutInstruction = answer.videos.map((v) => (v.instruction ? (asScored as AssignedVideo) : v));
    expect(new Set(withoutInstruction.map(keys)).size).toBe(1);
    expect(answer.videos.filter((v) => v.instruction)).toHaveLength(1);
    expect(answer.videos.every((v) => v.kind === undefined)).toBe(true);
    // The count the app checks the list against is the whole list, not the scored part.
    expect(answer.videos_per_session).toBe(6);
    for (const v of answer.videos) {
      expect(v.label).toMatch(/^(clip|item)_\d+$/);
      const { instruction: _text, ...rest } = v;
      expect(JSON.stringify(rest)).not.toMatch(/gold|trap|scored|check/i);
    }
    // The checks are not always in the same place: over several participants they land in different positions.
    const positions = new Set<number>();
    for (let i = 0; i < 6; i += 1) {
      const other = await start((await enter()).token);
      positions.add(other.videos.findIndex((v) => kindOf(v) === 'gold'));
    }
    expect(positions.size).toBeGreaterThan(1);
  });

  it('a later session start reveals nothing: lapsed items all get new trial ids, whatever their kind', async () => {
    const p = await enter();
    const first = await start(p.token);
    // A repeat start while nothing lapsed answers the same list.
    expect((await start(p.token)).videos).toEqual(first.videos);
    const [rated] = first.videos;
    await rate(p.token, rated);
    await t.dataSource
      .getRepository(Trial)
      .update({ user_id: p.user_id }, { expires_at: new Date(Date.now() - 60_000) });
    const again = await start(p.token);
    expect(again.videos).toHaveLength(6);
    expect(new Set(again.videos.map((v) => v.video_id))).toEqual(
      new Set(first.videos.map((v) => v.video_id)),
    );
    const before = new Map(first.videos.map((v) => [v.video_id, v.trial_id]));
    for (const v of again.videos) {
      if (v.video_id === rated.video_id) expect(v.trial_id).toBe(rated.trial_id);
      else expect(v.trial_id).not.toBe(before.get(v.video_id));
    }
    // Every item is still needed for the code, and the old ids are gone for gold and trap as for scored ones.
    expect((await completion(p).expect(409)).body.error).toContain('1 of 6 videos rated');
    for (const v of first.videos.filter((x) => x !== rated)) {
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(p.token))
        .send({ trialId: v.trial_id, clarity: 3, interaction: 3, depth: 2, overall: 3 })
        .expect(404);
    }
  });

  it('a participant who fails a gate after taking the code is marked so in the raw and participant exports', async () => {
    const p = await enter();
    const { videos } = await start(p.token);
    for (const v of videos) await rate(p.token, v);
    expect((await completion(p).expect(200)).body.code).toBe('BLIND-1');
    // The study asks for one more scored video; the participant comes back and fails a gate on it.
    await settings({ videos_per_session: 5, gate_straight_lining: 1 });
    try {
      const more = (await start(p.token)).videos.filter((v) => !v.submitted);
      expect(more).toHaveLength(1);
      await rate(p.token, more[0], [3, 3, 3, 3]);
    } finally {
      await settings({ videos_per_session: 4, gate_straight_lining: null });
    }
    expect((await completion(p).expect(200)).body).toMatchObject({
      complete: false,
      code: null,
      screen_out_reason: PARTICIPANT_CLOSED_MESSAGE,
    });
    // Someone who completed and was never flagged, for contrast.
    const honest = await enter();
    for (const v of (await start(honest.token)).videos) await rate(honest.token, v);
    await completion(honest).expect(200);

    const raw = await request(t.server)
      .get(api(AnalysisRoutes.rawCsv))
      .set('Authorization', admin)
      .expect(200);
    const rowsOf = async (userId: number) => {
      const trials = (await t.dataSource.query('SELECT id FROM trials WHERE user_id = ?', [
        userId,
      ])) as Array<{
        id: unknown;
      }>;
      const ids = new Set(trials.map((r) => String(r.id)));
      return parseCsv(raw.text).filter((r) => ids.has(r.trial_id));
    };
    const failed = await rowsOf(p.user_id);
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) {
      expect(row).toMatchObject({ participant_flagged: '1', flagged_after_completion: '1' });
      expect(row.completed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    const fine = await rowsOf(honest.user_id);
    expect(fine.length).toBeGreaterThan(0);
    for (const row of fine) {
      expect(row).toMatchObject({ participant_flagged: '0', flagged_after_completion: '0' });
      expect(row.completed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }

    const exported = await request(t.server)
      .get(api(ApiRoutes.admin.participantExport(p.user_id)))
      .set('Authorization', admin)
      .expect(200);
    expect(exported.body.participant).toMatchObject({
      completed_at: expect.any(String),
      flagged_after_completion: true,
    });
    const honestExport = await request(t.server)
      .get(api(ApiRoutes.admin.participantExport(honest.user_id)))
      .set('Authorization', admin)
      .expect(200);
    expect(honestExport.body.participant).toMatchObject({
      completed_at: expect.any(String),
      flagged_after_completion: false,
    });
  });
});
