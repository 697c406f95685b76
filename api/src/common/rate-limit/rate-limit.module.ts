import { Global, Module } from '@nestjs/common';
import { PublicRateLimitGuard } from './public-rate-limit.guard.js';
import { RateLimiterFactory } from './rate-limiter.factory.js';

/** The rate-limit store (memory, the app's MySQL/MariaDB, or Redis) for every module's limits. */
@Global()
@Module({
  providers: [RateLimiterFactory, PublicRateLimitGuard],
  exports: [RateLimiterFactory, PublicRateLimitGuard],
})
export class RateLimitModule {}
