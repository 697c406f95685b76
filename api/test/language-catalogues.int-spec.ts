import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { ApiRoutes, type LanguageCatalogueReport, type StudySettingsUpdate } from '@vvq/contracts';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'catalogues@example.org', password: 'admin-secret-42' };
const LOCALES = new URL('../../participant-app/src/i18n/locales/', import.meta.url);
const english = readFileSync(fileURLToPath(new URL('en.json', LOCALES)), 'utf8');
const german = readFileSync(fileURLToPath(new URL('de.json', LOCALES)), 'utf8');

/** An "Italian" catalogue: the German one's lines under another code, with two keys worded (a partial one). */
const italian = german
  .replace(/"common.submit": "[^"]*"/, '"common.submit": "Invia"')
  .replace(/"login.title": "[^"]*"/, '"login.title": "Accesso"');

describe.each(DIALECTS)('language catalogues a lab uploads (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (code: string, body: object) =>
    request(t.server)
      .put(api(ApiRoutes.admin.languageCatalogue(code)))
      .set(admin)
      .send(body);
  const settings = (body: StudySettingsUpdate) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body);

  it('stores a checked catalogue, lists it, serves it to participants and lets the study offer it', async () => {
    const partial = `{\n${italian.split('\n').slice(1, 40).join('\n').replace(/,$/, '')}\n}\n`;
    const stored = await upload('it', { name: 'Italiano', dir: 'ltr', catalogue: partial }).expect(200);
    const report = stored.body as LanguageCatalogueReport;
    expect(report.catalogue).toMatchObject({
      code: 'it',
      name: 'Italiano',
      dir: 'ltr',
      overrides_shipped: false,
    });
    expect(report.catalogue.keys).toBe(39);
    expect(report.issues.length).toBe(report.catalogue.missing);
    expect(report.issues.every((issue) => issue.kind === 'missing')).toBe(true);

    const list = await request(t.server).get(api(ApiRoutes.admin.languageCatalogues)).set(admin).expect(200);
    expect(list.body.map((c: { code: string }) => c.code)).toEqual(['it']);
    const offered = await request(t.server).get(api(ApiRoutes.languages)).expect(200);
    expect(offered.body).toEqual([{ code: 'it', name: 'Italiano', dir: 'ltr' }]);
    const texts = await request(t.server)
      .get(api(ApiRoutes.languageCatalogue('it')))
      .expect(200);
    expect(texts.body.entries['common.submit']).toBe('Invia');

    await settings({ offered_languages: 'en,it' }).expect(200);
    try {
      const p = await signupAndLogin(t);
      await request(t.server)
        .put(api(ApiRoutes.participantLanguage(p.user_id)))
        .set(bearer(p.token))
        .send({ language: 'it' })
        .expect(200);
    } finally {
      await settings({ offered_languages: 'en,de,fr,es,zh-Hans' }).expect(200);
    }
  });

  it('refuses a catalogue with extra keys, broken placeholders or bad JSON, naming each line (400)', async () => {
    const broken = english
      .replace('"rating.videoTitle": "Video {{number}}"', '"rating.videoTitle": "Video {{numero}}"')
      .replace('"common.submit": "Submit",', '"common.submit": "Submit",\n  "common.extra": "Extra",');
    const refused = await upload('it', { name: 'Italiano', dir: 'ltr', catalogue: broken }).expect(400);
    const lineOf = (needle: string) => broken.split('\n').findIndex((line) => line.includes(needle)) + 1;
    expect(refused.body.error).toBe('The catalogue was not stored: 2 problem(s) to fix');
    expect(refused.body.message).toEqual([
      `line ${lineOf('"common.extra"')}: "common.extra" is not a key of the English catalogue`,
      `line ${lineOf('{{numero}}')}: "rating.videoTitle" needs {{number}}, has {{numero}}`,
    ]);

    const json = await upload('it', { name: 'Italiano', dir: 'ltr', catalogue: '{\n  "a": "b",\n}' }).expect(
      400,
    );
    expect(json.body.message).toEqual([expect.stringMatching(/^line \d: the file is not valid JSON$/)]);
    // The earlier catalogue stays as it was.
    const texts = await request(t.server)
      .get(api(ApiRoutes.languageCatalogue('it')))
      .expect(200);
    expect(texts.body.entries['common.submit']).toBe('Invia');
  });

  it('validates the request: code, name, direction, English, size; and admins only', async () => {
    const good = { name: 'X', dir: 'ltr', catalogue: '{}' };
    expect((await upload('Italian!', good).expect(400)).body.message).toContain('language code');
    expect((await upload('en', good).expect(400)).body.message).toContain('English is the reference');
    await upload('it', { ...good, dir: 'up' }).expect(400);
    await upload('it', { ...good, name: '' }).expect(400);
    await upload('it', { ...good, catalogue: 42 }).expect(400);
    await upload('it', { ...good, catalogue: `{"a":"${'x'.repeat(200_001)}"}` }).expect(400);
    await request(t.server)
      .put(api(ApiRoutes.admin.languageCatalogue('it')))
      .send(good)
      .expect(401);
    await request(t.server)
      .get(api(ApiRoutes.languageCatalogue('xx')))
      .expect(404);
  });

  it('overrides some keys of a shipped language, and offers nothing it has no catalogue for', async () => {
    const fix = '{\n  "common.submit": "Absenden!"\n}\n';
    const stored = await upload('de', { name: 'Deutsch', dir: 'ltr', catalogue: fix }).expect(200);
    expect(stored.body.catalogue).toMatchObject({ overrides_shipped: true, keys: 1 });
    const bad = await settings({ offered_languages: 'en,pt-BR' }).expect(400);
    expect(bad.body.message).toEqual([
      'offered_languages must be one or more of en, de, fr, es, zh-Hans, ar, it, separated by commas (the first is the default)',
    ]);
  });

  it('previews a language as its participants read it: shipped texts, the lab’s keys over them, English for the rest', async () => {
    const languages = await request(t.server)
      .get(api(ApiRoutes.admin.languagePreviews))
      .set(admin)
      .expect(200);
    expect(languages.body).toEqual(
      expect.arrayContaining([
        { code: 'en', name: 'English', dir: 'ltr' },
        { code: 'ar', name: 'العربية', dir: 'rtl' },
        { code: 'it', name: 'Italiano', dir: 'ltr' },
      ]),
    );
    const englishKeys = Object.keys(JSON.parse(english) as Record<string, string>);
    const preview = async (code: string) =>
      (
        await request(t.server)
          .get(api(ApiRoutes.admin.languagePreview(code)))
          .set(admin)
          .expect(200)
      ).body as {
        code: string;
        dir: string;
        entries: Record<string, string>;
      };
    const de = await preview('de');
    expect(Object.keys(de.entries).sort()).toEqual([...englishKeys].sort());
    expect(de.entries['scale.itu.5']).toBe(JSON.parse(german)['scale.itu.5']);
    // The lab's upload for German (the test above) words one key; the shipped catalogue the others.
    expect(de.entries['common.submit']).toBe('Absenden!');
    const ar = await preview('ar');
    expect(ar).toMatchObject({ code: 'ar', dir: 'rtl' });
    // The Arabic catalogue is partial: what it lacks is read in English, as participants read it.
    expect(ar.entries['landing.footer']).toBe(JSON.parse(english)['landing.footer']);
    const it = await preview('it');
    expect(it.entries['common.submit']).toBe('Invia');
    expect(Object.keys(it.entries).length).toBe(englishKeys.length);

    await request(t.server)
      .get(api(ApiRoutes.admin.languagePreview('xx')))
      .set(admin)
      .expect(404);
    await request(t.server)
      .get(api(ApiRoutes.admin.languagePreview('not a code')))
      .set(admin)
      .expect(400);
    await request(t.server)
      .get(api(ApiRoutes.admin.languagePreview('de')))
      .expect(401);
  });

  it('deletes a catalogue (204), then 404; a participant can no longer choose it', async () => {
    await request(t.server)
      .delete(api(ApiRoutes.admin.languageCatalogue('it')))
      .set(admin)
      .expect(204);
    await request(t.server)
      .delete(api(ApiRoutes.admin.languageCatalogue('it')))
      .set(admin)
      .expect(404);
    await request(t.server)
      .delete(api(ApiRoutes.admin.languageCatalogue('de')))
      .set(admin)
      .expect(204);
    const p = await signupAndLogin(t);
    await request(t.server)
      .put(api(ApiRoutes.participantLanguage(p.user_id)))
      .set(bearer(p.token))
      .send({ language: 'it' })
      .expect(400);
    expect((await request(t.server).get(api(ApiRoutes.languages)).expect(200)).body).toEqual([]);
  });
});
