import type { PublicRateLimitName } from '../../config/app-config.js';

/** The names live with the configuration that gives each its budget (config/ imports nothing from common/). */
export type { PublicRateLimitName };

export const PUBLIC_RATE_WINDOW_MS = 60 * 60_000;

/** Route metadata key set by @RateLimited and read by PublicRateLimitGuard. */
export const RATE_LIMIT_NAME = 'vvq:rate-limit-name';

/** Optional clock provider so unit tests can move time; the app uses Date.now. */
export const RATE_LIMIT_CLOCK = Symbol('RATE_LIMIT_CLOCK');
