import request from 'supertest';
import {
  AnalysisRoutes,
  ApiRoutes,
  MethodRoutes,
  type AssignedPair,
  type LivePairComparisonResponse,
  type PairSessionResponse,
  type QualityFlag,
  type VideoRatingStatsResponse,
} from '@vvq/contracts';
import { DIALECTS } from './support/test-db.js';
import type { TestApp } from './support/test-app.js';
import { api, binaryBody } from './support/api-helpers.js';
import { everywhere, startPcStudy, type PcPerson as Person, type PcStudy } from './support/pc-study.js';

// Content a: its reference and two processed videos; b: its reference and one; c: no reference (no gold pair).
const CATALOGUE = [
  { label: 'A-REF', content: 'a', is_reference: true },
  { label: 'A-1', content: 'a', is_reference: false },
  { label: 'A-2', content: 'a', is_reference: false },
  { label: 'B-REF', content: 'b', is_reference: true },
  { label: 'B-1', content: 'b', is_reference: false },
  { label: 'C-1', content: 'c', is_reference: false },
  { label: 'C-2', content: 'c', is_reference: false },
];

describe.each(DIALECTS)('gold pairs in a pair-comparison study (%s)', (dialect) => {
  let study: PcStudy;
  let t: TestApp;
  let admin: string;
  let ids: Record<string, number>;
  const refs = new Set<number>();

  beforeAll(async () => {
    study = await startPcStudy(dialect, 'pc-gold', CATALOGUE);
    ({ t, admin, ids } = study);
    for (const v of CATALOGUE) if (v.is_reference) refs.add(ids[v.label]);
  });

  afterAll(async () => {
    await t?.close();
  });

  const settings = (body: Record<string, unknown>) => study.settings(body);
  const pairSession = (p: Person) => study.pairSession(p);
  const judge = (p: Person, id: number, body: Record<string, unknown>) => study.judge(p, id, body);
  const livePc = (query: Record<string, string> = {}) =>
    request(t.server).get(api(MethodRoutes.analysisPc)).query(query).set('Authorization', admin);
  const participant = () => study.participant();
  const goldTrials = (userId: number) => study.goldTrials(userId);
  const loadSum = async () => {
    const [row] = await t.dataSource.query('SELECT SUM(load_count) AS n FROM pc_pairs');
    return Number(row.n ?? 0);
  };

  let honest: Person;
  let honestPairs: AssignedPair[] = [];

  it('mixes no gold pair into a session by default', async () => {
    await settings({ method: 'pc', videos_per_session: 2 }).expect(200);
    const p = await participant();
    const s = (await pairSession(p).expect(200)).body as PairSessionResponse;
    expect(s.pairs).toHaveLength(2);
    expect(await goldTrials(p.user_id)).toEqual([]);
    for (const pair of s.pairs) await judge(p, pair.pair_trial_id, everywhere('left')).expect(201);
  });

  it('adds gold pairs, a reference against another video of its content, outside the balance', async () => {
    await settings({ gold_per_session: 1, gate_failed_gold: 1 }).expect(200);
    const before = await loadSum();
    honest = await participant();
    const s = (await pairSession(honest).expect(200)).body as PairSessionResponse;
    honestPairs = s.pairs;
    expect(s.pairs).toHaveLength(3);
    expect(s.pairs_per_session).toBe(3);
    const gold = await goldTrials(honest.user_id);
    expect(gold).toHaveLength(1);
    const [g] = gold;
    expect(refs.has(g.winner)).toBe(true);
    expect([g.left, g.right]).toContain(g.winner);
    const other = g.left === g.winner ? g.right : g.left;
    expect(refs.has(other)).toBe(false);
    const content = (id: number) => CATALOGUE.find((v) => ids[v.label] === id)?.content;
    expect(content(other)).toBe(content(g.winner));
    // Only the two scored pairs were claimed against the balance.
    expect((await loadSum()) - before).toBe(2);
    // Starting again tops nothing up: the gold pair is held, not missing.
    const again = (await pairSession(honest).expect(200)).body as PairSessionResponse;
    expect(again.pairs.map((p) => p.pair_trial_id)).toEqual(s.pairs.map((p) => p.pair_trial_id));
  });

  it('passes a participant who picks the known winner, and keeps gold judgements out of the scale', async () => {
    const [g] = await goldTrials(honest.user_id);
    for (const p of honestPairs) {
      const choice = p.pair_trial_id === g.id ? (g.left === g.winner ? 'left' : 'right') : 'left';
      await judge(honest, p.pair_trial_id, everywhere(choice)).expect(201);
    }
    const flags = (
      await request(t.server).get(api(ApiRoutes.admin.qualityFlags)).set('Authorization', admin).expect(200)
    ).body as QualityFlag[];
    expect(flags).toEqual([]);
    const live = (await livePc().expect(200)).body as LivePairComparisonResponse;
    // 2 scored judgements of the first participant + 2 of this one; the gold pair is not scaled.
    expect(live.dimensions.overall?.judgements).toBe(4);
  });

  it('flags a participant whose gold pair misses its known winner, as a failed gold item', async () => {
    const cheat = await participant();
    await pairSession(cheat).expect(200);
    const [g] = await goldTrials(cheat.user_id);
    const [right, wrong] = g.left === g.winner ? (['left', 'right'] as const) : (['right', 'left'] as const);
    await judge(cheat, g.id, { ...everywhere(right), overall: wrong, clarity: 'tie' }).expect(400);
    await judge(cheat, g.id, { ...everywhere(right), overall: wrong, clarity: wrong }).expect(201);
    const flags = (
      await request(t.server).get(api(ApiRoutes.admin.qualityFlags)).set('Authorization', admin).expect(200)
    ).body as QualityFlag[];
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ user_id: cheat.user_id, rule: 'failed_gold', reversed_at: null });
    expect(flags[0].evidence).toMatchObject({ count: 1, threshold: 1 });
    expect(flags[0].evidence.items[0]).toMatchObject({
      trial_id: g.id,
      video_id: g.winner,
      kind: 'gold',
      pair: { left_video_id: g.left, right_video_id: g.right, known_winner_id: g.winner },
    });
    expect(flags[0].evidence.items[0].pair?.missed).toEqual(['clarity', 'overall']);
    // Stopped like an ACR participant: no further judgement.
    const s = (await pairSession(cheat).expect(200)).body as PairSessionResponse;
    const open = s.pairs.find((p) => !p.submitted);
    expect(open).toBeDefined();
    await judge(cheat, open?.pair_trial_id ?? 0, everywhere('left')).expect(409);

    const csv = await request(t.server)
      .get(api(MethodRoutes.pcRawCsv))
      .set('Authorization', admin)
      .expect(200);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    const cols = header.split(',');
    const at = (name: string) => cols.indexOf(name);
    const goldRows = rows.map((r) => r.split(',')).filter((r) => r[at('kind')] === 'gold');
    expect(goldRows).toHaveLength(2);
    const cheatRow = goldRows.find(
      (r) => r[at('known_winner_video_id')] === String(g.winner) && r[at('participant_flagged')] === '1',
    );
    expect(cheatRow?.[at('gold_missed')]).toBe('"clarity;overall"'); // csvLine quotes a field with ';'
    expect(cheatRow?.[at('flag_rules')]).toBe('failed_gold');
    expect(rows.filter((r) => r.split(',')[at('kind')] === 'scored')).toHaveLength(4);
  });

  it('counts pair judgements, not ratings, in the dashboard figures', async () => {
    const stats = (
      await request(t.server)
        .get(api(ApiRoutes.admin.videoRatingStats))
        .set('Authorization', admin)
        .expect(200)
    ).body as VideoRatingStatsResponse;
    // 4 scored judgements (2 of the first participant, 2 of the honest one); gold pairs are checks, not data.
    expect(stats.summary).toMatchObject({ method: 'pc', total_videos: CATALOGUE.length, total_ratings: 4 });
    const perVideo = stats.perVideo.reduce((sum, v) => sum + v.ratings_count, 0);
    expect(perVideo).toBe(8); // each judgement counts for both of its videos
    expect(stats.summary.videos_rated).toBe(stats.perVideo.filter((v) => v.ratings_count > 0).length);
    expect(stats.summary.videos_rated).toBeGreaterThan(0);
    expect(stats.summary.videos_unrated).toBe(CATALOGUE.length - stats.summary.videos_rated);
  });

  it('exports the scale per stimulus as the per-condition table, with the method', async () => {
    const csv = await request(t.server)
      .get(api(AnalysisRoutes.conditionsCsv))
      .query({ dimension: 'overall' })
      .set('Authorization', admin)
      .expect(200);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    const cols = header.split(',');
    expect(cols).toEqual([
      'method',
      'dimension',
      'video_id',
      'content',
      'label',
      'screened',
      'judgements',
      'wins',
      'bt_score',
      'bt_ci95_low',
      'bt_ci95_high',
      'thurstone_score',
      'thurstone_ci95_low',
      'thurstone_ci95_high',
      'converged',
    ]);
    const live = (await livePc().expect(200)).body as LivePairComparisonResponse;
    const overall = live.dimensions.overall;
    expect(rows).toHaveLength(overall?.stimuli.length ?? -1);
    for (const row of rows.map((r) => r.split(','))) {
      expect(row[0]).toBe('pc');
      expect(row[1]).toBe('overall');
      const s = overall?.stimuli.find((x) => x.stimulus === row[2]);
      expect(Number(row[cols.indexOf('judgements')])).toBe(s?.judgements);
      // A video that never lost (or won) has no finite score yet: JSON null, an empty cell.
      const score = s?.score as number | null;
      if (score === null) expect(row[cols.indexOf('bt_score')]).toBe('');
      else expect(Number(row[cols.indexOf('bt_score')])).toBeCloseTo(score, 9);
    }
    const xlsx = await request(t.server)
      .get(api(AnalysisRoutes.conditionsXlsx))
      .set('Authorization', admin)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  });

  it('takes a deleted participant out of the pair counters without their gold pair', async () => {
    const counters = async () =>
      (
        (await t.dataSource.query(
          'SELECT SUM(load_count) AS l, SUM(judged_count) AS j, SUM(reserved_count) AS r FROM pc_pairs',
        )) as Array<Record<string, unknown>>
      ).map((r) => ({ load: Number(r.l), judged: Number(r.j), reserved: Number(r.r) }))[0];
    const before = await counters();
    await request(t.server)
      .delete(api(ApiRoutes.admin.user(honest.user_id)))
      .set('Authorization', admin)
      .expect(200);
    // Their two scored judgements leave the load and the judged count; their gold pair never was in either.
    expect(await counters()).toEqual({
      load: before.load - 2,
      judged: before.judged - 2,
      reserved: before.reserved,
    });
    const [left] = await t.dataSource.query('SELECT COUNT(*) AS n FROM pc_trials WHERE user_id = ?', [
      honest.user_id,
    ]);
    expect(Number(left.n)).toBe(0);
  });
});
