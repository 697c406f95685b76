import { jest } from '@jest/globals';
import { ApiRoutes } from '@vvq/contracts';
import { postJson, type JsonAnswer } from './support/api-process.js';
import { storeCases } from './support/rate-limit-stores.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

jest.setTimeout(180_000);

const ADMIN = { ADMIN_EMAIL: 'race-boss@example.org', ADMIN_PASSWORD: 'correct horse battery' };
const PARALLEL = 200;

/** Status → how many answers had it; every 429 must carry a Retry-After of 1 s … the window. */
function tally(answers: JsonAnswer[], windowSeconds: number): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) {
    counts[a.status] = (counts[a.status] ?? 0) + 1;
    if (a.status === 429) {
      const retryAfter = Number(a.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    }
  }
  return counts;
}

/**
 * Login limits under a race: the limiter used to check, await the password hash, then count — so parallel
 * attempts all passed the check before any was counted (MariaDB: 200 × 401, no 429). Attempts are now
 * consumed atomically before the check: whatever the store, exactly the limit gets through and the rest are
 * refused with 429 + Retry-After.
 */
describe.each(DIALECTS.flatMap((d) => storeCases(d).map((c) => [d, c.store, c.env] as const)))(
  'parallel login attempts against the limit (%s, %s store)',
  (dialect, _store, storeEnv) => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, {
        ...ADMIN,
        ...storeEnv,
        LOGIN_RATE_LIMIT: '10',
        LOGIN_RATE_LIMIT_PER_IP: '50',
        SIGNUP_RATE_LIMIT_PER_HOUR: '20',
      });
      await t.app.listen(0, '127.0.0.1');
      base = `${await t.app.getUrl()}/api`.replace('[::1]', '127.0.0.1');
    });
    afterAll(async () => {
      await t?.close();
    });

    it(`${PARALLEL} parallel wrong-password admin logins: exactly 10 × 401, the rest 429`, async () => {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          postJson(`${base}${ApiRoutes.admin.login}`, {
            email: ADMIN.ADMIN_EMAIL,
            password: `wrong-guess-${i}`,
          }),
        ),
      );
      expect(tally(answers, 15 * 60)).toEqual({ 401: 10, 429: PARALLEL - 10 });
    });

    it(`${PARALLEL} parallel unknown participant e-mails from one address: exactly the per-address budget (50) × 401`, async () => {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          postJson(`${base}${ApiRoutes.login}`, { email: `probe-${i}-${Date.now()}@example.org` }),
        ),
      );
      expect(tally(answers, 15 * 60)).toEqual({ 401: 50, 429: PARALLEL - 50 });
    });

    it('50 parallel signups from one address: exactly SIGNUP_RATE_LIMIT_PER_HOUR (20) × 201', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          postJson(`${base}${ApiRoutes.signup}`, {
            name: 'Racer',
            email: `racer-${i}-${Date.now()}@example.org`,
          }),
        ),
      );
      expect(tally(answers, 3600)).toEqual({ 201: 20, 429: 30 });
    });
  },
);
