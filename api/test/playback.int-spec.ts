import request from 'supertest';
import { read, utils } from 'xlsx';
import {
  AnalysisRoutes,
  ApiRoutes,
  FULL_PLAYBACK_REQUIRED,
  type AnalysisResponse,
  type SessionStartResponse,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { Rating } from '../src/modules/ratings/rating.entity.js';
import { Trial } from '../src/modules/sessions/trial.entity.js';
import { Video } from '../src/modules/videos/video.entity.js';
import {
  api,
  bearer,
  counterMismatches,
  insertVideos,
  signupAndLogin,
  type Participant,
} from './support/api-helpers.js';
import { startTestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'playback@example.org', password: 'admin-secret-42' };
const scores = { clarity: 4, interaction: 3, depth: 2, overall: 5 };

function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = [...csvRecords(text)].map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** Boots an app with an admin and `videos` catalogue rows; helpers to change settings, start sessions and rate. */
async function studyApp(dialect: (typeof DIALECTS)[number], videos: number) {
  const t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  await insertVideos(t.dataSource, videos, 'play');
  const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
  const admin = bearer(login.body.token as string);
  const settings = (body: StudySettingsUpdate) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body).expect(200);
  const participant = async (): Promise<{ p: Participant; s: SessionStartResponse }> => {
    const p = await signupAndLogin(t);
    const res = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(bearer(p.token))
      .send({ userId: p.user_id })
      .expect(200);
    return { p, s: res.body as SessionStartResponse };
  };
  const rate = (p: Participant, body: object) =>
    request(t.server).post(api(ApiRoutes.ratings)).set(bearer(p.token)).send(body);
  return { t, admin, settings, participant, rate };
}

describe.each(DIALECTS)('playback integrity (%s)', (dialect) => {
  let s: Awaited<ReturnType<typeof studyApp>>;
  beforeAll(async () => {
    s = await studyApp(dialect, 40);
  });
  afterAll(async () => {
    await s?.t.close();
  });
  const row = (id: number) => s.t.dataSource.getRepository(Rating).findOneByOrFail({ id });

  it('stores stalls, hidden time and end-to-submit with the rating', async () => {
    const { p, s: session } = await s.participant();
    const res = await s
      .rate(p, {
        trialId: session.videos[0].trial_id,
        ...scores,
        played_to_end: true,
        stall_count: 2,
        stall_seconds: 1.25,
        hidden_seconds: 3.5,
        end_to_submit_ms: 4200,
      })
      .expect(201);
    expect(await row(res.body.rating_id)).toMatchObject({
      played_to_end: true,
      stall_count: 2,
      stall_seconds: 1.25,
      hidden_seconds: 3.5,
      end_to_submit_ms: 4200,
      stall_flagged: false,
    });
    // Not reported: null, and not flagged.
    const bare = await s.rate(p, { trialId: session.videos[1].trial_id, ...scores }).expect(201);
    expect(await row(bare.body.rating_id)).toMatchObject({
      stall_count: null,
      stall_seconds: null,
      hidden_seconds: null,
      end_to_submit_ms: null,
      stall_flagged: false,
    });
  });

  it.each([
    [{ stall_count: -1 }, 'stall_count must be a whole number from 0 to 100000'],
    [{ stall_count: 1.5 }, 'stall_count must be a whole number from 0 to 100000'],
    [{ stall_seconds: 'long' }, 'stall_seconds must be a number'],
    [{ stall_seconds: 86_401 }, 'stall_seconds must be from 0 to 86400'],
    [{ hidden_seconds: -0.5 }, 'hidden_seconds must be from 0 to 86400'],
    [{ end_to_submit_ms: 2.5 }, 'end_to_submit_ms must be a whole number from 0 to 604800000'],
    [{ end_to_submit_ms: 604_800_001 }, 'end_to_submit_ms must be a whole number from 0 to 604800000'],
  ])('refuses %j with a 400 naming the field', async (bad, message) => {
    const { p, s: session } = await s.participant();
    const res = await s.rate(p, { trialId: session.videos[0].trial_id, ...scores, ...bad }).expect(400);
    expect(res.body.message).toContain(message);
    const trial = await s.t.dataSource
      .getRepository(Trial)
      .findOneByOrFail({ id: session.videos[0].trial_id });
    expect(trial.rated_at).toBeNull();
  });

  it('with require_full_playback, refuses a rating without played_to_end = true (400) and stores nothing', async () => {
    await s.settings({ require_full_playback: true });
    try {
      const { p, s: session } = await s.participant();
      const trialId = session.videos[0].trial_id;
      for (const body of [{}, { played_to_end: false }]) {
        const res = await s.rate(p, { trialId, ...scores, ...body }).expect(400);
        expect(res.body.message).toBe(FULL_PLAYBACK_REQUIRED);
      }
      expect(await s.t.dataSource.getRepository(Rating).countBy({ trial_id: trialId })).toBe(0);
      await s.rate(p, { trialId, ...scores, played_to_end: true }).expect(201);
    } finally {
      await s.settings({ require_full_playback: false });
    }
    // Off again (the default): the spec's rating without any context is accepted.
    const { p, s: session } = await s.participant();
    await s.rate(p, { trialId: session.videos[0].trial_id, ...scores }).expect(201);
  });

  it('flags a rating whose stalls exceed max_stall_seconds: stored, not counted, left out of the analysis, exported', async () => {
    await s.settings({ max_stall_seconds: 5 });
    const before = (await request(s.t.server).get(api(AnalysisRoutes.analysis)).set(s.admin).expect(200))
      .body as AnalysisResponse;
    const { p, s: session } = await s.participant();
    const [flaggedTrial, atLimitTrial] = session.videos;
    const videos = s.t.dataSource.getRepository(Video);
    // Other participants' open trials may reserve the same videos: compare each counter with its value before.
    const counters = async (id: number) => {
      const v = await videos.findOneByOrFail({ id });
      return { ratings: v.ratings_count, reserved: v.reserved_count, load: v.load_count };
    };
    const flaggedBefore = await counters(flaggedTrial.video_id!);
    const atLimitBefore = await counters(atLimitTrial.video_id!);
    const flagged = await s
      .rate(p, { trialId: flaggedTrial.trial_id, ...scores, stall_count: 3, stall_seconds: 5.5 })
      .expect(201);
    const atLimit = await s
      .rate(p, { trialId: atLimitTrial.trial_id, ...scores, stall_count: 1, stall_seconds: 5 })
      .expect(201);
    expect((await row(flagged.body.rating_id)).stall_flagged).toBe(true);
    expect((await row(atLimit.body.rating_id)).stall_flagged).toBe(false);
    // The flagged trial gave back its reservation without adding a rating: the video is free for someone else.
    expect(await counters(flaggedTrial.video_id!)).toEqual({
      ratings: flaggedBefore.ratings,
      reserved: flaggedBefore.reserved - 1,
      load: flaggedBefore.load - 1,
    });
    // A rating at the limit counts as usual: the reservation becomes a rating.
    expect(await counters(atLimitTrial.video_id!)).toEqual({
      ratings: atLimitBefore.ratings + 1,
      reserved: atLimitBefore.reserved - 1,
      load: atLimitBefore.load,
    });
    expect(await counterMismatches(s.t.dataSource)).toEqual([]);

    const after = (await request(s.t.server).get(api(AnalysisRoutes.analysis)).set(s.admin).expect(200))
      .body as AnalysisResponse;
    expect(after.totals.ratings).toBe(before.totals.ratings + 1);

    const csv = await request(s.t.server).get(api(AnalysisRoutes.rawCsv)).set(s.admin).expect(200);
    const rows = parseCsv(csv.text);
    expect(rows.find((r) => r.rating_id === String(flagged.body.rating_id))).toMatchObject({
      stall_count: '3',
      stall_seconds: '5.5',
      stall_flagged: '1',
    });
    expect(rows.find((r) => r.rating_id === String(atLimit.body.rating_id))?.stall_flagged).toBe('0');
    const xlsx = await request(s.t.server)
      .get(api(AnalysisRoutes.rawXlsx))
      .set(s.admin)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const dictionary = utils.sheet_to_json<Record<string, string>>(
      read(xlsx.body as Buffer).Sheets['Data dictionary'],
    );
    const names = dictionary.map((d) => d.column);
    expect(names).toEqual(
      expect.arrayContaining([
        'stall_count',
        'stall_seconds',
        'hidden_seconds',
        'end_to_submit_ms',
        'stall_flagged',
      ]),
    );
    expect(dictionary.find((d) => d.column === 'stall_flagged')?.meaning).toContain('left out of the MOS');

    // Withdrawal of a participant with a flagged rating keeps the counters right (the flagged one never counted).
    const login = await request(s.t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    await request(s.t.server)
      .delete(api(ApiRoutes.admin.user(p.user_id)))
      .set(bearer(login.body.token as string))
      .expect(200);
    expect(await counterMismatches(s.t.dataSource)).toEqual([]);
    await s.settings({ max_stall_seconds: null });
  });
});

describe.each(DIALECTS)('a stall-flagged video goes back to the pool (%s)', (dialect) => {
  const CATALOGUE = 12;
  let s: Awaited<ReturnType<typeof studyApp>>;
  beforeAll(async () => {
    s = await studyApp(dialect, CATALOGUE);
    await s.settings({ max_stall_seconds: 2, videos_per_session: CATALOGUE });
  });
  afterAll(async () => {
    await s?.t.close();
  });

  it('the next participant is assigned the video whose only rating was flagged', async () => {
    // The first participant rates the whole catalogue, one video with stalls beyond the limit.
    const first = await s.participant();
    expect(first.s.videos).toHaveLength(CATALOGUE);
    const [flagged, ...rest] = first.s.videos;
    await s.rate(first.p, { trialId: flagged.trial_id, ...scores, stall_seconds: 9.5 }).expect(201);
    for (const v of rest)
      await s.rate(first.p, { trialId: v.trial_id, ...scores, stall_seconds: 0 }).expect(201);
    // Every other video now has one counted rating; the flagged one none, so the least-loaded pick is that video
    // (were the flagged rating counted, it would be one of twelve equally loaded videos).
    await s.settings({ videos_per_session: 1 });
    const second = await s.participant();
    expect(second.s.videos.map((v) => v.video_id)).toEqual([flagged.video_id]);
    expect(await counterMismatches(s.t.dataSource)).toEqual([]);
  });
});
