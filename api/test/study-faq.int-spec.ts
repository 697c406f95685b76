import request from 'supertest';
import {
  ApiRoutes,
  STUDY_FAQ_MAX_ENTRIES,
  type AdminStudySettingsResponse,
  type StudySettingChange,
} from '@vvq/contracts';
import { api, bearer } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'faq@example.org', password: 'admin-secret-42' };
const OWN_FAQ = [
  { question: 'How long does it take?', answer: 'About ten minutes, on a computer.' },
  // A lab's text in its own language, kept as written; markup is plain text, never HTML.
  { question: 'Wer darf teilnehmen? 🎥', answer: 'Alle ab 18 Jahren. <b>Nicht fett</b>.' },
];

describe.each(DIALECTS)("the study's own FAQ (%s)", (dialect) => {
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

  const patch = (body: object) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(body);
  const publicSettings = async () =>
    (await request(t.server).get(api(ApiRoutes.studySettings)).expect(200)).body as Record<string, unknown>;
  const history = async () =>
    (await request(t.server).get(api(ApiRoutes.admin.studySettingsHistory)).set(admin).expect(200))
      .body as StudySettingChange[];

  it("reads null (the spec's six questions) until an admin sets one", async () => {
    expect((await publicSettings()).faq).toBeNull();
    const view = (await request(t.server).get(api(ApiRoutes.admin.studySettings)).set(admin).expect(200))
      .body as AdminStudySettingsResponse;
    expect(view.settings.faq).toBeNull();
    expect(view.sources.faq).toBe('default');
  });

  it('stores a list as written, public to participants, recorded once, and resets to the spec’s', async () => {
    const saved = (await patch({ faq: OWN_FAQ }).expect(200)).body as AdminStudySettingsResponse;
    expect(saved.settings.faq).toEqual(OWN_FAQ);
    expect((await publicSettings()).faq).toEqual(OWN_FAQ);
    const [change] = await history();
    expect(change).toMatchObject({ key: 'faq', old_value: 'null', new_value: JSON.stringify(OWN_FAQ) });
    // The same list again is no change.
    const before = (await history()).length;
    await patch({ faq: OWN_FAQ.map((e) => ({ ...e })) }).expect(200);
    expect((await history()).length).toBe(before);

    const back = (
      await request(t.server)
        .delete(api(ApiRoutes.admin.studySetting('faq')))
        .set(admin)
        .expect(200)
    ).body as AdminStudySettingsResponse;
    expect(back.settings.faq).toBeNull();
    expect((await publicSettings()).faq).toBeNull();
  });

  const entry = { question: 'Q?', answer: 'A.' };
  it.each([
    ['an empty list', [], 'faq must hold at least one entry'],
    [
      'too many entries',
      Array.from({ length: STUDY_FAQ_MAX_ENTRIES + 1 }, () => entry),
      'at most 20 entries',
    ],
    ['text instead of a list', 'What? Why.', 'faq must be a list'],
    ['an entry that is no object', [entry, 'Q?'], 'faq entry 2 must be an object'],
    ['a missing answer', [{ question: 'Q?' }], 'faq entry 1: the answer must be text'],
    ['an empty question', [{ question: '  ', answer: 'A.' }], 'faq entry 1: the question is empty'],
    // Counted in code points: 301 emoji are 602 UTF-16 units, but it is the count of characters that is refused.
    ['a question of 301 characters', [{ question: '🎥'.repeat(301), answer: 'A.' }], 'longer than 300'],
    ['an answer of 2001 characters', [{ question: 'Q?', answer: 'x'.repeat(2001) }], 'longer than 2000'],
    ['a line break', [{ question: 'Q?', answer: 'one\ntwo' }], 'one line without control characters'],
    ['an unknown field', [{ ...entry, html: '<p>' }], 'faq entry 1 has unknown fields: html'],
  ])('refuses %s with a 400 naming the problem, and writes nothing', async (_what, faq, message) => {
    const before = (await history()).length;
    const res = await patch({ study_title: 'Never stored', faq }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect((await publicSettings()).study_title).toBeNull();
    expect((await history()).length).toBe(before);
  });

  it.each([
    ['20 entries', (i: number) => ({ question: `${i}`.padEnd(300, '?'), answer: 'a' }), 20],
    // 15,000 four-byte characters: the most the TEXT columns (65,535 bytes on MariaDB) must hold.
    ['15,000 characters in all', () => ({ question: '🎥'.repeat(50), answer: '🎞'.repeat(700) }), 20],
    ['the longest question and answer', () => ({ question: 'q'.repeat(300), answer: 'é'.repeat(2000) }), 6],
  ])('takes exactly the limits: %s', async (_what, make, count) => {
    const most = Array.from({ length: count }, (_, i) => make(i));
    await patch({ faq: most }).expect(200);
    expect((await publicSettings()).faq).toEqual(most);
    expect((await history())[0].new_value).toBe(JSON.stringify(most));
    await patch({ faq: null }).expect(200);
  });

  it('refuses 15,001 characters in all', async () => {
    const faq = Array.from({ length: 20 }, () => ({ question: '🎥'.repeat(50), answer: '🎞'.repeat(700) }));
    faq[19].answer += 'x';
    const res = await patch({ faq }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain('faq must be at most 15000 characters in all');
  });

  it('refuses an unpaired surrogate (the API refuses one in any text)', async () => {
    const res = await patch({ faq: [{ question: 'Q?', answer: 'broken \ud83c text' }] }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain('faq[0].answer is not valid Unicode text');
  });
});
