import request from 'supertest';
import { AnalysisRoutes, ApiRoutes, CI95_Z, type ExplorationSplitResponse } from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { bytesToBase64, encodePoseLog, type PoseLog } from '@vvq/volumetric/pose-log';
import { EXPLORATION_COLUMNS, RAW_COLUMNS } from '../src/modules/analysis/export/raw-export-columns.js';
import { Trial } from '../src/modules/sessions/trial.entity.js';
import { PoseLogEntity } from '../src/modules/viewing-paths/pose-log.entity.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { api, bearer, type Participant } from './support/api-helpers.js';
import { startTestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';
import { insertVolumetricCatalogue, participantWithSession } from './support/volumetric-study.js';

const ADMIN = { email: 'explore@example.org', password: 'admin-secret-42' };
const DEG = 180 / Math.PI;

/** A log of 60 samples orbiting `step` radians per sample (0: never touched the controls). */
function poseLog(trialId: number, step: number): string {
  const log: PoseLog = {
    trialId,
    videoId: 0,
    samples: Array.from({ length: 60 }, (_, i) => ({
      t: i * 33,
      frame: i,
      position: [3 * Math.sin(i * step), 0.5, 3 * Math.cos(i * step)] as [number, number, number],
      quaternion: [0, Math.sin((i * step) / 2), 0, Math.cos((i * step) / 2)] as [
        number,
        number,
        number,
        number,
      ],
      target: [0, 0.5, 0] as [number, number, number],
      fov: 45,
    })),
    events: step > 0 ? [{ t: 40, type: 'orbit', input: 'mouse' }] : [],
    visibility: [],
  };
  return bytesToBase64(encodePoseLog(log));
}

const rows = (text: string) => {
  const [header, ...rest] = [...csvRecords(text)].map((r) => r.fields);
  return { header, rows: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
};

/** The test's own restatement of the split: median per stimulus, low ≤ median < high, MOS ± z·sd/√n. */
function expectedGroup(scores: number[]) {
  const n = scores.length;
  const mos = scores.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mos) ** 2, 0) / (n - 1));
  return {
    n,
    mos,
    ci95_low: mos - (CI95_Z * sd) / Math.sqrt(n),
    ci95_high: mos + (CI95_Z * sd) / Math.sqrt(n),
  };
}

describe.each(DIALECTS)('exploration figures: raw export and MOS split (%s)', (dialect) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await insertVolumetricCatalogue(t);
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });
  afterAll(async () => {
    await t?.close();
  });

  const participant = () => participantWithSession(t);
  const rate = (p: Participant, trialId: number, overall: number, log?: string) =>
    request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(p.token))
      .send({ trialId, clarity: 3, interaction: 3, depth: 3, overall, ...(log ? { pose_log: log } : {}) });
  const rawCsv = async () =>
    rows((await request(t.server).get(api(AnalysisRoutes.rawCsv)).set(admin).expect(200)).text);
  const split = (query = '') =>
    request(t.server)
      .get(`${api(AnalysisRoutes.explorationSplit)}${query}`)
      .set(admin);

  const storedFigures = async () =>
    (await t.dataSource.getRepository(PoseLogEntity).find({ order: { trial_id: 'ASC' } })).map(
      (r) => r.figures,
    );

  const rated: Array<{ trialId: number; videoId: number; overall: number; step: number }> = [];

  it('without any viewing path the raw export has exactly the 2D columns, and the split is empty', async () => {
    const { p, s } = await participant();
    // A rating without a pose log (as on a 2D video): the study has no viewing path yet.
    await rate(p, s.videos[0].trial_id, 4).expect(201);
    const { header } = await rawCsv();
    expect(header).toEqual(RAW_COLUMNS.map((c) => c.name));
    const res = await split().expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      dimension: 'overall',
      figure: 'angular_path_deg',
      flagged: 'exclude',
      stimuli: [],
    });
  });

  it('with viewing paths the raw export carries each trial’s figures (empty for a trial without one)', async () => {
    const plan = [
      [0, 2],
      [0.01, 3],
      [0.02, 3],
      [0.05, 4],
      [0.08, 5],
      [0, 1],
      [0.03, 4],
      [0.04, 5],
    ] as const;
    // Two stimuli left in the pool, so each gets several trials to split.
    const videos = await t.dataSource.getRepository(Video).find({ order: { id: 'ASC' } });
    await t.dataSource.getRepository(Video).update(
      videos.slice(2).map((v) => v.id),
      { retired_at: new Date() },
    );
    for (const [step, overall] of plan) {
      const { p, s } = await participant();
      const v = s.videos[0];
      await rate(p, v.trial_id, overall, poseLog(v.trial_id, step)).expect(201);
      const trial = await t.dataSource.getRepository(Trial).findOneByOrFail({ id: v.trial_id });
      rated.push({ trialId: v.trial_id, videoId: trial.video_id, overall, step });
    }
    // Ratings store their logs without the figures; the export derives them.
    expect((await storedFigures()).every((f) => f === null)).toBe(true);
    const { header, rows: raw } = await rawCsv();
    expect((await storedFigures()).every((f) => f !== null)).toBe(true);
    expect(header).toEqual([...RAW_COLUMNS, ...EXPLORATION_COLUMNS].map((c) => c.name));
    for (const r of rated) {
      const row = raw.find((x) => x.trial_id === String(r.trialId))!;
      expect(row.explore_touched).toBe(r.step > 0 ? '1' : '0');
      expect(row.explore_control_events).toBe(r.step > 0 ? '1' : '0');
      expect(row.explore_samples).toBe('60');
      expect(Number(row.explore_angular_path_deg)).toBeCloseTo(59 * r.step * DEG, 3);
      expect(Number(row.explore_distance_range)).toBeCloseTo(0, 4); // the log's quantisation
    }
    const withoutLog = raw.filter((x) => !rated.some((r) => String(r.trialId) === x.trial_id));
    expect(withoutLog).toHaveLength(1);
    expect(EXPLORATION_COLUMNS.map((c) => withoutLog[0][c.name])).toEqual(EXPLORATION_COLUMNS.map(() => ''));
  });

  it('splits each stimulus’s MOS at its median exploration', async () => {
    const res = await split().expect(200);
    const body = res.body as ExplorationSplitResponse;
    const byVideo = new Map<number, typeof rated>();
    for (const r of rated) byVideo.set(r.videoId, [...(byVideo.get(r.videoId) ?? []), r]);
    expect(body.stimuli.map((s) => s.video_id)).toEqual([...byVideo.keys()].sort((a, b) => a - b));
    for (const s of body.stimuli) {
      const list = byVideo.get(s.video_id)!;
      const paths = list.map((r) => 59 * r.step * DEG).sort((a, b) => a - b);
      const m =
        paths.length % 2
          ? paths[paths.length >> 1]
          : (paths[paths.length / 2 - 1] + paths[paths.length / 2]) / 2;
      expect(s.trials).toBe(list.length);
      expect(s.median).toBeCloseTo(m, 3);
      const low = list.filter((r) => 59 * r.step * DEG <= m + 1e-6).map((r) => r.overall);
      const high = list.filter((r) => 59 * r.step * DEG > m + 1e-6).map((r) => r.overall);
      expect(s.low.n).toBe(low.length);
      expect(s.high.n).toBe(high.length);
      if (low.length > 1) {
        const e = expectedGroup(low);
        expect(s.low.mos).toBeCloseTo(e.mos, 9);
        expect(s.low.ci95_low).toBeCloseTo(e.ci95_low, 9);
        expect(s.low.ci95_high).toBeCloseTo(e.ci95_high, 9);
      }
      if (high.length > 1) expect(s.high.mos).toBeCloseTo(expectedGroup(high).mos, 9);
      expect(s.label).toMatch(/^vol_/);
    }
    expect(body.stimuli.some((s) => s.low.n > 0 && s.high.n > 0)).toBe(true);
    const total = body.stimuli.reduce((a, s) => a + s.trials, 0);
    expect(total).toBe(rated.length);
  });

  it('splits by another figure and dimension on request; refuses unknown ones with 400', async () => {
    const res = await split('?figure=control_events&dimension=clarity&flagged=include').expect(200);
    const body = res.body as ExplorationSplitResponse;
    expect(body).toMatchObject({ figure: 'control_events', dimension: 'clarity', flagged: 'include' });
    // Every clarity score is 3: both groups' MOS is 3 wherever there is one.
    for (const s of body.stimuli) for (const g of [s.low, s.high]) if (g.n > 0) expect(g.mos).toBe(3);
    const bad = await split('?figure=nose_length').expect(400);
    expect(JSON.stringify(bad.body)).toContain('figure must be one of: angular_path_deg');
    await split('?dimension=smell').expect(400);
  });

  it('derives figures not stored yet the same way for the split and the export, and keeps them', async () => {
    const split0 = (await split('?flagged=include').expect(200)).body as ExplorationSplitResponse;
    const raw0 = await rawCsv();
    const kept = await storedFigures();
    const forget = () => t.dataSource.query('UPDATE pose_logs SET figures = NULL');
    await forget();
    expect((await split('?flagged=include').expect(200)).body).toEqual(split0);
    expect(await storedFigures()).toEqual(kept);
    await forget();
    expect(await rawCsv()).toEqual(raw0);
    expect(await storedFigures()).toEqual(kept);
  });

  it('is for admins only', async () => {
    await request(t.server).get(api(AnalysisRoutes.explorationSplit)).expect(401);
  });
});
