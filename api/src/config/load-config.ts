import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DEFAULT_ASSIGNMENT_TTL_MINUTES } from '@vvq/contracts';
import type { AppConfig } from './app-config.js';
import { parseDurationSeconds } from './duration.js';
import { EnvSchema } from './env.schema.js';
import { fromRepoRoot } from './paths.js';

export const DEFAULT_CORS_ORIGINS = 'http://localhost:4200,http://localhost:4201,http://localhost:4202';
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export const DEFAULT_SIGNUP_RATE_LIMIT_PER_HOUR = 300;
export const DEFAULT_CONTACT_RATE_LIMIT_PER_HOUR = 20;
/** Below systemd's default TimeoutStopSec (90 s), so the service stops on its own before systemd SIGKILLs it. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;

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
  const production = env.NODE_ENV === 'production';
  const database: AppConfig['database'] = env.DATABASE_URL
    ? { type: 'mysql', url: env.DATABASE_URL }
    : { type: 'sqlite', path: fromRepoRoot(env.SQLITE_PATH ?? 'data/vvq.sqlite') };
  const perIpEmail = env.LOGIN_RATE_LIMIT ?? 10;
  return {
    production,
    port: env.PORT ?? 3000,
    database,
    // Production: none unless listed — the README's deployment serves the front ends on the API's own hosts.
    corsOrigins: (env.CORS_ORIGINS ?? (production ? '' : DEFAULT_CORS_ORIGINS))
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    tokenSecret: resolveTokenSecret(env, production),
    participantTokenTtlSeconds: parseDurationSeconds(env.PARTICIPANT_TOKEN_TTL ?? '12h') ?? 12 * 3600,
    adminTokenTtlSeconds: parseDurationSeconds(env.ADMIN_TOKEN_TTL ?? '8h') ?? 8 * 3600,
    assignmentTtlMinutes: env.ASSIGNMENT_TTL_MINUTES ?? DEFAULT_ASSIGNMENT_TTL_MINUTES,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME ?? 'Admin' }
        : null,
    // The demo catalogue is for trying VVQ out: a production study never starts on it unless SEED_DEMO says so.
    seedDemo:
      env.SEED_DEMO === undefined ? database.type === 'sqlite' && !production : env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    mediaDir: fromRepoRoot(env.MEDIA_DIR ?? 'api/media'),
    bodyLimitBytes: env.BODY_LIMIT_BYTES ?? DEFAULT_BODY_LIMIT_BYTES,
    loginRateLimit: {
      perIpEmail,
      // A class behind one NAT address mistypes too; the per-IP ceiling is far above one person's limit.
      perIp: env.LOGIN_RATE_LIMIT_PER_IP ?? Math.max(perIpEmail * 10, 100),
      windowMs: (env.LOGIN_RATE_WINDOW_MINUTES ?? 15) * 60_000,
    },
    // Every request counts, so the budget must cover a class of 60 behind one NAT address signing up at once.
    publicRateLimits: {
      signup: env.SIGNUP_RATE_LIMIT_PER_HOUR ?? DEFAULT_SIGNUP_RATE_LIMIT_PER_HOUR,
      contact: env.CONTACT_RATE_LIMIT_PER_HOUR ?? DEFAULT_CONTACT_RATE_LIMIT_PER_HOUR,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: (env.SHUTDOWN_TIMEOUT_SECONDS ?? DEFAULT_SHUTDOWN_TIMEOUT_SECONDS) * 1000,
  };
}

/**
 * 'true' trusts ONE proxy hop, not all: nginx's `$proxy_add_x_forwarded_for` appends the real client address to
 * whatever X-Forwarded-For the client sent, so only the rightmost entry is reliable. A number trusts that many hops
 * (e.g. a CDN in front of nginx).
 */
function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase();
  if (!text || text === 'false') return 0;
  if (text === 'true') return 1;
  return Number(text);
}
