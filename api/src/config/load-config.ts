import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  DEFAULT_ASSIGNMENT_TTL_MINUTES,
  hasInvisibleCharacter,
  invisibleCharacterMessage,
  normaliseText,
} from '@vvq/contracts';
import { parseAddressAllowList } from './address-allow-list.js';
import type { AppConfig } from './app-config.js';
import { parseDurationSeconds } from './duration.js';
import { checkMediaDir, checkSqlitePath } from './path-settings.js';
import { EnvSchema } from './env.schema.js';
import { parseHttpTimeouts } from './http-timeouts.js';
import { fromRepoRoot } from './paths.js';
import { parseTrustProxy } from './trust-proxy.js';

export const DEFAULT_CORS_ORIGINS = 'http://localhost:4200,http://localhost:4201,http://localhost:4202';
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export const DEFAULT_SIGNUP_RATE_LIMIT_PER_HOUR = 300;
export const DEFAULT_CONTACT_RATE_LIMIT_PER_HOUR = 20;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_TOKEN_VERSION_CACHE_SECONDS = 5;
/** Below systemd's default TimeoutStopSec (90 s), so the service stops on its own before systemd SIGKILLs it. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;

/** Study counters on /api/metrics are computed at most this often (they are COUNT queries). */
export const DEFAULT_METRICS_CACHE_SECONDS = 10;
export const METRICS_TOKEN_MIN_LENGTH = 32;

export class ConfigError extends Error {}

/** Reads TOKEN_SECRET from env, else a secret generated once and kept in data/.token-secret (dev only). */
function resolveTokenSecret(env: EnvSchema, production: boolean): string {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  if (production) throw new ConfigError('TOKEN_SECRET: is required when NODE_ENV=production');
  const file = fromRepoRoot('data/.token-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Validates the environment; a wrong setting throws a ConfigError naming the variable and why. */
export function loadConfig(raw: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const env = plainToInstance(EnvSchema, cleaned);
  const errors = validateSync(env, { whitelist: false, forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  refuseInvisibleCharacters(env);
  const production = env.NODE_ENV === 'production';
  const database: AppConfig['database'] = env.DATABASE_URL
    ? { type: 'mysql', url: env.DATABASE_URL }
    : { type: 'sqlite', path: fromRepoRoot(env.SQLITE_PATH ?? 'data/vvq.sqlite') };
  if (database.type === 'sqlite') named('SQLITE_PATH', () => checkSqlitePath(database.path));
  const mediaDir = fromRepoRoot(env.MEDIA_DIR ?? 'api/media');
  named('MEDIA_DIR', () => checkMediaDir(mediaDir));
  const perIpEmail = env.LOGIN_RATE_LIMIT ?? 10;
  const tokenSecret = resolveTokenSecret(env, production);
  const store = rateLimitStore(env, database);
  const workers = env.API_WORKERS ?? 1;
  if (workers > 1 && store.type === 'memory') {
    // Each process would count on its own: N processes would let N times the limit through.
    throw new ConfigError(
      'Invalid configuration:\n  API_WORKERS: with more than one API process the rate limits must be shared: set ' +
        'RATE_LIMIT_STORE=database (MySQL/MariaDB) or RATE_LIMIT_STORE=redis with REDIS_URL',
    );
  }
  return {
    production,
    port: env.PORT ?? 3000,
    host: parseHost(env.HOST),
    database,
    // Production: none unless listed — docs/operator/deploy.md serves the front ends on the API's own hosts.
    corsOrigins: (env.CORS_ORIGINS ?? (production ? '' : DEFAULT_CORS_ORIGINS))
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    tokenSecret,
    participantTokenTtlSeconds: parseDurationSeconds(env.PARTICIPANT_TOKEN_TTL ?? '12h') ?? 12 * 3600,
    adminTokenTtlSeconds: parseDurationSeconds(env.ADMIN_TOKEN_TTL ?? '8h') ?? 8 * 3600,
    assignmentTtlMinutes: env.ASSIGNMENT_TTL_MINUTES ?? DEFAULT_ASSIGNMENT_TTL_MINUTES,
    reservationSweepSeconds: env.RESERVATION_SWEEP_SECONDS ?? 30,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? {
            // NFC like every address the API takes (admin login normalises the same way).
            email: normaliseText(env.ADMIN_EMAIL).toLowerCase(),
            password: env.ADMIN_PASSWORD,
            name: env.ADMIN_NAME ?? 'Admin',
          }
        : null,
    // The demo catalogue is for trying VVQ out: a production study never starts on it unless SEED_DEMO says so.
    seedDemo:
      env.SEED_DEMO === undefined
        ? database.type === 'sqlite' && !production
        : env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    // Off unless asked (npm start asks): the 2D demo study, and every test built on it, stays as it was.
    seedDemoVolumetric: env.SEED_DEMO_VOLUMETRIC === 'true' || env.SEED_DEMO_VOLUMETRIC === '1',
    mediaDir,
    mediaBaseUrl: env.MEDIA_BASE_URL?.replace(/\/+$/, '') ?? null,
    importYield: !(env.STIMULI_IMPORT_YIELD === 'false' || env.STIMULI_IMPORT_YIELD === '0'),
    bodyLimitBytes: env.BODY_LIMIT_BYTES ?? DEFAULT_BODY_LIMIT_BYTES,
    loginRateLimit: {
      perIpEmail,
      // A class behind one NAT address mistypes too; the per-IP ceiling is far above one person's limit.
      perIp: env.LOGIN_RATE_LIMIT_PER_IP ?? Math.max(perIpEmail * 10, 100),
      windowMs: (env.LOGIN_RATE_WINDOW_MINUTES ?? 15) * 60_000,
      // A participant logs in a few times a day; 20 in 10 minutes leaves room for tabs, devices and retries, and
      // caps what one known e-mail can add to user_events (at most 2,880 logins a day instead of ~170 a second).
      successPerAccount: env.LOGIN_SUCCESS_LIMIT ?? 20,
      successWindowMs: (env.LOGIN_SUCCESS_WINDOW_MINUTES ?? 10) * 60_000,
    },
    // Every request counts, so the budget must cover a class of 60 behind one NAT address signing up at once.
    publicRateLimits: {
      signup: env.SIGNUP_RATE_LIMIT_PER_HOUR ?? DEFAULT_SIGNUP_RATE_LIMIT_PER_HOUR,
      contact: env.CONTACT_RATE_LIMIT_PER_HOUR ?? DEFAULT_CONTACT_RATE_LIMIT_PER_HOUR,
    },
    trustProxy: named('TRUST_PROXY', () => parseTrustProxy(env.TRUST_PROXY)),
    rateLimitStore: store,
    tokenVersionCacheSeconds: env.TOKEN_VERSION_CACHE_SECONDS ?? DEFAULT_TOKEN_VERSION_CACHE_SECONDS,
    analysisPseudonymKey: env.ANALYSIS_PSEUDONYM_KEY ?? tokenSecret,
    // One analysis at a time by default: on a 2-core server the other core stays with participants' requests.
    analysisPool: { workers: env.ANALYSIS_WORKERS ?? 1, queueSize: env.ANALYSIS_QUEUE_SIZE ?? 2 },
    shutdownTimeoutMs: (env.SHUTDOWN_TIMEOUT_SECONDS ?? DEFAULT_SHUTDOWN_TIMEOUT_SECONDS) * 1000,
    // 0 and unset both mean "keep": deleting everything older than 0 days is never what a setting of 0 intends.
    retention: {
      contactMessagesDays: env.RETENTION_MESSAGES_DAYS || null,
      userEventsDays: env.RETENTION_EVENTS_DAYS || null,
    },
    logging: logging(env, production),
    metrics: metrics(env),
    // The description names every route and field: useful to integrators, but not advertised in production unless asked.
    openApiEnabled: env.OPENAPI_ENABLED === undefined ? !production : isTrue(env.OPENAPI_ENABLED),
    workers,
    httpTimeouts: named('HTTP_HEADERS_TIMEOUT_SECONDS', () => parseHttpTimeouts(env)),
    studyEnv: Object.fromEntries(
      Object.entries(cleaned).filter((entry): entry is [string, string] => entry[0].startsWith('STUDY_')),
    ),
  };
}

/** The bootstrap admin's address and name follow the API's rule: no character that draws nothing. */
function refuseInvisibleCharacters(env: EnvSchema): void {
  const checks = [
    ['ADMIN_EMAIL', env.ADMIN_EMAIL, 'address'],
    ['ADMIN_NAME', env.ADMIN_NAME, 'name'],
  ] as const;
  for (const [variable, value, kind] of checks) {
    if (value !== undefined && hasInvisibleCharacter(normaliseText(value), kind)) {
      throw new ConfigError(`Invalid configuration:\n  ${variable}: ${invisibleCharacterMessage()}`);
    }
  }
}

/** Runs a parser and turns its error into a ConfigError that names the variable. */
function named<T>(variable: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${variable}: ${(error as Error).message}`);
  }
}

function parseHost(value: string | undefined): string {
  const host = value?.trim() || DEFAULT_HOST;
  if (host !== 'localhost' && !isIP(host)) {
    throw new ConfigError(`Invalid configuration:\n  HOST: '${host}' is not an IP address to listen on`);
  }
  return host;
}

/**
 * RATE_LIMIT_STORE=database keeps the counts in the app's MySQL/MariaDB (table rate_limits), shared by every API
 * process on it. The embedded SQLite database is refused for it: rate-limiter-flexible's SQLite store would either
 * share TypeORM's one connection (joining, and rolling back with, other requests' open transactions) or block the
 * event loop on a second connection while this process holds the write lock. One process per SQLite file keeps its
 * counts in memory; several processes use Redis.
 */
function rateLimitStore(env: EnvSchema, database: AppConfig['database']): AppConfig['rateLimitStore'] {
  const store = env.RATE_LIMIT_STORE ?? 'memory';
  if (store === 'redis')
    return { type: 'redis', url: env.REDIS_URL as string, keyPrefix: env.RATE_LIMIT_REDIS_PREFIX ?? 'vvq' };
  if (store === 'database' && database.type !== 'mysql') {
    throw new ConfigError(
      "Invalid configuration:\n  RATE_LIMIT_STORE: 'database' needs MySQL/MariaDB (DATABASE_URL); with the embedded " +
        "SQLite database use 'memory' (one API process) or 'redis' (several)",
    );
  }
  return { type: store === 'database' ? 'database' : 'memory' };
}

function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

/** JSON lines by default; prettified lines only for a developer's terminal, never in production. */
function logging(env: EnvSchema, production: boolean): AppConfig['logging'] {
  const pretty = env.LOG_FORMAT === 'pretty';
  if (pretty && production) {
    throw new ConfigError(
      "Invalid configuration:\n  LOG_FORMAT: 'pretty' is for development; with NODE_ENV=production logs are JSON lines",
    );
  }
  return { level: env.LOG_LEVEL ?? 'info', pretty };
}

/**
 * Metrics are off unless METRICS_ENABLED; when on, a bearer token is always required, because behind the nginx of
 * docs/operator/deploy.md every request to /api/metrics arrives from the proxy's address. METRICS_ALLOW narrows
 * further to client addresses (as TRUST_PROXY resolves them).
 */
function metrics(env: EnvSchema): AppConfig['metrics'] {
  if (!isTrue(env.METRICS_ENABLED)) return { enabled: false };
  const token = env.METRICS_TOKEN?.trim() ?? '';
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_TOKEN: is required with METRICS_ENABLED=true and must be at least ` +
        `${METRICS_TOKEN_MIN_LENGTH} characters long (openssl rand -hex 32)`,
    );
  }
  return {
    enabled: true,
    token,
    allow: named('METRICS_ALLOW', () => parseAddressAllowList(env.METRICS_ALLOW)),
    cacheMs: (env.METRICS_CACHE_SECONDS ?? DEFAULT_METRICS_CACHE_SECONDS) * 1000,
  };
}
