import type { AddressAllowList } from './address-allow-list.js';
import type { TrustProxy } from './trust-proxy.js';

export type RateLimitStore =
  { type: 'memory' } | { type: 'database' } | { type: 'redis'; url: string; keyPrefix: string };

/** The public (no token) endpoints that are limited per client address; each has its own hourly budget. */
export type PublicRateLimitName = 'signup' | 'contact';

/** The validated, typed configuration every module reads (through the APP_CONFIG provider). */
export interface AppConfig {
  production: boolean;
  port: number;
  /** Address the API listens on (HOST): loopback by default, so only a local reverse proxy reaches it. */
  host: string;
  database: { type: 'mysql'; url: string } | { type: 'sqlite'; path: string };
  corsOrigins: string[];
  tokenSecret: string;
  participantTokenTtlSeconds: number;
  adminTokenTtlSeconds: number;
  assignmentTtlMinutes: number;
  /** How often each API process returns expired reservations to the pool (RESERVATION_SWEEP_SECONDS). */
  reservationSweepSeconds: number;
  admin: { email: string; password: string; name: string } | null;
  seedDemo: boolean;
  /** Add the volumetric demo stimuli (api/media/volumetric) to a catalogue without any (after the 2D demo with seedDemo). */
  seedDemoVolumetric: boolean;
  mediaDir: string;
  /** MEDIA_BASE_URL: where the stimulus import points relative files (a CDN); null: the API's own /media. */
  mediaBaseUrl: string | null;
  /** STIMULI_IMPORT_YIELD: an import makes way for other work while the machine is busy (BusyMachineGate). */
  importYield: boolean;
  bodyLimitBytes: number;
  /**
   * Login limits (README "Login limits"): attempts per (address, e-mail) and per address in `windowMs`; and
   * successful participant logins per account in `successWindowMs`.
   */
  loginRateLimit: {
    perIpEmail: number;
    perIp: number;
    windowMs: number;
    successPerAccount: number;
    successWindowMs: number;
  };
  /** Requests per client address per hour on the public signup and contact routes (every request counts). */
  publicRateLimits: Record<PublicRateLimitName, number>;
  /** Whose X-Forwarded-For is believed for the client address (rate limits): see trust-proxy.ts. */
  trustProxy: TrustProxy;
  /** Where rate-limit counts live: this process's memory, the app's MySQL/MariaDB, or Redis (shared by processes). */
  rateLimitStore: RateLimitStore;
  /** How long a process may reuse an account's token version before reading it again (0 = every request). */
  tokenVersionCacheSeconds: number;
  /** Key of the HMAC that turns user ids into the analysis exports' pseudonymous observer ids. */
  analysisPseudonymKey: string;
  /** Analyses running at once in worker threads, and how many more may wait before a 503. */
  analysisPool: { workers: number; queueSize: number };
  /** After SIGTERM/SIGINT, how long in-flight requests may take before the process gives up and exits 1. */
  shutdownTimeoutMs: number;
  /**
   * Retention periods in days of the daily job (RETENTION_MESSAGES_DAYS, RETENTION_EVENTS_DAYS); null keeps the rows
   * (the default, as the spec keeps everything until a participant is deleted).
   */
  retention: { contactMessagesDays: number | null; userEventsDays: number | null };
  /** pino's level (LOG_LEVEL) and whether lines are prettified for a terminal (LOG_FORMAT=pretty, development). */
  logging: { level: string; pretty: boolean };
  /** GET /api/metrics: absent (404) unless enabled; then a bearer token, and optionally an address allow-list. */
  metrics: MetricsConfig;
  /** Whether /api/docs serves the OpenAPI description and its UI (OPENAPI_ENABLED). */
  openApiEnabled: boolean;
  /** The STUDY_* variables as given: initial study settings, validated by the study module (parseStudySettingsEnv). */
  studyEnv: Record<string, string>;
  /** API processes serving the port (API_WORKERS, node:cluster); 1 = this process alone. */
  workers: number;
  /** How long a slow client may hold a connection (HTTP_*_TIMEOUT_SECONDS), in milliseconds: see http-timeouts.ts. */
  httpTimeouts: HttpTimeouts;
}

export interface HttpTimeouts {
  /** To receive the request line and headers. */
  headersMs: number;
  /** To receive the whole request, body included. */
  requestMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
}

export type MetricsConfig =
  { enabled: false } | { enabled: true; token: string; allow: AddressAllowList | null; cacheMs: number };

export const APP_CONFIG = Symbol('APP_CONFIG');
