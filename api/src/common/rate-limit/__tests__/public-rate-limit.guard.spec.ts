import { jest } from '@jest/globals';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { PublicRateLimitGuard } from '../public-rate-limit.guard.js';
import { RateLimited } from '../rate-limited.decorator.js';
import { RateLimiterFactory } from '../rate-limiter.factory.js';
import { TOO_MANY_REQUESTS, TooManyRequestsException } from '../too-many-requests.exception.js';

class Routes {
  @RateLimited('signup')
  signup(): void {}

  @RateLimited('contact')
  contact(): void {}

  open(): void {}
}

describe('PublicRateLimitGuard (memory store)', () => {
  const config = {
    publicRateLimits: { signup: 3, contact: 2 },
    rateLimitStore: { type: 'memory' },
  } as AppConfig;
  const make = () =>
    new PublicRateLimitGuard(new Reflector(), config, new RateLimiterFactory(config, {} as DataSource));
  const context = (handler: keyof Routes, ip: string) =>
    new ExecutionContextHost([{ ip }, {}], Routes, Routes.prototype[handler]);

  /** Runs the guard; returns the thrown exception or 'ok'. */
  const run = async (guard: PublicRateLimitGuard, handler: keyof Routes, ip: string): Promise<unknown> => {
    try {
      expect(await guard.canActivate(context(handler, ip))).toBe(true);
      return 'ok';
    } catch (error) {
      return error;
    }
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: 10_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets the configured number of requests through per address, then throws a 429 with Retry-After seconds', async () => {
    const guard = make();
    for (let i = 0; i < 3; i++) expect(await run(guard, 'signup', '10.0.0.1')).toBe('ok');
    jest.advanceTimersByTime(1_500);
    const error = await run(guard, 'signup', '10.0.0.1');
    expect(error).toBeInstanceOf(TooManyRequestsException);
    const tooMany = error as TooManyRequestsException;
    expect(tooMany.getStatus()).toBe(429);
    expect(tooMany.message).toBe(TOO_MANY_REQUESTS);
    expect(tooMany.retryAfterSeconds).toBe(3600 - 1); // 3598.5 s left, rounded up
  });

  it('counts each address and each route on its own budget', async () => {
    const guard = make();
    for (let i = 0; i < 2; i++) expect(await run(guard, 'contact', '10.0.0.1')).toBe('ok');
    expect(await run(guard, 'contact', '10.0.0.1')).toBeInstanceOf(TooManyRequestsException);
    expect(await run(guard, 'contact', '10.0.0.2')).toBe('ok');
    expect(await run(guard, 'signup', '10.0.0.1')).toBe('ok');
  });

  it('allows the address again after the hour', async () => {
    const guard = make();
    for (let i = 0; i < 2; i++) await run(guard, 'contact', '10.0.0.1');
    jest.advanceTimersByTime(3_599_000);
    expect(await run(guard, 'contact', '10.0.0.1')).toBeInstanceOf(TooManyRequestsException);
    jest.advanceTimersByTime(1_001);
    expect(await run(guard, 'contact', '10.0.0.1')).toBe('ok');
  });

  it('leaves routes without @RateLimited alone', async () => {
    const guard = make();
    for (let i = 0; i < 10; i++) expect(await run(guard, 'open', '10.0.0.1')).toBe('ok');
  });
});
