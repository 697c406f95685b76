import request from 'supertest';
import { MethodRoutes, type LivePairComparisonResponse, type PairSessionResponse } from '@vvq/contracts';
import { AnalysisService } from '../src/modules/analysis/analysis.service.js';
import { DIALECTS } from './support/test-db.js';
import type { TestApp } from './support/test-app.js';
import { api } from './support/api-helpers.js';
import { everywhere, startPcStudy } from './support/pc-study.js';

const VIDEOS = 5; // one content: 10 pairs, every participant judges all of them
const HONEST = 8;

describe.each(DIALECTS)('observer screening in the live pair-comparison analysis (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const rank = new Map<number, number>(); // video id → true quality rank (0 = best)
  let inverted = '';

  beforeAll(async () => {
    const catalogue = Array.from({ length: VIDEOS }, (_, i) => ({
      label: `V-${i}`,
      content: 'a',
      qp: String(20 + i),
    }));
    const study = await startPcStudy(dialect, 'pc-screen', catalogue);
    ({ t, admin } = study);
    for (const [i, v] of catalogue.entries()) rank.set(study.ids[v.label], i);
    await study.settings({ method: 'pc', videos_per_session: 10 }).expect(200);

    // Honest observer k follows the true order except on the k-th pair of the ten in rank order, (0,1), (0,2) …
    // (3,4): every video loses or wins once against the truth, so no video always wins and the scale is finite, and
    // the data are the same in every run (the order a session shows its pairs in is random, and an error picked by
    // that order could tie two videos exactly, leaving their order to rounding). The planted observer inverts every
    // judgement (swapped buttons).
    const pairIndex = (a: number, b: number) => {
      const [lo, hi] = a < b ? [a, b] : [b, a];
      return (lo * (2 * VIDEOS - lo - 1)) / 2 + (hi - lo - 1);
    };
    for (let k = 0; k <= HONEST; k++) {
      const p = await study.participant();
      const s = (await study.pairSession(p)).body as PairSessionResponse;
      expect(s.pairs).toHaveLength(10);
      const planted = k === HONEST;
      if (planted) inverted = t.app.get(AnalysisService).observerId(p.user_id);
      for (const pair of s.pairs) {
        const left = rank.get(pair.left.video_id) ?? 0;
        const right = rank.get(pair.right.video_id) ?? 0;
        const leftBetter = left < right;
        const truthful = planted ? false : pairIndex(left, right) !== k;
        const choice = leftBetter === truthful ? 'left' : 'right';
        await study.judge(p, pair.pair_trial_id, everywhere(choice)).expect(201);
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
