import type { PublicRateLimits } from '../common/rate-limit/public-rate-limit.js';

/** The validated, typed configuration every module reads (through the APP_CONFIG provider). */
export interface AppConfig {
  production: boolean;
  port: number;
  database: { type: 'mysql'; url: string } | { type: 'sqlite'; path: string };
  corsOrigins: string[];
  tokenSecret: string;
  participantTokenTtlSeconds: number;
  adminTokenTtlSeconds: number;
  assignmentTtlMinutes: number;
  admin: { email: string; password: string; name: string } | null;
  seedDemo: boolean;
  mediaDir: string;
  bodyLimitBytes: number;
  loginRateLimit: { perIpEmail: number; perIp: number; windowMs: number };
  /** Requests per client address per hour on the public signup and contact routes (every request counts). */
  publicRateLimits: PublicRateLimits;
  /** Proxy hops in front of the API whose X-Forwarded-For entries are trusted (0 = none): Fastify's trustProxy. */
  trustProxy: number;
  /** After SIGTERM/SIGINT, how long in-flight requests may take before the process gives up and exits 1. */
  shutdownTimeoutMs: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
