import request from 'supertest';
import { AnalysisRoutes, ApiRoutes, type AnalysisResponse, type AssignedVideo } from '@vvq/contracts';
import { csvRecords, simulateStudy, fitSubjectiveModel } from '@vvq/subjective';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { participantPastQuestionnaire } from './support/api-helpers.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'mle-analyst@example.org', password: 'analysis-secret-1', name: 'Analyst' };

/* 4 catalogue videos, so each of the 6 participants rates all four (a complete design); observer B is A + 1. */
const OVERALL: Record<string, Record<string, number>> = {
  V1: { A: 1, B: 2, C: 1, D: 2, E: 2, F: 1 },
  V2: { A: 4, B: 5, C: 4, D: 3, E: 4, F: 5 },
  V3: { A: 2, B: 3, C: 3, D: 2, E: 1, F: 2 },
  V4: { A: 3, B: 4, C: 3, D: 4, E: 3, F: 3 },
};
const OBSERVERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const CATALOGUE = [
  { label: 'V1', content: 'c1', view: 'front', compression_type: 'tex', qp: '30' },
  { label: 'V2', content: 'c1', view: 'side', compression_type: 'tex', qp: '30' },
  { label: 'V3', content: 'c2', view: 'front', compression_type: 'geo', qp: '50' },
  { label: 'V4', content: 'c2', view: 'front', compression_type: 'geo', qp: '55' },
];

describe.each(DIALECTS)('maximum-likelihood model in the analysis API (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const videoIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    for (const v of CATALOGUE) {
      const saved = await t.dataSource
        .getRepository(Video)
        .save({ ...v, url: `/media/catalogue/${v.label}.mp4` });
      videoIds[v.label] = saved.id;
    }
    for (const o of OBSERVERS) {
      const email = `mle.${o.toLowerCase()}@example.org`;
      const { user_id, auth } = await participantPastQuestionnaire(t, `Observer ${o}`, email);
      const session = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(auth)
        .send({ userId: user_id });
      expect(session.status).toBeLessThan(300);
      for (const v of session.body.videos as AssignedVideo[]) {
        const overall = OVERALL[v.label][o];
        await request(t.server)
          .post(api(ApiRoutes.ratings))
          .set(auth)
          .send({
            trialId: v.trial_id,
            clarity: overall,
            interaction: 3,
            depth: 3,
            overall,
            comments: null,
            viewport_width: 1280,
            played_to_end: true,
          })
          .expect(201);
      }
    }
    const adminLogin = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${adminLogin.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('adds the MLE per video, per condition and per observer with model=mle, and nothing without it', async () => {
    const plain = (
      await request(t.server).get(api(AnalysisRoutes.analysis)).set('Authorization', admin).expect(200)
    ).body as AnalysisResponse;
    expect(plain.mle).toBeUndefined();
    expect(plain.videos[0]).not.toHaveProperty('mle');

    const body = (
      await request(t.server)
        .get(api(AnalysisRoutes.analysis))
        .query({ model: 'mle' })
        .set('Authorization', admin)
        .expect(200)
    ).body as AnalysisResponse;
    const mle = body.mle!;
    expect(mle).toMatchObject({ converged: true, fits: { video: { converged: true } } });
    expect(mle.fits.compression!.converged).toBe(true);
    expect(mle.fits.view!.converged).toBe(true);
    expect(mle.iterations).toBeGreaterThan(0);
    expect(mle.presentations).toHaveLength(4);
    expect(body.list_totals.mle_presentations).toBe(4);
    // Same observers, same order as the bias rows (the UI puts them side by side).
    expect(mle.observers.map((o) => o.observer)).toEqual(body.observers.map((o) => o.observer));
    for (const o of mle.observers) {
      expect(o.bias_ci95_low).toBeLessThan(o.bias);
      expect(o.bias_ci95_high).toBeGreaterThan(o.bias);
      expect(o.inconsistency).toBeGreaterThan(0);
    }
    // V2 is rated highest by everyone: the highest quality, with an interval around it.
    const v2 = body.videos.find((v) => v.video_id === videoIds.V2)!.mle!;
    for (const v of body.videos) expect(v.mle!.quality).toBeLessThanOrEqual(v2.quality);
    expect(v2.ci95_low!).toBeLessThan(v2.quality);
    expect(v2.ci95_high!).toBeGreaterThan(v2.quality);
    // Complete design, mean bias 0: the mean of the qualities is the grand mean of the scores.
    const grand = Object.values(OVERALL).flatMap((r) => Object.values(r));
    const meanQ = body.videos.reduce((a, v) => a + v.mle!.quality, 0) / 4;
    expect(meanQ).toBeCloseTo(grand.reduce((a, c) => a + c, 0) / grand.length, 6);
    for (const c of body.conditions)
      expect(c.mle).toEqual(expect.objectContaining({ quality: expect.any(Number) }));

    // Observer paging applies to the MLE observers too.
    const page = (
      await request(t.server)
        .get(api(AnalysisRoutes.analysis))
        .query({ model: 'mle', observer_offset: 2, observer_limit: 2 })
        .set('Authorization', admin)
        .expect(200)
    ).body as AnalysisResponse;
    expect(page.mle!.observers.map((o) => o.observer)).toEqual(
      mle.observers.slice(2, 4).map((o) => o.observer),
    );
  });

  it('rejects an unknown model with 400 on the analysis and the upload', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.analysis))
      .query({ model: 'bayes' })
      .set('Authorization', admin)
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('model must be one of: mle');
    await request(t.server)
      .post(api(AnalysisRoutes.upload))
      .query({ model: 'MLE' })
      .set('Authorization', admin)
      .set('Content-Type', 'text/csv')
      .send('observer,presentation,score\na,p,1\n')
      .expect(400);
  });

  it('fits an uploaded sparse design (4 scores per observer) exactly as the engine does', async () => {
    const study = simulateStudy(5, 20, 50);
    const csv = [
      'observer,presentation,score',
      ...study.scores.map((s) => `${s.observer},${s.presentation},${s.score}`),
    ].join('\n');
    const body = (
      await request(t.server)
        .post(api(AnalysisRoutes.upload))
        .query({ model: 'mle', screening: 'off' })
        .set('Authorization', admin)
        .set('Content-Type', 'text/csv')
        .send(csv)
        .expect(200)
    ).body as AnalysisResponse;
    const expected = fitSubjectiveModel(study.scores);
    expect(body.mle).toMatchObject({ converged: true, iterations: expected.iterations });
    expect(body.mle!.presentations).toHaveLength(20);
    for (const p of body.mle!.presentations) {
      const e = expected.presentations.find((x) => x.presentation === p.presentation)!;
      expect(p.quality).toBeCloseTo(e.quality, 9);
      expect(p.ci95_low).toBeCloseTo(e.ci95_low!, 9);
      expect(p.ci95_high).toBeCloseTo(e.ci95_high!, 9);
    }
    expect(body.mle!.observers).toHaveLength(50);
    expect(body.mle!.observers[0]).toEqual(
      expect.objectContaining({
        observer: expect.any(String),
        bias: expect.any(Number),
        bias_ci95_low: expect.any(Number),
        bias_ci95_high: expect.any(Number),
        inconsistency: expect.any(Number),
      }),
    );
    expect(body.mle!.fits).toMatchObject({ compression: null, view: null });
    expect(body.videos[0].mle).toEqual(expect.objectContaining({ quality: expect.any(Number) }));
  });

  it('carries the MLE quality and interval in the per-condition export', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.conditionsCsv))
      .set('Authorization', admin)
      .expect(200);
    const [header, ...rows] = [...csvRecords(res.text)].map((r) => r.fields);
    const col = (name: string) => header.indexOf(name);
    expect(col('mle_quality')).toBeGreaterThan(col('ci95_high'));
    expect(col('mle_ci95_low')).toBeGreaterThan(0);
    for (const r of rows) {
      expect(Number.isFinite(Number(r[col('mle_quality')]))).toBe(true);
      expect(Number(r[col('mle_ci95_low')])).toBeLessThan(Number(r[col('mle_quality')]));
    }
  });
});
