import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { ADMIN_EMAIL_PATTERN, codePointLength, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@vvq/contracts';
import { Type } from 'class-transformer';

/** pino's levels; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** At most `max` code points in the `stored` form: the admins table's VARCHAR length, as MariaDB counts it. */
const AtMostCodePoints = (max: number, stored = (value: string) => value) =>
  ValidateBy(
    {
      name: 'maxCodePoints',
      validator: { validate: (v: unknown) => typeof v !== 'string' || codePointLength(stored(v)) <= max },
    },
    { message: `must be at most ${max} characters` },
  );

const DURATION = /^\s*\d+\s*[smhdSMHD]?\s*$/;

/**
 * The environment as the server accepts it; every field is a raw env var, checked once at start.
 * Stacked decorators run bottom-up and validation stops at the first error per variable.
 */
export class EnvSchema {
  @IsOptional() @IsString() NODE_ENV?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(65535, { message: 'must be a port number up to 65535' })
  @Min(1, { message: 'must be a port number from 1' })
  @IsInt({ message: 'must be a whole number' })
  PORT?: number;

  @IsOptional()
  @Matches(/^mysql:\/\/[^\s]+$/, { message: 'must be a mysql://user:pass@host:port/database URL' })
  DATABASE_URL?: string;

  @IsOptional() @MinLength(1) @IsString() SQLITE_PATH?: string;
  // A browser's Origin header is exactly scheme://host[:port]: an entry with a path or a trailing slash never matches.
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s/?#,]+\s*(,\s*https?:\/\/[^\s/?#,]+\s*)*$/i, {
    message:
      'must list origins separated by commas, each scheme://host[:port] with no path or trailing slash',
  })
  CORS_ORIGINS?: string;

  @ValidateIf((env: EnvSchema) => env.NODE_ENV === 'production' || env.TOKEN_SECRET !== undefined)
  @MinLength(32, { message: 'must be at least 32 characters long' })
  @IsString({ message: 'is required when NODE_ENV=production' })
  TOKEN_SECRET?: string;

  @IsOptional()
  @Matches(DURATION, { message: "must be a duration such as '12h', '30m' or seconds" })
  PARTICIPANT_TOKEN_TTL?: string;

  @IsOptional()
  @Matches(DURATION, { message: "must be a duration such as '8h', '30m' or seconds" })
  ADMIN_TOKEN_TTL?: string;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of minutes' })
  ASSIGNMENT_TTL_MINUTES?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @Max(3600, { message: 'must be at most 3600' })
  @IsInt({ message: 'must be a whole number of seconds' })
  RESERVATION_SWEEP_SECONDS?: number;

  @ValidateIf((env: EnvSchema) => env.ADMIN_PASSWORD !== undefined || env.ADMIN_EMAIL !== undefined)
  @Matches(ADMIN_EMAIL_PATTERN, { message: 'must be an e-mail address (required with ADMIN_PASSWORD)' })
  // What the admins table stores (lower-cased), so the bootstrap cannot fail on a too-long value.
  @AtMostCodePoints(EMAIL_MAX_LENGTH, (email) => email.trim().toLowerCase())
  ADMIN_EMAIL?: string;

  @ValidateIf((env: EnvSchema) => env.ADMIN_EMAIL !== undefined || env.ADMIN_PASSWORD !== undefined)
  @MinLength(8, { message: 'must be at least 8 characters long' })
  @IsString({ message: 'is required with ADMIN_EMAIL' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsString()
  @AtMostCodePoints(NAME_MAX_LENGTH)
  ADMIN_NAME?: string;

  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  SEED_DEMO?: string;

  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  SEED_DEMO_VOLUMETRIC?: string;

  @IsOptional() @MinLength(1) @IsString() MEDIA_DIR?: string;

  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  STIMULI_IMPORT_YIELD?: string;

  @IsOptional()
  @Matches(/^https:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i, {
    message:
      'must be an https:// URL without query, fragment or credentials (e.g. https://cdn.example.org/study)',
  })
  MEDIA_BASE_URL?: string;

  @IsOptional()
  @Type(() => Number)
  @Min(1024, { message: 'must be at least 1024' })
  @IsInt({ message: 'must be a whole number of bytes' })
  BODY_LIMIT_BYTES?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number' })
  LOGIN_RATE_LIMIT?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number' })
  LOGIN_RATE_LIMIT_PER_IP?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of minutes' })
  LOGIN_RATE_WINDOW_MINUTES?: number;

  /** Successful participant logins per account per LOGIN_SUCCESS_WINDOW_MINUTES (each one writes a user event). */
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number' })
  LOGIN_SUCCESS_LIMIT?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of minutes' })
  LOGIN_SUCCESS_WINDOW_MINUTES?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of requests per hour' })
  SIGNUP_RATE_LIMIT_PER_HOUR?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of requests per hour' })
  CONTACT_RATE_LIMIT_PER_HOUR?: number;

  /** Checked in detail by parseTrustProxy (load-config.ts), which names the entry that is wrong. */
  @IsOptional() @IsString() TRUST_PROXY?: string;

  @IsOptional()
  @Matches(/^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*|localhost)$/, {
    message:
      "must be an IP address to listen on, e.g. '127.0.0.1' (loopback, behind a proxy) or '0.0.0.0' (all)",
  })
  HOST?: string;

  @IsOptional()
  @IsIn(['memory', 'database', 'redis'], { message: "must be 'memory', 'database' or 'redis'" })
  RATE_LIMIT_STORE?: string;

  @ValidateIf((env: EnvSchema) => env.RATE_LIMIT_STORE === 'redis' || env.REDIS_URL !== undefined)
  @Matches(/^rediss?:\/\/[^\s]+$/, {
    message: 'must be a redis://host:port URL (required with RATE_LIMIT_STORE=redis)',
  })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'must be 1-64 letters, digits or _ . : -' })
  RATE_LIMIT_REDIS_PREFIX?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(300, { message: 'must be at most 300 seconds' })
  @Min(0, { message: 'must be 0 (no cache) or more' })
  @IsInt({ message: 'must be a whole number of seconds' })
  TOKEN_VERSION_CACHE_SECONDS?: number;

  @IsOptional() @MinLength(1) @IsString() ANALYSIS_PSEUDONYM_KEY?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(16, { message: 'must be at most 16 threads' })
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of worker threads' })
  ANALYSIS_WORKERS?: number;

  @IsOptional()
  @Type(() => Number)
  @Max(64, { message: 'must be at most 64' })
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of API processes' })
  API_WORKERS?: number;

  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'must be at most 100' })
  @Min(0, { message: 'must be 0 (no waiting) or more' })
  @IsInt({ message: 'must be a whole number of analyses' })
  ANALYSIS_QUEUE_SIZE?: number;

  @IsOptional()
  @Type(() => Number)
  @Max(3600, { message: 'must be at most 3600 seconds' })
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of seconds' })
  SHUTDOWN_TIMEOUT_SECONDS?: number;

  /** Days a contact message is kept (0 or unset: kept until deleted by hand). Checked by the daily retention job. */
  @IsOptional()
  @Type(() => Number)
  @Max(36500, { message: 'must be at most 36500 days (100 years)' })
  @Min(0, { message: 'must be 0 (keep) or a number of days' })
  @IsInt({ message: 'must be a whole number of days' })
  RETENTION_MESSAGES_DAYS?: number;

  /** Days a login/logout event is kept (0 or unset: kept until its participant is deleted). */
  @IsOptional()
  @Type(() => Number)
  @Max(36500, { message: 'must be at most 36500 days (100 years)' })
  @Min(0, { message: 'must be 0 (keep) or a number of days' })
  @IsInt({ message: 'must be a whole number of days' })
  RETENTION_EVENTS_DAYS?: number;
  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;

  @IsOptional()
  @IsIn(['json', 'pretty'], { message: "must be 'json' or 'pretty'" })
  LOG_FORMAT?: string;

  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  METRICS_ENABLED?: string;

  /** Checked in load-config.ts: required (32+ characters) when METRICS_ENABLED is true. */
  @IsOptional() @IsString() METRICS_TOKEN?: string;

  /** Checked in detail by parseAddressAllowList (load-config.ts), which names the entry that is wrong. */
  @IsOptional() @IsString() METRICS_ALLOW?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(300, { message: 'must be at most 300 seconds' })
  @Min(0, { message: 'must be 0 (no cache) or more' })
  @IsInt({ message: 'must be a whole number of seconds' })
  METRICS_CACHE_SECONDS?: number;

  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  OPENAPI_ENABLED?: string;

  // HTTP timeouts against slow clients (slowloris); load-config.ts checks headers ≤ request.
  /** Seconds a client has to send the request line and headers. */
  @IsOptional()
  @Type(() => Number)
  @Max(600, { message: 'must be at most 600 seconds' })
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of seconds' })
  HTTP_HEADERS_TIMEOUT_SECONDS?: number;

  /** Seconds a client has to send a whole request, body included (not the time the API takes to answer). */
  @IsOptional()
  @Type(() => Number)
  @Max(3600, { message: 'must be at most 3600 seconds' })
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of seconds' })
  HTTP_REQUEST_TIMEOUT_SECONDS?: number;

  /** Seconds an idle keep-alive connection stays open after a response. */
  @IsOptional()
  @Type(() => Number)
  @Max(3600, { message: 'must be at most 3600 seconds' })
  @Min(1, { message: 'must be at least 1' })
  @IsInt({ message: 'must be a whole number of seconds' })
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS?: number;
}
