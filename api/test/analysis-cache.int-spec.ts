import request from 'supertest';
import { AnalysisRoutes, ApiRoutes, type AnalysisResponse, type AssignedVideo } from '@vvq/contracts';
import { ANALYSIS_CACHE_HEADER } from '../src/modules/analysis/analysis.controller.js';
import { csvRecords } from '@vvq/subjective';
import { QualityFlagRow } from '../src/modules/quality/quality-flag.entity.js';
import { insertVideos, signupAndLogin, validQuestionnaire, type Participant } from './support/api-helpers.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'cache@example.org', password: 'analysis-cache-secret-1' };

/*
 * The analysis is cached per query and data version (docs/developer/decisions/analysis.md): these tests show a second call
 * served from the cache (X-Analysis-Cache: hit) and every change of what the analysis reads — a new rating, a flag
 * set by another process and its reversal, a participant deleted — making the next call compute again and see it.
 */
describe.each(DIALECTS)('analysis cache (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const participants: Participant[] = [];

  /** Signs a participant up and has them rate all four videos, every dimension `score`. */
  async function rateAll(name: string, score: number): Promise<Participant> {
    const p = await signupAndLogin(t, name);
    const auth = { Authorization: `Bearer ${p.token}` };
    await request(t.server)
      .post(api(ApiRoutes.questionnaire))
      .set(auth)
      .send(validQuestionnaire(p.user_id))
      .expect(201);
    const session = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(auth)
      .send({ userId: p.user_id });
    expect(session.status).toBeLessThan(300);
    for (const v of session.body.videos as AssignedVideo[])
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(auth)
        .send({ trialId: v.trial_id, clarity: score, interaction: score, depth: score, overall: score })
        .expect(201);
    return p;
  }

  async function analysis(query = ''): Promise<{ body: AnalysisResponse; cache: string }> {
    const res = await request(t.server)
      .get(api(`${AnalysisRoutes.analysis}${query}`))
      .set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return {
      body: res.body as AnalysisResponse,
      cache: String(res.headers[ANALYSIS_CACHE_HEADER.toLowerCase()]),
    };
  }

  /** The per-condition export's total N over the compression conditions (every analysed rating once). */
  async function conditionsN(): Promise<number> {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.conditionsCsv))
      .set('Authorization', admin)
      .expect(200);
    const [header, ...rows] = [...csvRecords(res.text)].map((r) => r.fields);
    const kind = header.indexOf('kind');
    const n = header.indexOf('n');
    return rows.filter((r) => r[kind] === 'compression').reduce((sum, r) => sum + Number(r[n]), 0);
  }

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    await insertVideos(t.dataSource, 4, 'cache');
    for (const [i, name] of ['Ada', 'Ben', 'Cy'].entries()) participants.push(await rateAll(name, i + 2));
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = `Bearer ${login.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('serves a repeated query from the cache, byte for byte; another query is computed', async () => {
    const first = await analysis();
    expect(first.cache).toBe('miss');
    expect(first.body.totals).toEqual({ ratings: 12, observers: 3, videos: 4 });
    const second = await analysis();
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect((await analysis('?unit=condition')).cache).toBe('miss');
    expect((await analysis('?unit=condition')).cache).toBe('hit');
    // The page of observers is part of the key.
    const page = await analysis('?observer_offset=1&observer_limit=1');
    expect(page.cache).toBe('miss');
    expect(page.body.observers).toEqual([first.body.observers[1]]);
  });

  it('computes once for identical requests that arrive together', async () => {
    const query = '?dimension=depth&model=mle';
    const answers = await Promise.all([1, 2, 3].map(() => analysis(query)));
    expect(answers.filter((a) => a.cache === 'miss')).toHaveLength(1);
    expect(answers.every((a) => ['miss', 'shared', 'hit'].includes(a.cache))).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it('computes again after a new rating, and includes it', async () => {
    expect((await analysis()).cache).toBe('hit');
    expect(await conditionsN()).toBe(12);
    participants.push(await rateAll('Dee', 5));
    const after = await analysis();
    expect(after.cache).toBe('miss');
    expect(after.body.totals).toEqual({ ratings: 16, observers: 4, videos: 4 });
    expect((await analysis()).cache).toBe('hit');
    expect(await conditionsN()).toBe(16);
  });

  it('computes again when a participant is flagged (by any process) and when the flag is reversed', async () => {
    expect((await analysis()).cache).toBe('hit');
    // Another API process's rating transaction flagged Ada: written straight to the database, as it would be.
    const flag = await t.dataSource.getRepository(QualityFlagRow).save({
      user_id: participants[0].user_id,
      rule: 'straight_lining',
      evidence: '{}',
      trigger_rating_id: 1,
      flagged_at: new Date(),
      reversed_at: null,
      reversed_by_admin_id: null,
    });
    const flagged = await analysis();
    expect(flagged.cache).toBe('miss');
    expect(flagged.body.totals).toEqual({ ratings: 12, observers: 3, videos: 4 });
    expect((await analysis('?flagged=include')).body.totals.ratings).toBe(16);
    expect(await conditionsN()).toBe(12);
    await request(t.server)
      .post(api(ApiRoutes.admin.qualityFlagReverse(flag.id)))
      .set('Authorization', admin)
      .expect(200);
    const reversed = await analysis();
    expect(reversed.cache).toBe('miss');
    expect(reversed.body.totals.ratings).toBe(16);
    expect(await conditionsN()).toBe(16);
  });

  it('computes again when a participant is deleted, without their ratings', async () => {
    expect((await analysis()).cache).toBe('hit');
    await request(t.server)
      .delete(api(ApiRoutes.admin.user(participants[1].user_id)))
      .set('Authorization', admin)
      .expect(200);
    const after = await analysis();
    expect(after.cache).toBe('miss');
    expect(after.body.totals).toEqual({ ratings: 12, observers: 3, videos: 4 });
    expect(after.body.observers.map((o) => o.user_id)).not.toContain(participants[1].user_id);
    expect(await conditionsN()).toBe(12);
  });
});
