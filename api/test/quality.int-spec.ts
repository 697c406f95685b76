import request from 'supertest';
import { In } from 'typeorm';
import {
  AnalysisRoutes,
  ApiRoutes,
  PARTICIPANT_CLOSED_MESSAGE,
  TRAP_INSTRUCTION_MAX_LENGTH,
  TRAP_INSTRUCTION_ONLY,
  TRAP_INSTRUCTION_REQUIRED,
  type AnalysisResponse,
  type AssignedVideo,
  type QualityFlag,
  type QualityMark,
  type SessionStartResponse,
  type StudySettingsUpdate,
  type VideoRatingStatsResponse,
} from '@vvq/contracts';
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

/*
 * Quality control (docs/developer/decisions/quality.md) end to end through the real API: marks, training
 * first and left out, gold and trap mixed in and left out of balance, every live gating rule (flag, neutral
 * status, reservations back to the pool), reversal, and the flags in the exports and the analysis filter.
 */
const ADMIN = { email: 'quality@example.org', password: 'admin-secret-42' };
const OFF: StudySettingsUpdate = {
  training_per_session: 0,
  gold_per_session: 0,
  trap_per_session: 0,
  gate_failed_gold: null,
  gate_failed_trap: null,
  gate_straight_lining: null,
  gate_rated_before_end: null,
};

const TRAP_INSTRUCTION = "For this clip, please rate Visual Clarity and Overall Experience 'Very Poor' (1).";

describe.each(DIALECTS)('quality control (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };
  let scored: number[];
  let training: number[];
  let gold: number[];
  let trap: number[];

  const settings = async (update: StudySettingsUpdate) => {
    await request(t.server)
      .patch(api(ApiRoutes.admin.studySettings))
      .set(admin)
      .send({ ...OFF, ...update })
      .expect(200);
  };
  const mark = (videoId: number, body: object) =>
    request(t.server)
      .put(api(ApiRoutes.admin.qualityMark(videoId)))
      .set(admin)
      .send(body);
  const start = async (p: Participant) =>
    (await request(t.server).post(api(ApiRoutes.sessionStart)).set(bearer(p.token)).send({}).expect(200))
      .body as SessionStartResponse;
  const rate = (p: Participant, trialId: number, scores: number[], extra: object = {}) =>
    request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(p.token))
      .send({
        trialId,
        clarity: scores[0],
        interaction: scores[1],
        depth: scores[2],
        overall: scores[3],
        ...extra,
      });
  const loads = async (ids: number[]) =>
    (await t.dataSource.getRepository(Video).findBy({ id: In(ids) })).map((v) => [
      v.ratings_count,
      v.reserved_count,
      v.load_count,
    ]);
  const totalRatings = async () =>
    (
      (await request(t.server).get(api(ApiRoutes.admin.videoRatingStats)).set(admin).expect(200))
        .body as VideoRatingStatsResponse
    ).summary.total_ratings;
  const analysedRatings = async (query = '') =>
    (
      (
        await request(t.server)
          .get(api(`${AnalysisRoutes.analysis}${query}`))
          .set(admin)
          .expect(200)
      ).body as AnalysisResponse
    ).totals.ratings;
  const flagsOf = async (userId: number) =>
    (
      (await request(t.server).get(api(ApiRoutes.admin.qualityFlags)).set(admin).expect(200))
        .body as QualityFlag[]
    ).filter((f) => f.user_id === userId);
  const kindOf = (v: AssignedVideo) =>
    training.includes(v.video_id!)
      ? 'training'
      : gold.includes(v.video_id!)
        ? 'gold'
        : trap.includes(v.video_id!)
          ? 'trap'
          : 'scored';

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
    scored = await insertVideos(t.dataSource, 40, 'scored');
    training = await insertVideos(t.dataSource, 2, 'training');
    gold = await insertVideos(t.dataSource, 2, 'gold');
    trap = await insertVideos(t.dataSource, 2, 'trap');
    for (const id of training) await mark(id, { kind: 'training' }).expect(200);
    for (const id of gold)
      await mark(id, { kind: 'gold', targets: { overall: { score: 5, tolerance: 1 } } }).expect(200);
    for (const id of trap)
      await mark(id, {
        kind: 'trap',
        targets: { clarity: { score: 1, tolerance: 3 }, overall: { score: 1, tolerance: 0 } },
        instruction: TRAP_INSTRUCTION,
      }).expect(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('admins list, set and clear marks; a trap keeps tolerance 0; bad marks are 4xx', async () => {
    const list = (await request(t.server).get(api(ApiRoutes.admin.qualityMarks)).set(admin).expect(200))
      .body as QualityMark[];
    expect(list.map((m) => [m.video_id, m.kind])).toEqual([
      ...training.map((id) => [id, 'training']),
      ...gold.map((id) => [id, 'gold']),
      ...trap.map((id) => [id, 'trap']),
    ]);
    expect(list.find((m) => m.video_id === trap[0])?.targets).toEqual({
      clarity: { score: 1, tolerance: 0 },
      overall: { score: 1, tolerance: 0 },
    });
    const extra = (await insertVideos(t.dataSource, 1, 'extra'))[0];
    await mark(extra, { kind: 'training', targets: { overall: { score: 3, tolerance: 1 } } }).expect(400);
    await mark(extra, { kind: 'gold' }).expect(400);
    await mark(extra, { kind: 'gold', targets: { overall: { score: 6, tolerance: 1 } } }).expect(400);
    await mark(extra, { kind: 'gold', targets: { overall: { score: 5, tolerance: 9 } } }).expect(400);
    await mark(extra, { kind: 'gold', targets: { bogus: { score: 5, tolerance: 1 } } }).expect(400);
    await mark(extra, { kind: 'vip' }).expect(400);
    await mark(999_999, { kind: 'training' }).expect(404);
    const p = await signupAndLogin(t);
    await request(t.server)
      .put(api(ApiRoutes.admin.qualityMark(extra)))
      .set(bearer(p.token))
      .send({ kind: 'training' })
      .expect(403);
    await mark(extra, { kind: 'gold', targets: { overall: { score: 4, tolerance: 0.5 } } }).expect(200);
    await request(t.server)
      .delete(api(ApiRoutes.admin.qualityMark(extra)))
      .set(admin)
      .expect(204);
    await request(t.server)
      .delete(api(ApiRoutes.admin.qualityMark(extra)))
      .set(admin)
      .expect(404);
    // Back in the pool, it must not linger as a scored candidate for the other tests' fixed expectations.
    scored.push(extra);
  });

  it('with the defaults, marked videos are never assigned and sessions are the spec journey', async () => {
    await settings({});
    for (let i = 0; i < 5; i++) {
      const s = await start(await signupAndLogin(t));
      expect(s.videos).toHaveLength(4);
      expect(s.status).toBeUndefined();
      expect(s.videos.every((v) => kindOf(v) === 'scored' && v.kind === undefined)).toBe(true);
    }
    expect(await loads([...training, ...gold, ...trap])).toEqual(Array(6).fill([0, 0, 0]));
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('training comes first, is shown as training, and its rating is left out of every figure and counter', async () => {
    await settings({ training_per_session: 1 });
    const p = await signupAndLogin(t);
    const s = await start(p);
    expect(s.videos).toHaveLength(5);
    expect(s.videos[0].kind).toBe('training');
    expect(training).toContain(s.videos[0].video_id);
    expect(s.videos.slice(1).every((v) => kindOf(v) === 'scored' && v.kind === undefined)).toBe(true);
    // A repeat start answers the same list (the read-only path).
    expect((await start(p)).videos.map((v) => v.trial_id)).toEqual(s.videos.map((v) => v.trial_id));

    const [stats, analysed] = [await totalRatings(), await analysedRatings()];
    const res = await rate(p, s.videos[0].trial_id, [2, 3, 4, 5]).expect(201);
    expect(res.body.status).toBeUndefined();
    const [row] = (await t.dataSource.query('SELECT kind FROM ratings WHERE id = ?', [
      res.body.rating_id,
    ])) as Array<{
      kind: string;
    }>;
    expect(row.kind).toBe('training');
    expect(await totalRatings()).toBe(stats);
    expect(await analysedRatings()).toBe(analysed);
    expect(await loads([s.videos[0].video_id!])).toEqual([[0, 0, 0]]);
    const raw = await request(t.server).get(api(AnalysisRoutes.rawCsv)).set(admin).expect(200);
    expect(raw.text).not.toContain(`training_`);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
    // A scored rating counts as before.
    await rate(p, s.videos[1].trial_id, [2, 3, 4, 5]).expect(201);
    expect(await totalRatings()).toBe(stats + 1);
  });

  it('gold and trap items are mixed in, look like scored videos, and stay out of balance and statistics', async () => {
    await settings({ gold_per_session: 1, trap_per_session: 1 });
    const p = await signupAndLogin(t);
    const s = await start(p);
    expect(s.videos).toHaveLength(6);
    expect(s.videos.map(kindOf).sort()).toEqual(['gold', 'scored', 'scored', 'scored', 'scored', 'trap']);
    expect(s.videos.every((v) => v.kind === undefined)).toBe(true);
    expect(await loads([...gold, ...trap])).toEqual(Array(4).fill([0, 0, 0]));
    const scoredLoads = await loads(s.videos.filter((v) => kindOf(v) === 'scored').map((v) => v.video_id!));
    expect(scoredLoads).toEqual(Array(4).fill([0, 1, 1]));

    const before = await totalRatings();
    for (const v of s.videos.filter((x) => kindOf(x) !== 'scored'))
      await rate(p, v.trial_id, [5, 4, 5, 5]).expect(201);
    expect(await totalRatings()).toBe(before);
    expect(await loads([...gold, ...trap])).toEqual(Array(4).fill([0, 0, 0]));
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  /** A new participant with a session under these settings, their videos by kind. */
  async function gatedParticipant(update: StudySettingsUpdate) {
    await settings(update);
    const p = await signupAndLogin(t);
    const s = await start(p);
    const of = (k: string) => s.videos.filter((v) => kindOf(v) === k);
    return { p, s, scoredVideos: of('scored'), goldVideo: of('gold')[0], trapVideo: of('trap')[0] };
  }

  /** The participant is stopped: neutral status, unrated trials withdrawn, reservations back, counters exact. */
  async function expectStopped(p: Participant, unratedVideoIds: number[], rule: string) {
    expect(await loads(unratedVideoIds)).toEqual(unratedVideoIds.map(() => [0, 0, 0]));
    expect(await counterMismatches(t.dataSource)).toEqual([]);
    const again = await start(p);
    expect(again.status).toBe('closed');
    expect(again.message).toBe(PARTICIPANT_CLOSED_MESSAGE);
    expect(again.videos.every((v) => v.submitted)).toBe(true);
    const flags = await flagsOf(p.user_id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ rule, reversed_at: null, name: 'Test Person' });
    expect(flags[0].evidence.items.length).toBeGreaterThanOrEqual(1);
    return flags[0];
  }

  it('failed gold: the N-th gold rating outside its tolerance stops the participant at once', async () => {
    const { p, s, goldVideo } = await gatedParticipant({ gold_per_session: 1, gate_failed_gold: 1 });
    const res = await rate(p, goldVideo.trial_id, [5, 5, 5, 2]).expect(201);
    expect(res.body).toMatchObject({ status: 'closed', notice: PARTICIPANT_CLOSED_MESSAGE });
    const unrated = s.videos.filter((v) => v !== goldVideo).map((v) => v.video_id!);
    const flag = await expectStopped(p, unrated, 'failed_gold');
    expect(flag.evidence).toMatchObject({ count: 1, threshold: 1 });
    expect(flag.evidence.items[0]).toMatchObject({
      video_id: goldVideo.video_id,
      kind: 'gold',
      targets: { overall: { score: 5, tolerance: 1 } },
    });
    // A rating of a withdrawn trial gets the neutral text, not the rule.
    const late = await rate(p, s.videos.find((v) => v !== goldVideo)!.trial_id, [3, 3, 3, 3]).expect(409);
    expect(late.body).toMatchObject({ statusCode: 409, message: PARTICIPANT_CLOSED_MESSAGE });
  });

  it('a gold rating within tolerance and a correct trap do not stop anyone', async () => {
    const { p, goldVideo, trapVideo } = await gatedParticipant({
      gold_per_session: 1,
      trap_per_session: 1,
      gate_failed_gold: 1,
      gate_failed_trap: 1,
    });
    expect((await rate(p, goldVideo.trial_id, [1, 1, 1, 4]).expect(201)).body.status).toBeUndefined();
    expect((await rate(p, trapVideo.trial_id, [1, 5, 5, 1]).expect(201)).body.status).toBeUndefined();
    expect(await flagsOf(p.user_id)).toEqual([]);
    expect((await start(p)).status).toBeUndefined();
  });

  it('failed trap: a trap rating with another score than the clip asked for', async () => {
    const { p, s, trapVideo } = await gatedParticipant({ trap_per_session: 1, gate_failed_trap: 1 });
    const res = await rate(p, trapVideo.trial_id, [1, 3, 3, 2]).expect(201);
    expect(res.body.status).toBe('closed');
    await expectStopped(
      p,
      s.videos.filter((v) => v !== trapVideo).map((v) => v.video_id!),
      'failed_trap',
    );
  });

  it('straight-lining: the same score on every dimension of N scored videos', async () => {
    const { p, scoredVideos } = await gatedParticipant({ gate_straight_lining: 2 });
    expect((await rate(p, scoredVideos[0].trial_id, [4, 4, 4, 4]).expect(201)).body.status).toBeUndefined();
    expect((await rate(p, scoredVideos[1].trial_id, [4, 3, 4, 4]).expect(201)).body.status).toBeUndefined();
    expect((await rate(p, scoredVideos[2].trial_id, [2, 2, 2, 2]).expect(201)).body.status).toBe('closed');
    const flag = await expectStopped(p, [scoredVideos[3].video_id!], 'straight_lining');
    expect(flag.evidence.items.map((i) => i.video_id)).toEqual([
      scoredVideos[0].video_id,
      scoredVideos[2].video_id,
    ]);
    // The two rated videos keep their ratings: [1 rating, 0 reserved, load 1].
    expect(await loads([scoredVideos[0].video_id!])).toEqual([[1, 0, 1]]);
    // The participant's subject-access export carries the flag with its evidence.
    const exported = await request(t.server)
      .get(api(ApiRoutes.admin.participantExport(p.user_id)))
      .set(admin)
      .expect(200);
    expect(exported.body.quality_flags).toEqual([
      expect.objectContaining({ id: flag.id, rule: 'straight_lining' }),
    ]);
  });

  it('rated before the end: played_to_end false on N ratings; reversal lets the participant continue', async () => {
    const { p, scoredVideos } = await gatedParticipant({ gate_rated_before_end: 1 });
    const res = await rate(p, scoredVideos[0].trial_id, [3, 4, 2, 5], { played_to_end: false }).expect(201);
    expect(res.body.status).toBe('closed');
    const flag = await expectStopped(
      p,
      scoredVideos.slice(1).map((v) => v.video_id!),
      'rated_before_end',
    );

    const reversed = await request(t.server)
      .post(api(ApiRoutes.admin.qualityFlagReverse(flag.id)))
      .set(admin)
      .expect(200);
    expect(reversed.body.reversed_at).toEqual(expect.any(String));
    await request(t.server)
      .post(api(ApiRoutes.admin.qualityFlagReverse(flag.id)))
      .set(admin)
      .expect(409);
    await request(t.server)
      .post(api(ApiRoutes.admin.qualityFlagReverse(999_999)))
      .set(admin)
      .expect(404);

    const s = await start(p);
    expect(s.status).toBeUndefined();
    expect(s.videos).toHaveLength(4);
    expect(s.videos.filter((v) => !v.submitted)).toHaveLength(3);
    // The rule counts only ratings after the reversal: the old one is forgiven, a new one stops again.
    const open = s.videos.filter((v) => !v.submitted);
    expect(
      (await rate(p, open[0].trial_id, [3, 4, 2, 5], { played_to_end: true }).expect(201)).body.status,
    ).toBeUndefined();
    expect(
      (await rate(p, open[1].trial_id, [3, 4, 2, 5], { played_to_end: false }).expect(201)).body.status,
    ).toBe('closed');
    expect((await flagsOf(p.user_id)).map((f) => f.reversed_at === null)).toEqual([true, false]);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('exports carry the flag and its reason codes; the analysis leaves flagged participants out unless asked', async () => {
    await settings({});
    const honest = await signupAndLogin(t);
    for (const v of (await start(honest)).videos) await rate(honest, v.trial_id, [3, 4, 2, 5]).expect(201);
    const { p, scoredVideos } = await gatedParticipant({ gate_rated_before_end: 2 });
    await rate(p, scoredVideos[0].trial_id, [1, 2, 3, 4], { played_to_end: false }).expect(201);
    const flaggedBefore = await analysedRatings();
    await rate(p, scoredVideos[1].trial_id, [1, 2, 3, 4], { played_to_end: false }).expect(201);
    // Their two ratings leave the default analysis once they are flagged (the first one counted until then).
    expect(await analysedRatings()).toBe(flaggedBefore - 1);
    // Included: every scored rating, those of the participants flagged by the earlier tests too.
    const [all] = (await t.dataSource.query(
      "SELECT COUNT(*) AS n FROM ratings WHERE kind = 'scored'",
    )) as Array<{
      n: unknown;
    }>;
    expect(await analysedRatings('?flagged=include')).toBe(Number(all.n));
    await request(t.server)
      .get(api(`${AnalysisRoutes.analysis}?flagged=maybe`))
      .set(admin)
      .expect(400);

    const raw = await request(t.server).get(api(AnalysisRoutes.rawCsv)).set(admin).expect(200);
    const [header, ...lines] = raw.text.trim().split(/\r?\n/);
    const cols = header.split(',');
    const flaggedCol = cols.indexOf('participant_flagged');
    const rulesCol = cols.indexOf('flag_rules');
    const videoCol = cols.indexOf('video_id');
    expect(flaggedCol).toBeGreaterThan(0);
    const rows = lines.map((l) => l.split(','));
    const theirs = rows.filter((r) => Number(r[videoCol]) === scoredVideos[0].video_id);
    expect(theirs.some((r) => r[flaggedCol] === '1' && r[rulesCol] === 'rated_before_end')).toBe(true);
    expect(rows.filter((r) => r[flaggedCol] === '0' && r[rulesCol] === '').length).toBeGreaterThan(0);
  });

  it('a trap carries its instruction: none is refused, an older mark gets one in the scale words, the participant sees it on the trap only', async () => {
    const extra = (await insertVideos(t.dataSource, 1, 'trap-text'))[0];
    const targets = { overall: { score: 2, tolerance: 0 } };
    const refused = await mark(extra, { kind: 'trap', targets }).expect(400);
    expect(refused.body.message).toBe(TRAP_INSTRUCTION_REQUIRED);
    await mark(extra, { kind: 'trap', targets, instruction: '   ' }).expect(400);
    await mark(extra, {
      kind: 'trap',
      targets,
      instruction: 'x'.repeat(TRAP_INSTRUCTION_MAX_LENGTH + 1),
    }).expect(400);
    await mark(extra, { kind: 'trap', targets, instruction: 42 }).expect(400);
    const gold = await mark(extra, { kind: 'gold', targets, instruction: 'Rate it Poor' }).expect(400);
    expect(gold.body.message).toBe(TRAP_INSTRUCTION_ONLY);
    const ok = await mark(extra, {
      kind: 'trap',
      targets,
      instruction: '  Please rate every question Poor.  ',
    });
    expect(ok.status).toBe(200);
    expect((ok.body as QualityMark).instruction).toBe('Please rate every question Poor.');
    await request(t.server)
      .delete(api(ApiRoutes.admin.qualityMark(extra)))
      .set(admin)
      .expect(204);
    scored.push(extra);

    // Marks made before instructions existed (no text stored): the list and the session generate one from the
    // expected scores, in the study's current scale words.
    await t.dataSource.query('UPDATE quality_marks SET instruction = NULL WHERE video_id IN (?, ?)', trap);
    const list = async () =>
      (await request(t.server).get(api(ApiRoutes.admin.qualityMarks)).set(admin).expect(200))
        .body as QualityMark[];
    expect((await list()).filter((m) => m.kind === 'trap').map((m) => m.instruction)).toEqual([
      TRAP_INSTRUCTION,
      TRAP_INSTRUCTION,
    ]);
    expect((await list()).filter((m) => m.kind !== 'trap').every((m) => m.instruction === null)).toBe(true);
    await settings({ gold_per_session: 1, trap_per_session: 1, rating_labels: 'itu-acr' });
    const p = await signupAndLogin(t);
    const s = await start(p);
    const withText = s.videos.filter((v) => v.instruction !== undefined);
    expect(withText.map(kindOf)).toEqual(['trap']);
    expect(withText[0].instruction).toBe(
      "For this clip, please rate Visual Clarity and Overall Experience 'Bad' (1).",
    );
    // Still no kind: only the instruction tells the participant what to do.
    expect(s.videos.every((v) => v.kind === undefined)).toBe(true);
    expect((await start(p)).videos.find((v) => v.trial_id === withText[0].trial_id)?.instruction).toBe(
      withText[0].instruction,
    );
    await settings({});
    for (const id of trap)
      await mark(id, {
        kind: 'trap',
        targets: { clarity: { score: 1, tolerance: 0 }, overall: { score: 1, tolerance: 0 } },
        instruction: TRAP_INSTRUCTION,
      }).expect(200);
  });

  it('stores which sliders were moved; an untouched flat rating is no straight-lining evidence', async () => {
    const { p, scoredVideos } = await gatedParticipant({ gate_straight_lining: 2 });
    const all = ['clarity', 'interaction', 'depth', 'overall'];
    const first = await rate(p, scoredVideos[0].trial_id, [3, 3, 3, 3], { moved: [] }).expect(201);
    expect(first.body.status).toBeUndefined();
    const [row] = (await t.dataSource.query(
      'SELECT clarity_moved, interaction_moved, depth_moved, overall_moved FROM ratings WHERE id = ?',
      [first.body.rating_id],
    )) as Array<Record<string, unknown>>;
    expect(Object.values(row).map(Number)).toEqual([0, 0, 0, 0]);
    expect(
      (await rate(p, scoredVideos[1].trial_id, [3, 3, 3, 3], { moved: [] }).expect(201)).body.status,
    ).toBeUndefined();
    const set = await rate(p, scoredVideos[2].trial_id, [4, 4, 4, 4], { moved: all }).expect(201);
    expect(set.body.status).toBeUndefined();
    const [moved] = (await t.dataSource.query(
      'SELECT clarity_moved, interaction_moved, depth_moved, overall_moved FROM ratings WHERE id = ?',
      [set.body.rating_id],
    )) as Array<Record<string, unknown>>;
    expect(Object.values(moved).map(Number)).toEqual([1, 1, 1, 1]);
    // Sliders set to one score on a second clip: straight-lining as before.
    expect(
      (await rate(p, scoredVideos[3].trial_id, [2, 2, 2, 2], { moved: all }).expect(201)).body.status,
    ).toBe('closed');
    const [flag] = await flagsOf(p.user_id);
    expect(flag.evidence.items.map((i) => i.video_id)).toEqual([
      scoredVideos[2].video_id,
      scoredVideos[3].video_id,
    ]);
  });

  it.each([
    [{ moved: ['bogus'] }, 'moved must list rating dimensions: clarity, interaction, depth, overall'],
    [{ moved: 'clarity' }, 'moved must be a list of the dimensions whose slider was moved'],
    [{ moved: ['depth', 'depth'] }, 'moved must not name a dimension twice'],
    [{ moved: [1] }, 'moved must list rating dimensions: clarity, interaction, depth, overall'],
  ])('a bad moved list %j is a 400 (%s)', async (extra, message) => {
    const p = await signupAndLogin(t);
    const s = await start(p);
    const res = await rate(p, s.videos[0].trial_id, [3, 3, 3, 3], extra).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('deleting a flagged participant removes their flags and keeps the counters exact', async () => {
    const { p, scoredVideos } = await gatedParticipant({ gate_straight_lining: 1 });
    await rate(p, scoredVideos[0].trial_id, [5, 5, 5, 5]).expect(201);
    expect(await flagsOf(p.user_id)).toHaveLength(1);
    await request(t.server)
      .delete(api(ApiRoutes.admin.user(p.user_id)))
      .set(admin)
      .expect(200);
    expect(await flagsOf(p.user_id)).toEqual([]);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});

/*
 * The rule `inconsistency` on a catalogue of four videos everyone rates (true overall qualities 1, 2, 4, 5): eight
 * raters who agree within one point are never stopped; one who rates the scale backwards is, as soon as the lower end
 * of their inconsistency's 95 % interval (maximum-likelihood model) passes the threshold.
 */
describe.each(DIALECTS)('live gating on inconsistency (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };
  let truth: Map<number, number>;

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
    const ids = (await insertVideos(t.dataSource, 4, 'mle')).sort((a, b) => a - b);
    truth = new Map(ids.map((id, i) => [id, [1, 2, 4, 5][i]]));
    await request(t.server)
      .patch(api(ApiRoutes.admin.studySettings))
      .set(admin)
      .send({ gate_inconsistency: 1 })
      .expect(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function rateAll(offsets: (videoIndex: number) => number) {
    const p = await signupAndLogin(t);
    const s = (
      await request(t.server).post(api(ApiRoutes.sessionStart)).set(bearer(p.token)).send({}).expect(200)
    ).body as SessionStartResponse;
    const ordered = [...s.videos].sort((a, b) => a.video_id! - b.video_id!);
    const statuses: Array<string | undefined> = [];
    for (const [i, v] of ordered.entries()) {
      const score = Math.min(5, Math.max(1, truth.get(v.video_id!)! + offsets(i)));
      const res = await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(p.token))
        .send({ trialId: v.trial_id, clarity: score, interaction: score, depth: score, overall: score });
      statuses.push(res.status === 201 ? res.body.status : `http ${res.status}`);
      if (res.body.status === 'closed') break;
    }
    return { p, statuses };
  }

  it('stops the rater whose inconsistency is surely above the threshold, and nobody else', async () => {
    const deviations = [
      [0, 0, 0, 0],
      [1, 0, 0, 0],
      [0, -1, 0, 0],
      [0, 0, 1, 0],
      [0, 0, 0, -1],
      [0, 1, 0, 0],
      [0, 0, -1, 0],
      [0, 0, 0, 0],
    ];
    for (const d of deviations) {
      const { statuses } = await rateAll((i) => d[i]);
      expect(statuses).toEqual([undefined, undefined, undefined, undefined]);
    }
    // Backwards: 5, 4, 2, 1 where the others said 1, 2, 4, 5.
    const { p, statuses } = await rateAll((i) => [4, 2, -2, -4][i]);
    expect(statuses[statuses.length - 1]).toBe('closed');
    const flags = (await request(t.server).get(api(ApiRoutes.admin.qualityFlags)).set(admin).expect(200))
      .body as QualityFlag[];
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ user_id: p.user_id, rule: 'inconsistency', evidence: { threshold: 1 } });
    expect(flags[0].evidence.inconsistency!.ci95_low).toBeGreaterThan(1);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});
