import request from 'supertest';
import {
  AnalysisRoutes,
  ApiRoutes,
  LANGUAGE_LOCKED_MESSAGE,
  type ParticipantExport,
  type SessionStartResponse,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { User } from '../src/modules/participants/user.entity.js';
import { api, bearer, insertVideos, signupAndLogin, type Participant } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'languages@example.org', password: 'admin-secret-42' };
const scores = { clarity: 4, interaction: 3, depth: 2, overall: 5 };

function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = [...csvRecords(text)].map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe.each(DIALECTS)('participant language (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await insertVideos(t.dataSource, 40, 'lang');
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });
  afterAll(async () => {
    await t?.close();
  });

  const settings = (body: StudySettingsUpdate) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body);
  const setLanguage = (p: Participant, language: unknown, id: number = p.user_id) =>
    request(t.server)
      .put(api(ApiRoutes.participantLanguage(id)))
      .set(bearer(p.token))
      .send({ language });
  const stored = async (p: Participant) =>
    (await t.dataSource.getRepository(User).findOneByOrFail({ id: p.user_id })).language;
  const rateFirst = async (p: Participant) => {
    const session = (
      await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200)
    ).body as SessionStartResponse;
    return request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(bearer(p.token))
      .send({ trialId: session.videos[0].trial_id, ...scores })
      .expect(201);
  };

  it('offers every complete catalogue by default, English first, to participants too', async () => {
    const body = (await request(t.server).get(api(ApiRoutes.studySettings)).expect(200)).body;
    expect(body.offered_languages).toBe('en,de,fr,es,zh-Hans');
  });

  it('stores an offered language per participant and lets them change it before the first rating', async () => {
    const p = await signupAndLogin(t);
    expect(await stored(p)).toBeNull();
    expect((await setLanguage(p, 'de').expect(200)).body).toEqual({ language: 'de' });
    expect(await stored(p)).toBe('de');
    await setLanguage(p, 'fr').expect(200);
    expect(await stored(p)).toBe('fr');
  });

  it('refuses a language that is not shipped or not offered (400), and another participant’s id (403)', async () => {
    const p = await signupAndLogin(t);
    const other = await signupAndLogin(t);
    const unknown = await setLanguage(p, 'xx').expect(400);
    expect(unknown.body.message).toContain('language must be one of en, de, fr, es, zh-Hans, ar');
    await setLanguage(p, 42).expect(400);
    await setLanguage(p, null).expect(400);
    const notOffered = await setLanguage(p, 'ar').expect(400);
    expect(notOffered.body.message).toBe('language must be one the study offers: en, de, fr, es, zh-Hans');
    await setLanguage(p, 'de', other.user_id).expect(403);
    expect(await stored(p)).toBeNull();
  });

  it('locks the language at the first rating: the same one is accepted, another is 409', async () => {
    const p = await signupAndLogin(t);
    await setLanguage(p, 'es').expect(200);
    await rateFirst(p);
    await setLanguage(p, 'es').expect(200);
    const locked = await setLanguage(p, 'de').expect(409);
    expect(locked.body.message).toBe(LANGUAGE_LOCKED_MESSAGE);
    expect(await stored(p)).toBe('es');
  });

  it('narrows the offer with the study setting, and validates it', async () => {
    const bad = await settings({ offered_languages: 'de,xx' }).expect(400);
    expect(bad.body.message).toEqual([
      'offered_languages must be one or more of en, de, fr, es, zh-Hans, ar, separated by commas (the first is the default)',
    ]);
    await settings({ offered_languages: 'de,ar' }).expect(200);
    try {
      const p = await signupAndLogin(t);
      await setLanguage(p, 'en').expect(400);
      await setLanguage(p, 'ar').expect(200);
    } finally {
      await settings({ offered_languages: 'en,de,fr,es,zh-Hans' }).expect(200);
    }
  });

  it('is carried in the raw export and in the participant’s own export', async () => {
    const p = await signupAndLogin(t);
    await setLanguage(p, 'zh-Hans').expect(200);
    const rating = await rateFirst(p);
    const csv = await request(t.server).get(api(AnalysisRoutes.rawCsv)).set(admin).expect(200);
    const row = parseCsv(csv.text).find((r) => r.rating_id === String(rating.body.rating_id));
    expect(row?.language).toBe('zh-Hans');
    const exported = (
      await request(t.server)
        .get(api(ApiRoutes.admin.participantExport(p.user_id)))
        .set(admin)
        .expect(200)
    ).body as ParticipantExport;
    expect(exported.participant.language).toBe('zh-Hans');
  });

  it('analyses a study one language at a time: language= on the per-condition table and the sureal dataset', async () => {
    const french = await signupAndLogin(t);
    await setLanguage(french, 'fr').expect(200);
    await rateFirst(french);
    const table = (language?: string) =>
      request(t.server)
        .get(api(AnalysisRoutes.conditionsCsv))
        .query({ screening: 'off', ...(language ? { language } : {}) })
        .set(admin);
    const ratingsIn = (csv: string) =>
      parseCsv(csv)
        .filter((row) => row.kind === 'compression')
        .reduce((sum, row) => sum + Number(row.n), 0);
    const fr = await table('fr').expect(200);
    expect(fr.headers['content-disposition']).toBe(
      'attachment; filename="vvq-conditions-overall-all-fr.csv"',
    );
    expect(ratingsIn(fr.text)).toBe(1);
    const all = ratingsIn((await table().expect(200)).text);
    const en = ratingsIn((await table('en').expect(200)).text);
    const zh = ratingsIn((await table('zh-Hans').expect(200)).text);
    const es = ratingsIn((await table('es').expect(200)).text);
    // Every rating counted once: English (chosen or never chosen) and the languages the earlier tests rated in.
    expect(en + zh + es + 1).toBe(all);

    const sureal = await request(t.server)
      .get(api(AnalysisRoutes.surealPy))
      .query({ language: 'fr' })
      .set(admin)
      .expect(200);
    expect(sureal.headers['content-disposition']).toBe('attachment; filename="vvq_overall_video_fr.py"');
    expect(new Set(sureal.text.match(/'P[0-9a-f]{12}'/g)).size).toBe(1);
    const bad = await table('fr;drop').expect(400);
    expect(bad.body.message).toEqual(['language must be a language code such as en, de or pt-BR']);
  });
});
