import type { HttpException } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Consumes one point for `key`, atomically in the store. When the key has no points left, throws the exception
 * made from the seconds until it has (Retry-After, at least 1). Store errors are rethrown as they are; the shared
 * stores have a memory insurance limiter, so they only happen on a bug.
 */
export async function consumeOrThrow(
  limiter: RateLimiterAbstract,
  key: string,
  tooMany: (retryAfterSeconds: number) => HttpException,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw tooMany(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    throw rejection;
  }
}
