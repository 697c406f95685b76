import type { PublicRateLimitName } from '../../config/app-config.js';

/** The names live with the configuration that gives each its budget (config/ imports nothing from common/). */
export type { PublicRateLimitName };

export const PUBLIC_RATE_WINDOW_SECONDS = 60 * 60;

/** Route metadata key set by @RateLimited and read by PublicRateLimitGuard. */
export const RATE_LIMIT_NAME = 'vvq:rate-limit-name';
