import request from 'supertest';
import {
  ApiRoutes,
  MethodRoutes,
  type LivePairComparisonResponse,
  type PairSessionResponse,
} from '@vvq/contracts';
import { AnalysisService } from '../src/modules/analysis/analysis.service.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { api, validQuestionnaire } from './support/api-helpers.js';

const ADMIN = { email: 'pc-screen-admin@example.org', password: 'pc-screen-secret-12345', name: 'Admin' };
const VIDEOS = 5; // one content: 10 pairs, every participant judges all of them
const HONEST = 8;

describe.each(DIALECTS)('observer screening in the live pair-comparison analysis (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const rank = new Map<number, number>(); // video id → true quality rank (0 = best)
  let inverted = '';

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    for (let i = 0; i < VIDEOS; i++) {
      const saved = await t.dataSource.getRepository(Video).save({
        label: `V-${i}`,
        content: 'a',
        view: 'front',
        compression_type: 'tex',
        qp: String(20 + i),
        url: `/media/catalogue/V-${i}.mp4`,
      });
      rank.set(saved.id, i);
    }
    const login = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${login.body.token as string}`;
    await request(t.server)
      .patch(api(ApiRoutes.admin.studySettings))
      .set('Authorization', admin)
      .send({ method: 'pc', videos_per_session: 10 })
      .expect(200);

    // Honest observer k follows the true order except on their k-th pair (so no video always wins and the scale
    // is finite); the planted observer inverts every judgement (swapped buttons).
    for (let k = 0; k <= HONEST; k++) {
      const email = `pc.screen.${k}@example.org`;
      await request(t.server).post(api(ApiRoutes.signup)).send({ name: 'Rater', email }).expect(201);
      const res = await request(t.server).post(api(ApiRoutes.login)).send({ email }).expect(200);
      const { user_id, token } = res.body as { user_id: number; token: string };
      const auth = { Authorization: `Bearer ${token}` };
      await request(t.server)
        .post(api(ApiRoutes.questionnaire))
        .set(auth)
        .send(validQuestionnaire(user_id))
        .expect(201);
      const s = (
        await request(t.server).post(api(MethodRoutes.pairSession)).set(auth).send({ userId: user_id })
      ).body as PairSessionResponse;
      expect(s.pairs).toHaveLength(10);
      const planted = k === HONEST;
      if (planted) inverted = t.app.get(AnalysisService).observerId(user_id);
      const sorted = [...s.pairs].sort((x, y) => x.pair_trial_id - y.pair_trial_id);
      for (const [i, p] of sorted.entries()) {
        const leftBetter = (rank.get(p.left.video_id) ?? 0) < (rank.get(p.right.video_id) ?? 0);
        const truthful = planted ? false : i !== k;
        const choice = leftBetter === truthful ? 'left' : 'right';
        await request(t.server)
          .post(api(MethodRoutes.pairJudgement(p.pair_trial_id)))
          .set(auth)
          .send({ clarity: choice, interaction: choice, depth: choice, overall: choice })
          .expect(201);
      }
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  const livePc = (query: Record<string, string>) =>
    request(t.server).get(api(MethodRoutes.analysisPc)).query(query).set('Authorization', admin);

  it.each(['bt', 'thurstone'])(
    'flags the planted inverted observer and leaves them out of the refit (%s)',
    async (model) => {
      const body = (await livePc({ model }).expect(200)).body as LivePairComparisonResponse;
      const overall = body.dimensions.overall;
      expect(overall?.screening).toBe(true);
      expect(overall?.observers).toHaveLength(HONEST + 1);
      expect(overall?.observers.filter((o) => o.flagged).map((o) => o.observer)).toEqual([inverted]);
      expect(overall?.excluded).toEqual([inverted]);
      expect(overall?.judgements).toBe(HONEST * 10);
      // The refit without them ranks the videos in their true order.
      const order = [...(overall?.stimuli ?? [])]
        .sort((a, b) => b.score - a.score)
        .map((s) => rank.get(Number(s.stimulus)));
      expect(order).toEqual([0, 1, 2, 3, 4]);
    },
  );

  it('reports the screening but keeps everyone with screening=off', async () => {
    const body = (await livePc({ screening: 'off' }).expect(200)).body as LivePairComparisonResponse;
    const overall = body.dimensions.overall;
    expect(overall?.screening).toBe(false);
    expect(overall?.observers.find((o) => o.observer === inverted)?.flagged).toBe(true);
    expect(overall?.excluded).toEqual([]);
    expect(overall?.judgements).toBe((HONEST + 1) * 10);
  });

  it('refuses an unknown screening or flagged value', async () => {
    expect((await livePc({ screening: 'maybe' }).expect(400)).body.message).toContain(
      'screening must be one of: on, off',
    );
    expect((await livePc({ flagged: 'all' }).expect(400)).body.message).toContain(
      'flagged must be one of: exclude, include',
    );
  });
});
