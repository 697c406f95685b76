import request from 'supertest';
import { ApiRoutes, type AdminStudySettingsResponse, type StudySettingChange } from '@vvq/contracts';
import { api, bearer } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'settings-race@example.org', password: 'admin-secret-42' };
const PARALLEL = 20;

/** Admins saving the settings at the same moment: the history must still be one chain of changes. */
describe.each(DIALECTS)('study settings under concurrent saves (%s)', (dialect) => {
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

  async function historyOf(key: string): Promise<StudySettingChange[]> {
    const res = await request(t.server).get(api(ApiRoutes.admin.studySettingsHistory)).set(admin).expect(200);
    return (res.body as StudySettingChange[]).filter((c) => c.key === key).sort((a, b) => a.id - b.id);
  }

  /** Sends `values` as PATCHes all at once; every one changes the value, so every one must be recorded. */
  async function saveAtOnce(values: number[], from: number): Promise<void> {
    const results = await Promise.all(values.map((v) => patch({ videos_per_session: v })));
    expect(results.map((r) => r.status)).toEqual(values.map(() => 200));
    const chain = (await historyOf('videos_per_session')).filter((c) =>
      values.includes(JSON.parse(c.new_value) as number),
    );
    // None skipped as "unchanged": one row per save.
    expect(chain.map((c) => JSON.parse(c.new_value) as number).sort((a, b) => a - b)).toEqual(
      [...values].sort((a, b) => a - b),
    );
    // One chain: each change starts from the value the one before it left.
    expect(chain[0].old_value).toBe(JSON.stringify(from));
    for (let i = 1; i < chain.length; i++) expect(chain[i].old_value).toBe(chain[i - 1].new_value);
    const now = (await request(t.server).get(api(ApiRoutes.admin.studySettings)).set(admin).expect(200))
      .body as AdminStudySettingsResponse;
    expect(JSON.stringify(now.settings.videos_per_session)).toBe(chain[chain.length - 1].new_value);
  }

  it(`${PARALLEL} parallel saves of a key no admin has set yet leave one chain of ${PARALLEL} changes`, async () => {
    const values = Array.from({ length: PARALLEL }, (_, i) => 10 + i);
    await saveAtOnce(values, 4);
  });

  it(`${PARALLEL} parallel saves of a stored key leave one chain of ${PARALLEL} changes`, async () => {
    const before = (await historyOf('videos_per_session')).at(-1)!;
    const values = Array.from({ length: PARALLEL }, (_, i) => 30 + i);
    await saveAtOnce(values, JSON.parse(before.new_value) as number);
  });
});
