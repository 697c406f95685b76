/** The public (no token) endpoints that are limited per client address; each has its own hourly budget. */
export type PublicRateLimitName = 'signup' | 'contact';

export type PublicRateLimits = Record<PublicRateLimitName, number>;

export const PUBLIC_RATE_WINDOW_SECONDS = 60 * 60;

/** Route metadata key set by @RateLimited and read by PublicRateLimitGuard. */
export const RATE_LIMIT_NAME = 'vvq:rate-limit-name';
