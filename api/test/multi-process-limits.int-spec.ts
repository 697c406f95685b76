import { jest } from '@jest/globals';
import { ApiRoutes } from '@vvq/contracts';
import { postJson, startApiProcess, stopApiProcess, type ApiProcess } from './support/api-process.js';
import { sharedStoreCases } from './support/rate-limit-stores.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

jest.setTimeout(180_000);

const ADMIN = { ADMIN_EMAIL: 'two-boss@example.org', ADMIN_PASSWORD: 'correct horse battery' };

const CASES = sharedStoreCases();

/**
 * Login limits (docs/operator/security.md#login-limits) with several API processes
 * (docs/operator/scaling.md): two real API processes (api/dist/main.js) behind one balancer, on one database,
 * enforce ONE limit. Parallel wrong logins and signups are spread over both; exactly the limit gets through
 * in total.
 */
(CASES.length ? describe.each(CASES) : describe.skip.each([['sqlite', 'none', () => ({})]] as typeof CASES))(
  'two API processes share one limit (%s, %s store)',
  (dialect, _store, storeEnv) => {
    let db: TestDatabase;
    const procs: ApiProcess[] = [];
    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      const env = {
        ...db.env,
        ...ADMIN,
        ...storeEnv(),
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        SEED_DEMO: 'false',
        LOGIN_RATE_LIMIT: '10',
        SIGNUP_RATE_LIMIT_PER_HOUR: '15',
        LOGIN_SUCCESS_LIMIT: '12',
        // Lets the account-limit case send each login from its own address (X-Forwarded-For), so the per-address
        // counts stay out of it; requests without the header count against the socket peer as before.
        TRUST_PROXY: 'true',
      };
      // One after the other, so the second finds the migrations done and the admin in place.
      procs.push(await startApiProcess(env));
      procs.push(await startApiProcess(env));
    });
    afterAll(async () => {
      await Promise.all(procs.map((p) => stopApiProcess(p)));
      await db?.drop();
    });

    const spread = <T>(n: number, send: (base: string, i: number) => Promise<T>) =>
      Promise.all(Array.from({ length: n }, (_, i) => send(procs[i % procs.length].base, i)));
    const count = (statuses: number[]) =>
      statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

    it('60 parallel wrong admin logins over both processes: exactly 10 × 401, 50 × 429', async () => {
      const answers = await spread(60, (base, i) =>
        postJson(`${base}${ApiRoutes.admin.login}`, {
          email: ADMIN.ADMIN_EMAIL,
          password: `wrong-guess-${i}`,
        }),
      );
      expect(count(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 50 });
      expect(
        answers.filter((a) => a.status === 429).every((a) => Number(a.headers.get('retry-after')) >= 1),
      ).toBe(true);
    });

    it('40 parallel logins of one account over both processes: exactly LOGIN_SUCCESS_LIMIT (12) × 200', async () => {
      const email = `often-${Date.now()}@example.org`;
      // From an address of its own, so the signup budget of the case below is untouched.
      const signup = await postJson(
        `${procs[0].base}${ApiRoutes.signup}`,
        { name: 'Often', email },
        { 'X-Forwarded-For': '203.0.113.200' },
      );
      expect(signup.status).toBe(201);
      const answers = await spread(40, (base, i) =>
        postJson(`${base}${ApiRoutes.login}`, { email }, { 'X-Forwarded-For': `198.51.100.${i + 1}` }),
      );
      expect(count(answers.map((a) => a.status))).toEqual({ 200: 12, 429: 28 });
      expect(
        answers.filter((a) => a.status === 429).every((a) => Number(a.headers.get('retry-after')) >= 1),
      ).toBe(true);
    });

    it('40 parallel signups over both processes: exactly SIGNUP_RATE_LIMIT_PER_HOUR (15) × 201', async () => {
      const answers = await spread(40, (base, i) =>
        postJson(`${base}${ApiRoutes.signup}`, { name: 'Two', email: `two-${i}-${Date.now()}@example.org` }),
      );
      expect(count(answers.map((a) => a.status))).toEqual({ 201: 15, 429: 25 });
    });
  },
);
