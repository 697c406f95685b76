import request from 'supertest';
import { read, utils } from 'xlsx';
import {
  AnalysisRoutes,
  ApiRoutes,
  MethodRoutes,
  type AssignedVideo,
  type DmosResponse,
} from '@vvq/contracts';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { binaryBody, participantPastQuestionnaire } from './support/api-helpers.js';
import { csvRecords } from '@vvq/subjective';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'method-admin@example.org', password: 'method-secret-12', name: 'Admin' };
const CATALOGUE = [
  { label: 'A-ref', content: 'a', view: 'front', compression_type: 'none', qp: '0' },
  { label: 'A-30', content: 'a', view: 'front', compression_type: 'tex', qp: '30' },
  { label: 'B-ref', content: 'b', view: 'front', compression_type: 'none', qp: '0' },
  { label: 'B-30', content: 'b', view: 'front', compression_type: 'tex', qp: '30' },
];

describe.each(DIALECTS)('the study setting method and the reference marks (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

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
      ids[v.label] = saved.id;
    }
    const login = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${login.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  const setMethod = (method: string) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set('Authorization', admin).send({ method });
  const mark = (label: string, value: unknown) =>
    request(t.server)
      .put(api(MethodRoutes.videoReference(ids[label])))
      .set('Authorization', admin)
      .send({ is_reference: value });

  it('defaults to acr, the spec journey, and is public', async () => {
    const res = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
    expect(res.body.method).toBe('acr');
  });

  it('refuses ACR-HR while a content has no reference, naming the contents', async () => {
    const res = await setMethod('acr-hr').expect(400);
    expect(res.body.message).toBe('ACR-HR needs a reference video in every content; none is marked in: a, b');
    await mark('A-ref', true).expect(200);
    const still = await setMethod('acr-hr').expect(400);
    expect(still.body.message).toBe('ACR-HR needs a reference video in every content; none is marked in: b');
  });

  it('marks references one per content, for admins only, with clear refusals', async () => {
    await request(t.server)
      .put(api(MethodRoutes.videoReference(ids['B-ref'])))
      .send({ is_reference: true })
      .expect(401);
    const res = await mark('B-ref', true).expect(200);
    expect(res.body).toEqual({ id: ids['B-ref'], content: 'b', label: 'B-ref', is_reference: true });
    const second = await mark('B-30', true).expect(409);
    expect(second.body.message).toBe(
      `Content 'b' already has a reference: 'B-ref' (id ${ids['B-ref']}); unmark it first`,
    );
    expect((await mark('B-30', 'yes').expect(400)).body.message).toEqual([
      'is_reference must be true or false',
    ]);
    await request(t.server)
      .put(api(MethodRoutes.videoReference(999999)))
      .set('Authorization', admin)
      .send({ is_reference: true })
      .expect(404);
    const row = await t.dataSource.getRepository(Video).findOneByOrFail({ id: ids['B-ref'] });
    expect(row.is_reference).toBe(true);
    const list = await request(t.server)
      .get(api(MethodRoutes.videoReferences))
      .set('Authorization', admin)
      .expect(200);
    expect(list.body).toEqual({ ids: [ids['A-ref'], ids['B-ref']] });
  });

  it('switches to ACR-HR once every content has its reference, and back', async () => {
    expect((await setMethod('acr-hr').expect(200)).body.settings.method).toBe('acr-hr');
    expect((await request(t.server).get(api(ApiRoutes.studySettings)).expect(200)).body.method).toBe(
      'acr-hr',
    );
    // Pair comparison is a method now (study-method-pc.int-spec.ts); a method VVQ does not run is still refused.
    expect((await setMethod('mushra').expect(400)).body.message).toEqual([
      'method must be one of acr, acr-hr, dcr, pc',
    ]);
  });

  it('hides the references among the stimuli of an ACR-HR session, then refuses a method change', async () => {
    const email = 'method.rater@example.org';
    const { user_id, auth } = await participantPastQuestionnaire(t, 'Rater', email);
    const session = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(auth)
      .send({ userId: user_id });
    expect(session.status).toBeLessThan(300);
    const videos = session.body.videos as AssignedVideo[];
    // Every catalogue video, references included, assigned like any other; nothing tells the participant which.
    expect(videos.map((v) => v.label).sort()).toEqual(['A-30', 'A-ref', 'B-30', 'B-ref']);
    expect(JSON.stringify(videos)).not.toContain('reference');
    // Rate both videos of content a (reference 5, processed 2) and only the processed video of content b.
    const overall: Record<string, number> = { 'A-ref': 5, 'A-30': 2, 'B-30': 4 };
    for (const v of videos.filter((x) => x.label in overall))
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(auth)
        .send({
          trialId: v.trial_id,
          clarity: 3,
          interaction: 3,
          depth: 3,
          overall: overall[v.label],
          comments: null,
          viewport_width: 1280,
          played_to_end: true,
        })
        .expect(201);

    // The live ACR-HR analysis: DMOS for content a; b waits for a rating of its reference.
    await request(t.server).get(api(MethodRoutes.analysisDmos)).expect(401);
    const live = await request(t.server)
      .get(`${api(MethodRoutes.analysisDmos)}?dimension=overall`)
      .set('Authorization', admin)
      .expect(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const body = live.body as DmosResponse;
    expect(body).toMatchObject({ method: 'acr-hr', observers: 1, ratings: 2, skipped_contents: ['b'] });
    const byVideo = Object.fromEntries(body.rows.map((r) => [r.presentation, r]));
    expect(byVideo[String(ids['A-30'])]).toMatchObject({ content: 'a', is_reference: false, dmos: 2 });
    expect(byVideo[String(ids['A-ref'])]).toMatchObject({ is_reference: true, dmos: 5 });
    await request(t.server)
      .get(`${api(MethodRoutes.analysisDmos)}?dimension=nope`)
      .set('Authorization', admin)
      .expect(400);
    const res = await setMethod('acr').expect(409);
    expect(res.body.message).toBe(
      "The study already has 3 ratings under method 'acr-hr'; the method cannot change once ratings exist",
    );
    // Saving the method it already has is no change, and other settings still save.
    await setMethod('acr-hr').expect(200);

    // The raw export names the method and which rated video is its content's reference.
    const raw = await request(t.server)
      .get(api(AnalysisRoutes.rawCsv))
      .set('Authorization', admin)
      .expect(200);
    const [header, ...rows] = raw.text
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const col = (name: string) => header.indexOf(name);
    expect(col('method')).toBeGreaterThan(0);
    const byLabel = Object.fromEntries(rows.map((r) => [r[col('label')], r]));
    expect(byLabel['A-ref'][col('video_is_reference')]).toBe('1');
    expect(byLabel['A-30'][col('video_is_reference')]).toBe('0');
    expect(rows.map((r) => r[col('method')])).toEqual(['acr-hr', 'acr-hr', 'acr-hr']);
  });

  it('names the method on every row of the per-condition export, CSV and XLSX with its dictionary', async () => {
    const csv = await request(t.server)
      .get(api(AnalysisRoutes.conditionsCsv))
      .query({ dimension: 'overall', screening: 'off' })
      .set('Authorization', admin)
      .expect(200);
    const [header, ...rows] = [...csvRecords(csv.text)].map((r) => r.fields);
    // Last, so the columns before it keep their places in the files labs already read.
    expect(header.at(-1)).toBe('method');
    expect(header.slice(0, 2)).toEqual(['kind', 'content']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.at(-1))).toEqual(rows.map(() => 'acr-hr'));
    const xlsx = await request(t.server)
      .get(api(AnalysisRoutes.conditionsXlsx))
      .set('Authorization', admin)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const wb = read(xlsx.body as Buffer);
    const sheet = utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Conditions);
    expect(sheet.length).toBe(rows.length);
    expect(sheet.every((r) => r.method === 'acr-hr')).toBe(true);
    const dictionary = utils.sheet_to_json<Record<string, string>>(wb.Sheets['Data dictionary']);
    expect(dictionary.find((r) => r.column === 'method')?.meaning).toContain('acr-hr');
  });
});
