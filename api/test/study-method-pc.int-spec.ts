import request from 'supertest';
import {
  ApiRoutes,
  MethodRoutes,
  type AssignedPair,
  type LivePairComparisonResponse,
  type PairSessionResponse,
} from '@vvq/contracts';
import { toSqlDateTime } from '../src/database/sql-values.js';
import { ReservationSweeperService } from '../src/modules/sessions/reservation-sweeper.service.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { participantPastQuestionnaire } from './support/api-helpers.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'pc-admin@example.org', password: 'pc-secret-12345', name: 'Admin' };
// Content a: 3 videos (3 pairs); b: 2 videos (1 pair); c: 1 video until a second one joins (then 1 pair).
const CATALOGUE = [
  { label: 'A-1', content: 'a' },
  { label: 'A-2', content: 'a' },
  { label: 'A-3', content: 'a' },
  { label: 'B-1', content: 'b' },
  { label: 'B-2', content: 'b' },
  { label: 'C-1', content: 'c' },
];
const ALL_LEFT = { clarity: 'left', interaction: 'left', depth: 'left', overall: 'left' };

describe.each(DIALECTS)('a pair-comparison study (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  const contentOf = new Map<number, string>();
  let people: Array<{ user_id: number; auth: Record<string, string> }> = [];
  let sessions: PairSessionResponse[] = [];

  const addVideo = async (v: { label: string; content: string }) => {
    const saved = await t.dataSource.getRepository(Video).save({
      ...v,
      view: 'front',
      compression_type: 'tex',
      qp: '20',
      url: `/media/catalogue/${v.label}.mp4`,
    });
    ids[v.label] = saved.id;
    contentOf.set(saved.id, v.content);
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    for (const v of CATALOGUE) await addVideo(v);
    const login = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${login.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  const settings = (body: Record<string, unknown>) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set('Authorization', admin).send(body);
  const pairSession = (p: { user_id: number; auth: Record<string, string> }) =>
    request(t.server).post(api(MethodRoutes.pairSession)).set(p.auth).send({ userId: p.user_id });
  const judge = (p: { auth: Record<string, string> }, id: number, body: Record<string, unknown>) =>
    request(t.server)
      .post(api(MethodRoutes.pairJudgement(id)))
      .set(p.auth)
      .send(body);

  async function participant(n: number) {
    const email = `pc.rater.${n}@example.org`;
    const { user_id, auth } = await participantPastQuestionnaire(t, 'Rater', email);
    return { user_id, auth };
  }

  it('has no pair session while the study runs another method', async () => {
    const p = await participant(0);
    const res = await pairSession(p).expect(409);
    expect(res.body.message).toBe('This study does not run pair comparison');
  });

  it('refuses pair comparison while a content has a single video', async () => {
    const res = await settings({ method: 'pc' }).expect(400);
    expect(res.body.message).toBe(
      'Pair comparison needs two videos or more in every content; only one in: c',
    );
    const current = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
    expect(current.body.method).toBe('acr');
    expect(current.body.pc_allow_tie).toBe(false);
  });

  it('switches to pair comparison once every content has two videos', async () => {
    await addVideo({ label: 'C-2', content: 'c' });
    const res = await settings({ method: 'pc', videos_per_session: 2 }).expect(200);
    expect(res.body.settings).toMatchObject({ method: 'pc', videos_per_session: 2, pc_allow_tie: false });
  });

  it('assigns pairs of one content, balanced and counterbalanced under concurrent starts', async () => {
    people = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => participant(n)));
    const answers = await Promise.all(people.map((p) => pairSession(p)));
    sessions = answers.map((a) => {
      expect(a.status).toBe(200);
      return a.body as PairSessionResponse;
    });
    const loads = new Map<string, number>();
    const orders = new Map<string, { ab: number; ba: number }>();
    for (const s of sessions) {
      expect(s.pairs).toHaveLength(2);
      expect(s.pairs_per_session).toBe(2);
      expect(s.allow_tie).toBe(false);
      const keys = s.pairs.map((p: AssignedPair) => {
        expect(contentOf.get(p.left.video_id)).toBe(p.content);
        expect(contentOf.get(p.right.video_id)).toBe(p.content);
        expect(p.left.url).toBe(`/media/catalogue/${p.left.label}.mp4`);
        expect(p.submitted).toBe(false);
        const [lo, hi] = [p.left.video_id, p.right.video_id].sort((x, y) => x - y);
        const key = `${lo}:${hi}`;
        loads.set(key, (loads.get(key) ?? 0) + 1);
        const o = orders.get(key) ?? { ab: 0, ba: 0 };
        if (p.left.video_id === lo) o.ab += 1;
        else o.ba += 1;
        orders.set(key, o);
        return key;
      });
      expect(new Set(keys).size).toBe(2); // never the same pair twice
    }
    // 14 assignments over the 5 pairs: 3, 3, 3, 3, 2.
    expect(loads.size).toBe(5);
    expect(Math.max(...loads.values()) - Math.min(...loads.values())).toBeLessThanOrEqual(1);
    for (const o of orders.values()) expect(Math.abs(o.ab - o.ba)).toBeLessThanOrEqual(1);
    // The stored counters say the same: reservations count in the load.
    const rows = await t.dataSource.query(
      'SELECT load_count, reserved_count, judged_count, ab_count, ba_count FROM pc_pairs',
    );
    expect(rows.map((r: Record<string, unknown>) => Number(r.load_count)).sort()).toEqual([2, 3, 3, 3, 3]);
    for (const r of rows) {
      expect(Number(r.reserved_count)).toBe(Number(r.load_count));
      expect(Math.abs(Number(r.ab_count) - Number(r.ba_count))).toBeLessThanOrEqual(1);
    }
    // The rating session hands out no single videos in a pair-comparison study.
    const single = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(people[0].auth)
      .send({ userId: people[0].user_id })
      .expect(409);
    expect(single.body.message).toBe('This study runs pair comparison: its pairs come from the pair session');
    // A repeated start answers the same pairs.
    const again = await pairSession(people[0]).expect(200);
    expect(again.body).toEqual(sessions[0]);
  });

  it('stores a judgement only for the participant’s own pair, every dimension answered, once', async () => {
    const mine = sessions[0].pairs[0].pair_trial_id;
    const theirs = sessions[1].pairs[0].pair_trial_id;
    const missing = await judge(people[0], mine, { clarity: 'left', interaction: 'left', depth: 'left' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('overall is required');
    const wrong = await judge(people[0], mine, { ...ALL_LEFT, depth: 'both' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('depth must be one of: left, right, tie');
    const tie = await judge(people[0], mine, { ...ALL_LEFT, overall: 'tie' });
    expect(tie.status).toBe(400);
    expect(tie.body.message).toBe(
      'This study does not allow "no difference"; choose left or right in: overall',
    );
    const other = await judge(people[0], theirs, ALL_LEFT);
    expect(other.status).toBe(404);
    await judge(people[0], 999999, ALL_LEFT).expect(404);
    await judge(people[0], mine, { ...ALL_LEFT, depth: 'right' }).expect(201);
    const twice = await judge(people[0], mine, ALL_LEFT).expect(409);
    expect(twice.body.message).toBe('This pair has already been judged');
    const after = await pairSession(people[0]).expect(200);
    expect(after.body.pairs[0].submitted).toBe(true);
    const [row] = await t.dataSource.query(
      'SELECT p.reserved_count, p.judged_count, p.load_count FROM pc_pairs p JOIN pc_trials t ON t.pair_id = p.id ' +
        'WHERE t.id = ?',
      [mine],
    );
    expect(Number(row.judged_count)).toBe(1);
    expect(Number(row.reserved_count)).toBe(Number(row.load_count) - 1);
  });

  it('scales the judgements per dimension and keeps the method once judgements exist', async () => {
    // Everyone judges their pairs: the left video wins, except in depth where the lower id wins.
    for (const [i, s] of sessions.entries()) {
      for (const p of s.pairs) {
        if (p.submitted || (i === 0 && p === s.pairs[0])) continue;
        const lowerLeft = p.left.video_id < p.right.video_id;
        await judge(people[i], p.pair_trial_id, { ...ALL_LEFT, depth: lowerLeft ? 'left' : 'right' }).expect(
          201,
        );
      }
    }
    const bt = await request(t.server)
      .get(api(MethodRoutes.analysisPc))
      .set('Authorization', admin)
      .expect(200)
      .expect('Cache-Control', 'no-store');
    const body = bt.body as LivePairComparisonResponse;
    expect(body.method).toBe('pc');
    expect(body.model).toBe('bt');
    const depth = body.dimensions.depth;
    expect(depth).not.toBeNull();
    expect(depth?.judgements).toBe(14);
    expect(depth?.stimuli.map((s) => s.stimulus).sort()).toEqual(Object.values(ids).map(String).sort());
    const thurstone = await request(t.server)
      .get(api(MethodRoutes.analysisPc))
      .query({ model: 'thurstone' })
      .set('Authorization', admin)
      .expect(200);
    expect(thurstone.body.model).toBe('thurstone');
    const bad = await request(t.server)
      .get(api(MethodRoutes.analysisPc))
      .query({ model: 'elo' })
      .set('Authorization', admin)
      .expect(400);
    expect(bad.body.message).toContain('model must be one of: bt, thurstone');

    const res = await settings({ method: 'acr' }).expect(409);
    expect(res.body.message).toBe(
      "The study already has 14 pair judgements under method 'pc'; the method cannot change once ratings exist",
    );
  });

  it('exports the judgements as formula-safe CSV and as a sureal PC dataset', async () => {
    await t.dataSource.getRepository(Video).update({ id: ids['A-1'] }, { label: '=HYPERLINK("x")' });
    const csv = await request(t.server)
      .get(api(MethodRoutes.pcRawCsv))
      .set('Authorization', admin)
      .expect(200)
      .expect('Cache-Control', 'no-store')
      .expect('Content-Type', /text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'observer,judged_at,content,left_video_id,left_label,right_video_id,right_label,clarity,interaction,depth,overall,' +
        'kind,known_winner_video_id,gold_missed,participant_flagged,flag_rules',
    );
    expect(lines).toHaveLength(15);
    expect(csv.text).toContain(`'=HYPERLINK`);
    expect(csv.text).not.toMatch(/,=HYPERLINK/);
    const py = await request(t.server)
      .get(api(MethodRoutes.pcSureal))
      .query({ dimension: 'depth' })
      .set('Authorization', admin)
      .expect(200)
      .expect('Content-Disposition', 'attachment; filename="vvq_pc_depth.py"');
    const text = py.body instanceof Buffer ? py.body.toString('utf8') : py.text;
    expect(text).toContain("dataset_name = 'vvq_pc_depth'");
    // Every judgement once: 14 (observer, other asset) keys over the dis videos.
    expect(text.match(/\('[^']+', \d+\): (1\.0|0\.0|0\.5)/g)).toHaveLength(14);
    await request(t.server)
      .get(api(MethodRoutes.pcSureal))
      .query({ dimension: 'taste' })
      .set('Authorization', admin)
      .expect(400);
  });

  let late: { user_id: number; auth: Record<string, string> };
  let lateSession: PairSessionResponse;

  it('accepts "no difference" once the study allows it', async () => {
    await settings({ pc_allow_tie: true, videos_per_session: 3 }).expect(200);
    const p = await participant(20);
    late = p;
    const s = (await pairSession(p).expect(200)).body as PairSessionResponse;
    expect(s.allow_tie).toBe(true);
    expect(s.pairs).toHaveLength(3);
    await judge(p, s.pairs[0].pair_trial_id, { ...ALL_LEFT, overall: 'tie' }).expect(201);
    lateSession = s;
  });

  it('releases lapsed pair reservations, and takes them again at the next start', async () => {
    const totals = async () => {
      const [row] = await t.dataSource.query(
        'SELECT SUM(load_count) AS l, SUM(reserved_count) AS r, SUM(judged_count) AS j FROM pc_pairs',
      );
      const rows = await t.dataSource.query('SELECT load_count, reserved_count, judged_count FROM pc_pairs');
      // Load is always judgements plus open reservations, pair by pair.
      for (const p of rows)
        expect(Number(p.load_count)).toBe(Number(p.reserved_count) + Number(p.judged_count));
      return { load: Number(row.l), reserved: Number(row.r), judged: Number(row.j) };
    };
    const before = await totals();
    await t.dataSource.query('UPDATE pc_trials SET expires_at = ? WHERE user_id = ? AND judged_at IS NULL', [
      toSqlDateTime(new Date(Date.now() - 60_000)),
      late.user_id,
    ]);
    expect(await t.app.get(ReservationSweeperService).sweep()).toBe(2);
    const swept = await totals();
    expect(swept).toEqual({ load: before.load - 2, reserved: before.reserved - 2, judged: before.judged });
    // A released pair can still be judged: it counts as a judgement, and in the load again.
    await judge(late, lateSession.pairs[1].pair_trial_id, ALL_LEFT).expect(201);
    expect(await totals()).toEqual({
      load: swept.load + 1,
      reserved: swept.reserved,
      judged: swept.judged + 1,
    });
    // The next start reserves the one still open again, with a fresh expiry.
    const again = (await pairSession(late).expect(200)).body as PairSessionResponse;
    expect(again.pairs.map((p) => p.pair_trial_id)).toEqual(lateSession.pairs.map((p) => p.pair_trial_id));
    expect(await totals()).toEqual({
      load: swept.load + 2,
      reserved: swept.reserved + 1,
      judged: swept.judged + 1,
    });
    const [open] = await t.dataSource.query(
      'SELECT reserving FROM pc_trials WHERE user_id = ? AND judged_at IS NULL',
      [late.user_id],
    );
    expect(Number(open.reserving)).toBe(1);
  });

  it('deletes a participant with their pairs, and the pairs’ counters follow', async () => {
    const [before] = await t.dataSource.query(
      'SELECT SUM(load_count) AS l, SUM(reserved_count) AS r, SUM(judged_count) AS j FROM pc_pairs',
    );
    const mine = await t.dataSource.query('SELECT reserving, judged_at FROM pc_trials WHERE user_id = ?', [
      late.user_id,
    ]);
    const judged = mine.filter((r: Record<string, unknown>) => r.judged_at !== null).length;
    const open = mine.filter((r: Record<string, unknown>) => r.judged_at === null).length;
    expect([judged, open]).toEqual([2, 1]);
    await request(t.server)
      .delete(api(ApiRoutes.admin.user(late.user_id)))
      .set('Authorization', admin)
      .expect(200);
    expect(await t.dataSource.query('SELECT id FROM pc_trials WHERE user_id = ?', [late.user_id])).toEqual(
      [],
    );
    const [after] = await t.dataSource.query(
      'SELECT SUM(load_count) AS l, SUM(reserved_count) AS r, SUM(judged_count) AS j FROM pc_pairs',
    );
    expect(Number(after.j)).toBe(Number(before.j) - judged);
    expect(Number(after.r)).toBe(Number(before.r) - open);
    expect(Number(after.l)).toBe(Number(before.l) - judged - open);
  });
});
