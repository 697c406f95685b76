import request from 'supertest';
import {
  ApiRoutes,
  MethodRoutes,
  type DeclaredGoldPair,
  type DeclaredGoldPairsResponse,
  type PairSessionResponse,
  type QualityFlag,
} from '@vvq/contracts';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { api } from './support/api-helpers.js';
import { everywhere, startPcStudy, type PcStudy } from './support/pc-study.js';

// Content a: a reference and two processed videos, so both kinds of gold pair are possible; b: another content.
const CATALOGUE = [
  { label: 'A-REF', content: 'a', is_reference: true },
  { label: 'A-HI', content: 'a', qp: '20' },
  { label: 'A-LO', content: 'a', qp: '40' },
  { label: 'B-REF', content: 'b', is_reference: true },
  { label: 'B-1', content: 'b' },
  { label: 'B-OLD', content: 'b' },
];

describe.each(DIALECTS)('gold pairs the lab declares itself (%s)', (dialect) => {
  let s: PcStudy;
  let ids: Record<string, number>;

  beforeAll(async () => {
    s = await startPcStudy(dialect, 'pc-declared', CATALOGUE);
    ids = s.ids;
    await s.t.dataSource.getRepository(Video).update(ids['B-OLD'], { retired_at: new Date() });
    await s
      .settings({ method: 'pc', videos_per_session: 2, gold_per_session: 1, gate_failed_gold: 1 })
      .expect(200);
  });

  afterAll(async () => {
    await s?.t.close();
  });

  const declare = (body: unknown) =>
    request(s.t.server)
      .post(api(MethodRoutes.pcGoldPairs))
      .set('Authorization', s.admin)
      .send(body as object);
  const list = async () =>
    (
      (await request(s.t.server).get(api(MethodRoutes.pcGoldPairs)).set('Authorization', s.admin).expect(200))
        .body as DeclaredGoldPairsResponse
    ).pairs;
  const withdraw = (pairId: number | string) =>
    request(s.t.server)
      .delete(api(MethodRoutes.pcGoldPair(pairId)))
      .set('Authorization', s.admin);

  it('is for admins only', async () => {
    await request(s.t.server).get(api(MethodRoutes.pcGoldPairs)).expect(401);
    await request(s.t.server)
      .post(api(MethodRoutes.pcGoldPairs))
      .send({ winner_video_id: ids['A-HI'], other_video_id: ids['A-LO'] })
      .expect(401);
    await request(s.t.server)
      .delete(api(MethodRoutes.pcGoldPair(1)))
      .expect(401);
    const p = await s.participant();
    await request(s.t.server).get(api(MethodRoutes.pcGoldPairs)).set(p.auth).expect(403);
  });

  it('refuses a pair that cannot be gold, with the reason, never a 500', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ winner_video_id: ids['A-HI'], other_video_id: ids['A-HI'] }, 400, 'two different videos'],
      [{ winner_video_id: ids['A-HI'], other_video_id: ids['B-1'] }, 400, 'same content'],
      [{ winner_video_id: ids['B-1'], other_video_id: ids['B-OLD'] }, 400, 'retired'],
      [{ winner_video_id: ids['A-HI'], other_video_id: 999_999 }, 404, 'No catalogue video with id 999999'],
      [{ winner_video_id: ids['A-HI'] }, 400, 'other_video_id'],
      [{ winner_video_id: 'A-HI', other_video_id: ids['A-LO'] }, 400, 'winner_video_id'],
      [{ winner_video_id: 1.5, other_video_id: ids['A-LO'] }, 400, 'winner_video_id'],
      [{ winner_video_id: -1, other_video_id: ids['A-LO'] }, 400, 'winner_video_id'],
    ];
    for (const [body, status, reason] of cases) {
      const res = await declare(body).expect(status);
      expect(JSON.stringify(res.body)).toContain(reason);
    }
    expect(await list()).toEqual([]);
  });

  it('declares a pair with its winner, lists it, and changes the winner on a second declaration', async () => {
    const res = await declare({ winner_video_id: ids['A-LO'], other_video_id: ids['A-HI'] }).expect(201);
    const first = res.body as DeclaredGoldPair;
    expect(first).toMatchObject({
      content: 'a',
      winner_video_id: ids['A-LO'],
      winner_label: 'A-LO',
      other_video_id: ids['A-HI'],
      other_label: 'A-HI',
    });
    const again = (await declare({ winner_video_id: ids['A-HI'], other_video_id: ids['A-LO'] }).expect(201))
      .body as DeclaredGoldPair;
    expect(again).toMatchObject({ pair_id: first.pair_id, winner_video_id: ids['A-HI'] });
    expect(await list()).toEqual([again]);
  });

  it('draws the gold pairs from the declared ones instead of the reference pairs', async () => {
    for (let i = 0; i < 3; i++) {
      const p = await s.participant();
      const session = (await s.pairSession(p).expect(200)).body as PairSessionResponse;
      expect(session.pairs).toHaveLength(3);
      const gold = await s.goldTrials(p.user_id);
      expect(gold).toHaveLength(1);
      expect(gold[0].winner).toBe(ids['A-HI']);
      expect([gold[0].left, gold[0].right].sort()).toEqual([ids['A-HI'], ids['A-LO']].sort());
    }
  });

  it('flags a participant whose declared gold pair misses its winner, as a failed gold item', async () => {
    const p = await s.participant();
    await s.pairSession(p).expect(200);
    const [g] = await s.goldTrials(p.user_id);
    const wrong = g.left === g.winner ? 'right' : 'left';
    await s.judge(p, g.id, everywhere(wrong)).expect(201);
    const flags = (
      await request(s.t.server)
        .get(api(ApiRoutes.admin.qualityFlags))
        .set('Authorization', s.admin)
        .expect(200)
    ).body as QualityFlag[];
    const flag = flags.find((f) => f.user_id === p.user_id);
    expect(flag).toMatchObject({ rule: 'failed_gold', reversed_at: null });
    expect(flag?.evidence.items[0]).toMatchObject({
      trial_id: g.id,
      kind: 'gold',
      pair: { known_winner_id: ids['A-HI'], missed: ['clarity', 'interaction', 'depth', 'overall'] },
    });
  });

  it('goes back to the reference pairs once the last declaration is withdrawn; assigned pairs keep their winner', async () => {
    const [declared] = await list();
    const held = await s.participant();
    await s.pairSession(held).expect(200);
    await withdraw(declared.pair_id).expect(204);
    await withdraw(declared.pair_id).expect(404);
    await withdraw('x').expect(400);
    expect(await list()).toEqual([]);
    expect((await s.goldTrials(held.user_id))[0].winner).toBe(ids['A-HI']);
    const p = await s.participant();
    await s.pairSession(p).expect(200);
    const [g] = await s.goldTrials(p.user_id);
    expect([ids['A-REF'], ids['B-REF']]).toContain(g.winner);
  });
});
