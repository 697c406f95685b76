import { randomBytes } from 'node:crypto';
import { DIALECTS, type TestDialect } from './test-db.js';

/** Redis for the rate-limit store tests (e.g. redis://127.0.0.1:6379); those cases are skipped without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export interface StoreCase {
  store: 'memory' | 'database' | 'redis';
  env: Record<string, string>;
}

/** Redis settings with a private key prefix, so suites and runs sharing one Redis never see each other's counts. */
export function redisStoreEnv(): Record<string, string> {
  return {
    RATE_LIMIT_STORE: 'redis',
    REDIS_URL: TEST_REDIS_URL as string,
    RATE_LIMIT_REDIS_PREFIX: `vvq_t_${randomBytes(6).toString('hex')}`,
  };
}

/** The stores a dialect can use: memory always, the database store on MySQL, Redis when TEST_REDIS_URL is set. */
export function storeCases(dialect: TestDialect): StoreCase[] {
  const cases: StoreCase[] = [{ store: 'memory', env: { RATE_LIMIT_STORE: 'memory' } }];
  if (dialect === 'mysql') cases.push({ store: 'database', env: { RATE_LIMIT_STORE: 'database' } });
  if (TEST_REDIS_URL) cases.push({ store: 'redis', env: redisStoreEnv() });
  return cases;
}

/** A (dialect, store name, store settings) case for tests that run several API processes. */
export type SharedStoreCase = [TestDialect, string, () => Record<string, string>];

/**
 * The stores several API processes can share one limit through: the app's MySQL/MariaDB (database), or Redis on
 * either dialect when TEST_REDIS_URL is set. The per-process memory store is not one of them.
 */
export function sharedStoreCases(): SharedStoreCase[] {
  return [
    ...(DIALECTS.includes('mysql')
      ? [['mysql', 'database', () => ({ RATE_LIMIT_STORE: 'database' })] as SharedStoreCase]
      : []),
    ...(TEST_REDIS_URL ? DIALECTS.map((d) => [d, 'redis', redisStoreEnv] as SharedStoreCase) : []),
  ];
}
