/** The public (no token) endpoints that are limited per client address; each has its own hourly budget. */
export type PublicRateLimitName = 'signup' | 'contact';

export type PublicRateLimits = Record<PublicRateLimitName, number>;

export const PUBLIC_RATE_WINDOW_MS = 60 * 60_000;

/** Route metadata key set by @RateLimited and read by PublicRateLimitGuard. */
export const RATE_LIMIT_NAME = 'vvq:rate-limit-name';

/** Optional clock provider so unit tests can move time; the app uses Date.now. */
export const RATE_LIMIT_CLOCK = Symbol('RATE_LIMIT_CLOCK');
