import request from 'supertest';
import { AnalysisRoutes, ApiRoutes, type AnalysisResponse, type AssignedVideo } from '@vvq/contracts';
import {
  fitOrdinalModel,
  scoreCubeOf,
  simulateStudy,
  surealMle,
  surealP910,
  type ScoreRecord,
} from '@vvq/subjective';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { participantPastQuestionnaire } from './support/api-helpers.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'models-analyst@example.org', password: 'analysis-secret-1', name: 'Analyst' };

/* 4 catalogue videos, each of the 6 participants rates all four (a complete design, what sureal needs). */
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

const csvOf = (scores: readonly ScoreRecord[]) =>
  ['observer,presentation,score', ...scores.map((s) => `${s.observer},${s.presentation},${s.score}`)].join(
    '\n',
  );
const rounded = (scores: readonly ScoreRecord[]) =>
  scores.map((s) => ({ ...s, score: Math.min(5, Math.max(1, Math.round(s.score))) }));

describe.each(DIALECTS)('model=ordinal and the sureal models in the analysis API (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const videoIds: Record<string, number> = {};

  const upload = (csv: string, query: Record<string, string>) =>
    request(t.server)
      .post(api(AnalysisRoutes.upload))
      .query(query)
      .set('Authorization', admin)
      .set('Content-Type', 'text/csv')
      .send(csv);

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
      const email = `models.${o.toLowerCase()}@example.org`;
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

  const catalogueScores = () =>
    Object.entries(OVERALL).flatMap(([label, byObserver]) =>
      Object.entries(byObserver).map(([observer, score]) => ({
        observer,
        presentation: String(videoIds[label]),
        score,
      })),
    );

  const analysis = async (model: string) =>
    (
      await request(t.server)
        .get(api(AnalysisRoutes.analysis))
        .query({ model })
        .set('Authorization', admin)
        .expect(200)
    ).body as AnalysisResponse;

  it('answers model=ordinal on the study’s ratings in the mle block, as the engine fits them', async () => {
    const body = await analysis('ordinal');
    const mle = body.mle!;
    expect(mle.converged).toBe(true);
    expect(mle.fits.compression!.converged).toBe(true);
    expect(mle.fits.view!.converged).toBe(true);
    expect(mle.observers.map((o) => o.observer)).toEqual(body.observers.map((o) => o.observer));
    const expected = fitOrdinalModel(catalogueScores());
    for (const p of expected.presentations) {
      const row = body.videos.find((v) => String(v.video_id) === p.presentation)!;
      expect(row.mle!.quality).toBeCloseTo(p.quality, 6);
      expect(row.mle!.ci95_low!).toBeCloseTo(p.ci95_low!, 6);
    }
    // V2 is rated highest by everyone.
    const v2 = body.videos.find((v) => v.video_id === videoIds.V2)!.mle!.quality;
    for (const v of body.videos) expect(v.mle!.quality).toBeLessThanOrEqual(v2);
  });

  it('answers sureal’s P910, MLE_CO and MLE on the complete design as the ports compute them', async () => {
    const scores = catalogueScores();
    const { cube, presentations } = scoreCubeOf(scores);
    const contentOf = (p: string) => CATALOGUE.find((v) => String(videoIds[v.label]) === p)!.content;
    const ports = {
      'sureal-p910': surealP910(cube),
      'sureal-mle-co': surealMle(cube, 'CONTENT_OBLIVIOUS'),
      'sureal-mle': surealMle(
        cube,
        'DEFAULT',
        presentations.map((p) => (contentOf(p) === 'c1' ? 0 : 1)),
      ),
    };
    for (const [model, port] of Object.entries(ports)) {
      const body = await analysis(model);
      expect(body.mle!.iterations).toBe(port.iterations);
      presentations.forEach((p, e) => {
        const row = body.videos.find((v) => String(v.video_id) === p)!;
        // The database's observers are pseudonyms, so the cube's observer order (and the summation order) differs.
        expect(row.mle!.quality).toBeCloseTo(port.quality[e], 9);
        expect(row.mle!.ci95_high!).toBeCloseTo(port.quality_ci95[e][1], 9);
      });
    }
  });

  it('answers an uploaded complete design with exactly the numbers of the sureal ports', async () => {
    const scores = rounded(simulateStudy(11, 6, 10, 6).scores);
    const { cube, presentations, observers } = scoreCubeOf(scores);
    const port = surealMle(cube, 'CONTENT_OBLIVIOUS');
    const body = (await upload(csvOf(scores), { model: 'sureal-mle-co', screening: 'off' }).expect(200))
      .body as AnalysisResponse;
    expect(body.mle!.presentations.map((p) => p.presentation)).toEqual(presentations);
    body.mle!.presentations.forEach((p, e) => {
      expect(p.quality).toBe(port.quality[e]);
      expect(p.ci95_low).toBe(port.quality_ci95[e][0]);
    });
    expect(body.mle!.observers.map((o) => o.observer)).toEqual(observers);
    body.mle!.observers.forEach((o, s) => {
      expect(o.bias).toBe(port.bias[s]);
      expect(o.inconsistency).toBe(port.inconsistency[s]);
    });
  });

  it('fits an uploaded sparse design with model=ordinal exactly as the engine does', async () => {
    const scores = rounded(simulateStudy(5, 20, 50).scores);
    const body = (await upload(csvOf(scores), { model: 'ordinal', screening: 'off' }).expect(200))
      .body as AnalysisResponse;
    const expected = fitOrdinalModel(scores);
    expect(body.mle).toMatchObject({ converged: true, iterations: expected.iterations });
    for (const p of body.mle!.presentations) {
      const e = expected.presentations.find((x) => x.presentation === p.presentation)!;
      expect(p.quality).toBe(e.quality);
      expect(p.ci95_low).toBe(e.ci95_low);
    }
  });

  it('refuses decimal scores with model=ordinal (400 naming the score), and still takes them with model=mle', async () => {
    const csv = 'observer,presentation,score\na,p1,3.5\na,p2,4\nb,p1,3\nb,p2,5\n';
    const res = await upload(csv, { model: 'ordinal' }).expect(400);
    expect(res.body.error).toMatch(/model=ordinal needs whole-number scores.*observer 'a' gave 3.5 to 'p1'/);
    await upload(csv, { model: 'mle' }).expect(200);
  });

  it('refuses a sureal model on a sparse upload with 400 saying why', async () => {
    const scores = rounded(simulateStudy(2, 12, 30).scores);
    const res = await upload(csvOf(scores), { model: 'sureal-mle', screening: 'off' }).expect(400);
    expect(res.body.error).toMatch(/model=sureal-mle reproduces sureal on complete designs/);
  });

  it('names every model when one is unknown', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.analysis))
      .query({ model: 'sureal' })
      .set('Authorization', admin)
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(
      'model must be one of: mle, ordinal, sureal-mle, sureal-mle-co, sureal-p910',
    );
  });

  // Last: it makes the study's design sparse (a fifth video, which the seventh observer's session cannot all cover).
  it('refuses a sureal model on the study’s ratings once the design is sparse, and still fits model=ordinal', async () => {
    await t.dataSource.getRepository(Video).save({
      label: 'V5',
      content: 'c3',
      view: 'front',
      compression_type: 'tex',
      qp: '30',
      url: '/media/catalogue/V5.mp4',
    });
    const email = 'models.g@example.org';
    const { user_id, auth } = await participantPastQuestionnaire(t, 'Observer G', email);
    const session = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(auth)
      .send({ userId: user_id });
    for (const v of session.body.videos as AssignedVideo[]) {
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(auth)
        .send({
          trialId: v.trial_id,
          clarity: 3,
          interaction: 3,
          depth: 3,
          overall: 3,
          comments: null,
          viewport_width: 1280,
          played_to_end: true,
        })
        .expect(201);
    }
    const res = await request(t.server)
      .get(api(AnalysisRoutes.analysis))
      .query({ model: 'sureal-p910' })
      .set('Authorization', admin)
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('model=sureal-p910 reproduces sureal on complete designs');
    expect((await analysis('ordinal')).mle!.converged).toBe(true);
  });
});
