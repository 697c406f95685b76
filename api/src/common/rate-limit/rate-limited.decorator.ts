import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { RATE_LIMIT_NAME, type PublicRateLimitName } from './public-rate-limit.js';
import { PublicRateLimitGuard } from './public-rate-limit.guard.js';

/** Limits every request to this route per client address with the named budget (429 + Retry-After beyond it). */
export const RateLimited = (name: PublicRateLimitName) =>
  applyDecorators(SetMetadata(RATE_LIMIT_NAME, name), UseGuards(PublicRateLimitGuard));
