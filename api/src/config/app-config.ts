/** The public (no token) endpoints that are limited per client address; each has its own hourly budget. */
export type PublicRateLimitName = 'signup' | 'contact';

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
  publicRateLimits: Record<PublicRateLimitName, number>;
  /** Proxy hops in front of the API whose X-Forwarded-For entries are trusted (0 = none): Fastify's trustProxy. */
  trustProxy: number;
  /** Key of the HMAC that turns user ids into the analysis exports' pseudonymous observer ids. */
  analysisPseudonymKey: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
