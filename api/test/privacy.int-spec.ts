import request from 'supertest';
import {
  ApiRoutes,
  CONSENT_TEXT,
  CONSENT_VERSION,
  type ParticipantExport,
  type PrivacyPolicyResponse,
} from '@vvq/contracts';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config.js';
import { buildDataSourceOptions } from '../src/database/data-source-options.js';
import { ConsentVersions1732280000000 } from '../src/database/migrations/1732280000000-consent-versions.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { RetentionSchedulerService, RetentionService } from '../src/modules/privacy/index.js';
import { ADMIN, api, QUESTIONNAIRE, seedStudy, type SeededStudy, sqlTime } from './admin-fixture.js';
import { startTestApp, TEST_TOKEN_SECRET, type TestApp } from './support/test-app.js';
import { createTestDatabase, DIALECTS } from './support/test-db.js';

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => sqlTime(new Date(Date.now() - days * DAY_MS).toISOString());

async function count(ds: DataSource, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = (await ds.query(sql, params)) as Array<{ n: unknown }>;
  return Number(row.n);
}

async function adminToken(t: TestApp): Promise<string> {
  const res = await request(t.server)
    .post(api(ApiRoutes.admin.login))
    .send({ email: ADMIN.email, password: ADMIN.password });
  expect(res.status).toBe(200);
  return `Bearer ${res.body.token as string}`;
}

/** A participant who signed up and logged in; returns id and bearer header. */
async function participant(t: TestApp, email: string): Promise<{ id: number; auth: string }> {
  await request(t.server).post(api(ApiRoutes.signup)).send({ name: 'Pat Tester', email }).expect(201);
  const login = await request(t.server).post(api(ApiRoutes.login)).send({ email }).expect(200);
  return { id: login.body.user_id as number, auth: `Bearer ${login.body.token as string}` };
}

/** Old and recent contact messages and login/logout events, dated directly (the API dates them "now"). */
async function plantOldAndRecent(t: TestApp, userId: number): Promise<void> {
  const ds = t.dataSource;
  for (const [i, age] of [40, 31, 29, 1].entries()) {
    await ds.query(
      'INSERT INTO contact_messages (name, email, message, created_at, answered_at, answered_by_admin_id) VALUES (?, ?, ?, ?, NULL, NULL)',
      [`Sender ${i}`, `s${i}@example.org`, `aged ${age} days`, daysAgo(age)],
    );
    await ds.query('INSERT INTO user_events (user_id, event_type, event_time) VALUES (?, ?, ?)', [
      userId,
      i % 2 ? 'logout' : 'login',
      daysAgo(age),
    ]);
  }
}

describe.each(DIALECTS)('privacy duties (%s)', (dialect) => {
  describe('consent with its time and text version', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_RATE_LIMIT_PER_IP: '1000',
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    const submit = (p: { id: number; auth: string }, extra: Record<string, unknown>) =>
      request(t.server)
        .post(api(ApiRoutes.questionnaire))
        .set('Authorization', p.auth)
        .send({ ...QUESTIONNAIRE, user_id: p.id, ...extra });

    it('the current text is recorded once, with its text and first-use time', async () => {
      const rows = (await t.dataSource.query(
        'SELECT version, text, first_used_at FROM consent_versions',
      )) as Array<Record<string, unknown>>;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ version: CONSENT_VERSION, text: CONSENT_TEXT });
      expect(rows[0].first_used_at).toBeTruthy();
    });

    it('stores the version the form showed and the time of consent with the questionnaire', async () => {
      const p = await participant(t, 'shown@example.org');
      const before = Date.now() - 1000;
      const res = await submit(p, { consent_version: CONSENT_VERSION });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Questionnaire submitted successfully!');
      const [row] = (await t.dataSource.query(
        'SELECT consent, consent_version, consented_at, submitted_at FROM questionnaires WHERE user_id = ?',
        [p.id],
      )) as Array<Record<string, unknown>>;
      expect(Number(row.consent)).toBe(1);
      expect(row.consent_version).toBe(CONSENT_VERSION);
      const at = new Date(
        String(
          row.consented_at instanceof Date
            ? row.consented_at.toISOString()
            : `${String(row.consented_at).replace(' ', 'T')}Z`,
        ),
      );
      expect(at.getTime()).toBeGreaterThanOrEqual(before);
      expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('a client that sends no version (older front end) is recorded with the current text', async () => {
      const p = await participant(t, 'older@example.org');
      expect((await submit(p, {})).status).toBe(201);
      expect(
        await count(
          t.dataSource,
          'SELECT COUNT(*) AS n FROM questionnaires WHERE user_id = ? AND consent_version = ?',
          [p.id, CONSENT_VERSION],
        ),
      ).toBe(1);
    });

    it('an unknown version is a 400 and nothing is stored; a malformed one too', async () => {
      const p = await participant(t, 'unknown@example.org');
      const unknown = await submit(p, { consent_version: 'ffffffffffffffff' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        statusCode: 400,
        error: 'Unknown consent version: reload the page to see the current consent text',
      });
      for (const bad of ['v1', 42, 'FFFFFFFFFFFFFFFF']) {
        const res = await submit(p, { consent_version: bad });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('consent_version must be the version of a consent text');
      }
      expect(
        await count(t.dataSource, 'SELECT COUNT(*) AS n FROM questionnaires WHERE user_id = ?', [p.id]),
      ).toBe(0);
      // The spec's consent rule still comes first.
      const refused = await submit(p, { consent: false, consent_version: CONSENT_VERSION });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('You must agree to participate in this study');
    });

    it('a changed text is a new version: an earlier version still open in a browser is kept apart, with its text', async () => {
      const earlier = 'I agree to take part.';
      await t.dataSource.query(
        'INSERT INTO consent_versions (version, text, first_used_at) VALUES (?, ?, ?)',
        ['0123456789abcdef', earlier, daysAgo(100)],
      );
      const p = await participant(t, 'earlier@example.org');
      expect((await submit(p, { consent_version: '0123456789abcdef' })).status).toBe(201);
      const [row] = (await t.dataSource.query(
        'SELECT consent_version FROM questionnaires WHERE user_id = ?',
        [p.id],
      )) as Array<Record<string, unknown>>;
      expect(row.consent_version).toBe('0123456789abcdef');
      // The export names the text this participant agreed to, not today's.
      const exported = await request(t.server)
        .get(api(ApiRoutes.admin.participantExport(p.id)))
        .set('Authorization', await adminToken(t));
      expect(exported.body.consent).toMatchObject({ version: '0123456789abcdef', text: earlier });
    });
  });

  it('the migration records the spec text and dates the consent of questionnaires submitted before it', async () => {
    const db = await createTestDatabase(dialect);
    const options = buildDataSourceOptions(
      loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...db.env }).database,
    );
    const before = new DataSource({
      ...options,
      migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(ConsentVersions1732280000000)),
    } as never);
    try {
      await before.initialize();
      await before.query(
        "INSERT INTO users (name, email, created_at) VALUES ('Old Timer', 'old@example.org', ?)",
        ['2026-01-02 09:00:00.000'],
      );
      const [user] = (await before.query('SELECT id FROM users')) as Array<{ id: number }>;
      await before.query(
        `INSERT INTO questionnaires (user_id, age, gender, education, field_of_study, familiarity, experience, understanding,
           technical_knowledge, quality_metrics, previous_participation, quiz1, quiz2, quiz3, consent, submitted_at)
         VALUES (?, 30, 'Other', 'Other', 'Other', 'Not Familiar', NULL, 3, 'Not Knowledgeable', 'Not Familiar', 'No',
           'Captures 3D space', 'None of the above', 'None of the above', 1, ?)`,
        [user.id, '2026-01-03 10:00:00.000'],
      );
      await before.destroy();

      // Up to this migration only, so that undoing the last one below undoes this one.
      const upTo = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ConsentVersions1732280000000) + 1);
      const after = new DataSource({ ...options, migrations: upTo } as never);
      await after.initialize();
      try {
        const [q] = (await after.query('SELECT consent_version, consented_at FROM questionnaires')) as Array<
          Record<string, unknown>
        >;
        expect(q.consent_version).toBe(CONSENT_VERSION);
        expect(
          new Date(
            q.consented_at instanceof Date ? q.consented_at : `${String(q.consented_at).replace(' ', 'T')}Z`,
          ).toISOString(),
        ).toBe('2026-01-03T10:00:00.000Z');
        const versions = (await after.query(
          'SELECT version, text, first_used_at FROM consent_versions',
        )) as Array<Record<string, unknown>>;
        expect(versions).toHaveLength(1);
        expect(versions[0]).toMatchObject({ version: CONSENT_VERSION, text: CONSENT_TEXT });
        const first = versions[0].first_used_at;
        expect(
          new Date(first instanceof Date ? first : `${String(first).replace(' ', 'T')}Z`).toISOString(),
        ).toBe('2026-01-03T10:00:00.000Z');

        // And back down: the questionnaire stays, the consent columns and versions go.
        await after.undoLastMigration({ transaction: 'each' });
        const [back] = (await after.query('SELECT * FROM questionnaires')) as Array<Record<string, unknown>>;
        expect(back).toMatchObject({ age: 30, consent: 1 });
        expect(back).not.toHaveProperty('consent_version');
        await expect(after.query('SELECT COUNT(*) FROM consent_versions')).rejects.toThrow();
      } finally {
        await after.destroy();
      }
    } finally {
      if (before.isInitialized) await before.destroy();
      await db.drop();
    }
  });

  describe('data export for an access request', () => {
    let s: SeededStudy;
    const exportOf = (id: number | string, auth = s.admin) =>
      request(s.t.server)
        .get(api(ApiRoutes.admin.participantExport(id)))
        .set('Authorization', auth);

    beforeAll(async () => {
      s = await seedStudy(dialect);
      // Bob writes to the team from his address (typed in capitals); someone else writes too.
      await request(s.t.server)
        .post(api(ApiRoutes.contact))
        .send({ name: 'Bob Tester', email: 'BOB@example.org', message: 'Please send me my data' })
        .expect(201);
      await request(s.t.server)
        .post(api(ApiRoutes.contact))
        .send({ name: 'Not Bob', email: 'notbob@example.org', message: 'Unrelated' })
        .expect(201);
    });
    afterAll(async () => {
      await s?.t.close();
    });

    it('returns everything stored about Bob, and nothing about anyone else, uncached', async () => {
      const bob = s.userIds.Bob;
      const res = await exportOf(bob);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.body as ParticipantExport;
      expect(Date.parse(body.exported_at)).not.toBeNaN();
      expect(body.participant).toEqual({
        id: bob,
        name: 'Bob Tester',
        email: 'bob@example.org',
        created_at: '2026-01-05T23:30:00.000Z',
        // Bob signed up: no panel account, never screened out.
        panel: null,
        panel_participant_id: null,
        panel_study_id: null,
        panel_session_id: null,
        screened_out_at: null,
        screen_out_reason: null,
        // Never given a completion code, so never flagged after one.
        completed_at: null,
        flagged_after_completion: false,
        // Never chose a language (read the study in English).
        language: null,
      });
      expect(body.consent).toMatchObject({ version: CONSENT_VERSION, text: CONSENT_TEXT });
      expect(Date.parse(body.consent?.consented_at ?? '')).not.toBeNaN();
      expect(body.questionnaire).toMatchObject({
        id: s.questionnaireIds.Bob,
        user_id: bob,
        age: 20 + bob,
        experience: 'I edit 3D scans at work',
        consent: 1,
      });
      expect(body.questionnaire).not.toHaveProperty('user_name');
      expect(body.session).toMatchObject({ id: expect.any(Number) });
      expect(body.trials).toHaveLength(4);
      expect(body.trials.filter((tr) => tr.rated_at !== null)).toHaveLength(2);
      expect(body.trials.every((tr) => tr.session_id === body.session?.id)).toBe(true);
      expect(body.ratings.map((r) => [r.comments, r.clarity, r.interaction, r.depth, r.overall])).toEqual([
        ['Bob on V1', 3, 3, 3, 3],
        ['Bob on V2', 2, 5, 1, 4],
      ]);
      expect(body.ratings.map((r) => r.video_id)).toEqual([s.videoIds.V1, s.videoIds.V2]);
      expect(body.contact_messages).toEqual([
        expect.objectContaining({
          name: 'Bob Tester',
          email: 'bob@example.org',
          message: 'Please send me my data',
          answered_at: null,
        }),
      ]);
      expect(body.events).toEqual([{ event_type: 'login', event_time: expect.any(String) }]);
    });

    it('Eve (signed up and logged in only) has empty parts, not errors', async () => {
      const res = await exportOf(s.userIds.Eve);
      expect(res.status).toBe(200);
      const body = res.body as ParticipantExport;
      expect(body).toMatchObject({
        consent: null,
        questionnaire: null,
        session: null,
        trials: [],
        ratings: [],
        contact_messages: [],
      });
      expect(body.events).toHaveLength(1);
    });

    it('admins only; 400 for a bad id, 404 for an unknown one', async () => {
      expect(
        (await request(s.t.server).get(api(ApiRoutes.admin.participantExport(s.userIds.Ann)))).status,
      ).toBe(401);
      expect((await exportOf(s.userIds.Ann, s.participant)).status).toBe(403);
      const bad = await exportOf('abc');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ statusCode: 400, error: 'Invalid user id' });
      const unknown = await exportOf(999_999);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, error: 'User not found' });
    });

    it('the policy endpoint shows the default (keep) and the consent text in force', async () => {
      const res = await request(s.t.server).get(api(ApiRoutes.admin.privacy)).set('Authorization', s.admin);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.body as PrivacyPolicyResponse;
      expect(body.retention).toEqual({ contact_messages_days: null, user_events_days: null });
      expect(body.consent).toMatchObject({ version: CONSENT_VERSION, text: CONSENT_TEXT });
      expect(
        (await request(s.t.server).get(api(ApiRoutes.admin.privacy)).set('Authorization', s.participant))
          .status,
      ).toBe(403);
    });
  });

  describe('retention', () => {
    const RETENTION = { RETENTION_MESSAGES_DAYS: '30', RETENTION_EVENTS_DAYS: '30' };
    const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name };

    it('by default keeps every message and event, however old', async () => {
      const t = await startTestApp(dialect, ADMIN_ENV);
      try {
        const p = await participant(t, 'keeper@example.org');
        await plantOldAndRecent(t, p.id);
        await t.app.get(RetentionSchedulerService).idle();
        expect(await t.app.get(RetentionService).run()).toEqual({ contactMessages: 0, userEvents: 0 });
        expect(await count(t.dataSource, 'SELECT COUNT(*) AS n FROM contact_messages')).toBe(4);
        expect(await count(t.dataSource, 'SELECT COUNT(*) AS n FROM user_events')).toBe(5);
      } finally {
        await t.close();
      }
    });

    it('deletes messages and events older than the periods, keeps recent ones; shows the policy', async () => {
      const t = await startTestApp(dialect, { ...ADMIN_ENV, ...RETENTION, RETENTION_EVENTS_DAYS: '35' });
      try {
        const p = await participant(t, 'pruned@example.org');
        await plantOldAndRecent(t, p.id);
        expect(await t.app.get(RetentionService).run()).toEqual({ contactMessages: 2, userEvents: 1 });
        const messages = (await t.dataSource.query(
          'SELECT message FROM contact_messages ORDER BY id',
        )) as Array<{
          message: string;
        }>;
        expect(messages.map((m) => m.message)).toEqual(['aged 29 days', 'aged 1 days']);
        // Events: 40 days old goes (35-day period); 31, 29, 1 days and today's login stay.
        expect(await count(t.dataSource, 'SELECT COUNT(*) AS n FROM user_events')).toBe(4);
        expect(await count(t.dataSource, 'SELECT COUNT(*) AS n FROM users')).toBe(1);

        const policy = await request(t.server)
          .get(api(ApiRoutes.admin.privacy))
          .set('Authorization', await adminToken(t));
        expect(policy.body.retention).toEqual({ contact_messages_days: 30, user_events_days: 35 });
      } finally {
        await t.close();
      }
    });

    it('runs once when the API starts', async () => {
      const first = await startTestApp(dialect, RETENTION);
      const p = await participant(first, 'startup@example.org');
      await plantOldAndRecent(first, p.id);
      // A second API on the same database (a restart) runs the job at start.
      const second = await startTestApp(dialect, { ...RETENTION, ...dbEnv(first) });
      try {
        await second.app.get(RetentionSchedulerService).idle();
        expect(await count(first.dataSource, 'SELECT COUNT(*) AS n FROM contact_messages')).toBe(2);
        expect(await count(first.dataSource, 'SELECT COUNT(*) AS n FROM user_events')).toBe(3);
      } finally {
        await second.close();
        await first.close();
      }
    });
  });
});

/** The database variables of a running test app, to start another app on the same database. */
function dbEnv(t: TestApp): Record<string, string> {
  return t.config.database.type === 'mysql'
    ? { DATABASE_URL: t.config.database.url }
    : { SQLITE_PATH: t.config.database.path };
}
