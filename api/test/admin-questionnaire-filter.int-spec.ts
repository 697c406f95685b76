import request from 'supertest';
import { ApiRoutes } from '@vvq/contracts';
import { toSqlDateTime } from '../src/database/sql-values.js';
import {
  MAX_NAMED_PARTICIPANTS,
  TOO_MANY_NAMES,
} from '../src/modules/questionnaires/admin-questionnaires.service.js';
import { api, bearer } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'filter-boss@example.org', password: 'admin-secret-42' };

/**
 * The questionnaire list's name filter hands the matching participant ids to the questionnaires' query, one
 * parameter each: a filter matching more names than that can carry is a 400 with a message, never a 500.
 */
describe.each(DIALECTS)('questionnaire name filter bound (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = bearer(
      (await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200)).body.token as string,
    );
    const now = toSqlDateTime(new Date());
    for (let start = 0; start <= MAX_NAMED_PARTICIPANTS; start += 1000) {
      const n = Math.min(1000, MAX_NAMED_PARTICIPANTS + 1 - start);
      const rows = Array.from({ length: n }, (_, i) => [
        `Bulk Person ${start + i}`,
        `bulk${start + i}@example.org`,
        now,
      ]);
      await t.dataSource.query(
        `INSERT INTO users (name, email, created_at) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
        rows.flat(),
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`more than ${MAX_NAMED_PARTICIPANTS} matching names: 400 with a message; a narrower filter works`, async () => {
    const broad = await request(t.server)
      .get(api(ApiRoutes.admin.questionnaires))
      .query({ q: 'Bulk', limit: 10 })
      .set(admin);
    expect([broad.status, broad.body.message]).toEqual([400, TOO_MANY_NAMES]);
    const narrow = await request(t.server)
      .get(api(ApiRoutes.admin.questionnaires))
      .query({ q: 'Bulk Person 9999', limit: 10 })
      .set(admin)
      .expect(200);
    expect(narrow.body).toEqual([]);
  });
});
