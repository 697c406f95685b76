import request from 'supertest';
import { COMMENTS_MAX_LENGTH, type SessionStartResponse } from '@vvq/contracts';
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
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const scores = { clarity: 4, interaction: 3, depth: 2, overall: 5 };

describe.each(DIALECTS)('ratings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await insertVideos(t.dataSource, 40, 'rate');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function participantWithSession(): Promise<{ p: Participant; s: SessionStartResponse }> {
    const p = await signupAndLogin(t);
    const res = await request(t.server)
      .post(api('/v2/session/start'))
      .set(bearer(p.token))
      .send({ userId: p.user_id })
      .expect(200);
    return { p, s: res.body as SessionStartResponse };
  }
  const rate = (p: Participant, body: object) =>
    request(t.server).post(api('/v2/ratings')).set(bearer(p.token)).send(body);

  it('stores the rating with viewing context, marks the trial rated and moves the counters (201)', async () => {
    const { p, s } = await participantWithSession();
    const trial = s.videos[0];
    const res = await rate(p, {
      trialId: trial.trial_id,
      ...scores,
      comments: '  Looks sharp.  ',
      viewport_width: 1280,
      viewport_height: 720,
      device_pixel_ratio: 1.5,
      played_to_end: true,
    }).expect(201);
    expect(res.body).toEqual({ message: 'Rating submitted successfully!', rating_id: expect.any(Number) });
    const stored = await t.dataSource.getRepository(Rating).findOneByOrFail({ id: res.body.rating_id });
    expect(stored).toMatchObject({
      trial_id: trial.trial_id,
      user_id: p.user_id,
      video_id: trial.video_id,
      ...scores,
      comments: 'Looks sharp.',
      viewport_width: 1280,
      viewport_height: 720,
      device_pixel_ratio: 1.5,
      played_to_end: true,
    });
    expect(stored.rated_at).toBeTruthy();
    const trialRow = await t.dataSource.getRepository(Trial).findOneByOrFail({ id: trial.trial_id });
    expect(trialRow.rated_at).toBeTruthy();
    const video = await t.dataSource.getRepository(Video).findOneByOrFail({ id: trial.video_id });
    expect(video).toMatchObject({ ratings_count: 1, reserved_count: 0, load_count: 1 });
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('stores empty or missing comments and context as null', async () => {
    const { p, s } = await participantWithSession();
    const a = await rate(p, { trialId: s.videos[0].trial_id, ...scores, comments: '   ' }).expect(201);
    const b = await rate(p, { trialId: s.videos[1].trial_id, ...scores, comments: null }).expect(201);
    for (const id of [a.body.rating_id, b.body.rating_id]) {
      const row = await t.dataSource.getRepository(Rating).findOneByOrFail({ id });
      expect(row).toMatchObject({
        comments: null,
        viewport_width: null,
        device_pixel_ratio: null,
        played_to_end: null,
      });
    }
  });

  it('answers a second rating of the same trial with 409', async () => {
    const { p, s } = await participantWithSession();
    await rate(p, { trialId: s.videos[0].trial_id, ...scores }).expect(201);
    const res = await rate(p, { trialId: s.videos[0].trial_id, ...scores, overall: 1 }).expect(409);
    expect(res.body.error).toBe('This video has already been rated.');
    const rows = await t.dataSource.getRepository(Rating).findBy({ trial_id: s.videos[0].trial_id });
    expect(rows).toHaveLength(1);
    expect(rows[0].overall).toBe(5);
  });

  it('stores exactly one rating when 10 submissions for one trial race', async () => {
    const { p, s } = await participantWithSession();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => rate(p, { trialId: s.videos[2].trial_id, ...scores })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await t.dataSource.getRepository(Rating).countBy({ trial_id: s.videos[2].trial_id })).toBe(1);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('keeps counters exact when many participants rate all their videos at once', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => participantWithSession()));
    const results = await Promise.all(
      sessions.flatMap(({ p, s }) => s.videos.map((v) => rate(p, { trialId: v.trial_id, ...scores }))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it("gives 404 'trial not found' for another participant's trial or an unknown trial", async () => {
    const { s } = await participantWithSession();
    const { p: intruder } = await participantWithSession();
    const theirs = await rate(intruder, { trialId: s.videos[0].trial_id, ...scores }).expect(404);
    expect(theirs.body).toEqual({ statusCode: 404, error: 'trial not found', message: 'trial not found' });
    const unknown = await rate(intruder, { trialId: 99_999_999, ...scores }).expect(404);
    expect(unknown.body.error).toBe('trial not found');
    expect(await t.dataSource.getRepository(Rating).countBy({ trial_id: s.videos[0].trial_id })).toBe(0);
  });

  it.each([
    [{ clarity: 0 }, 'clarity must be a whole number from 1 to 5'],
    [{ interaction: 6 }, 'interaction must be a whole number from 1 to 5'],
    [{ depth: 2.5 }, 'depth must be a whole number from 1 to 5'],
    [{ overall: '5' }, 'overall must be a whole number from 1 to 5'],
    [{ overall: undefined }, 'overall is required'],
    [{ trialId: undefined }, 'trialId is required'],
    [{ trialId: 'abc' }, 'trialId must be a whole number'],
    [
      { comments: 'x'.repeat(COMMENTS_MAX_LENGTH + 1) },
      `Comments must be at most ${COMMENTS_MAX_LENGTH} characters`,
    ],
    [{ comments: 42 }, 'comments must be text'],
    [{ viewport_width: -1 }, 'viewport_width must be between 0 and 100000'],
    [{ device_pixel_ratio: 'hi' }, 'device_pixel_ratio must be a number'],
    [{ played_to_end: 'yes' }, 'played_to_end must be true or false'],
    [{ stars: 5 }, 'property stars should not exist'],
  ])('refuses %p with 400 %p', async (patch, message) => {
    const { p, s } = await participantWithSession();
    const res = await rate(p, { trialId: s.videos[0].trial_id, ...scores, ...patch }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: message });
    expect(await t.dataSource.getRepository(Rating).countBy({ user_id: p.user_id })).toBe(0);
  });

  it('accepts comments of exactly the maximum length', async () => {
    const { p, s } = await participantWithSession();
    await rate(p, {
      trialId: s.videos[0].trial_id,
      ...scores,
      comments: 'y'.repeat(COMMENTS_MAX_LENGTH),
    }).expect(201);
  });

  it('needs a participant token (401)', async () => {
    const { s } = await participantWithSession();
    await request(t.server)
      .post(api('/v2/ratings'))
      .send({ trialId: s.videos[0].trial_id, ...scores })
      .expect(401);
  });

  it('loses nothing: every 2xx rating is visible through a fresh database connection', async () => {
    const sessions = await Promise.all(Array.from({ length: 4 }, () => participantWithSession()));
    const results = await Promise.all(
      sessions.flatMap(({ p, s }) => s.videos.map((v) => rate(p, { trialId: v.trial_id, ...scores }))),
    );
    const ids = results.filter((r) => r.status === 201).map((r) => Number(r.body.rating_id));
    expect(ids).toHaveLength(16);
    const fresh = await t.openFreshConnection();
    const rows = await fresh
      .getRepository(Rating)
      .createQueryBuilder('r')
      .where('r.id IN (:...ids)', { ids })
      .getMany();
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });
});
