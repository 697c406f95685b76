import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { AppConfig } from '../../../config/app-config.js';
import { PublicRateLimitGuard } from '../public-rate-limit.guard.js';
import { RateLimited } from '../rate-limited.decorator.js';
import { TOO_MANY_REQUESTS, TooManyRequestsException } from '../too-many-requests.exception.js';

class Routes {
  @RateLimited('signup')
  signup(): void {}

  @RateLimited('contact')
  contact(): void {}

  open(): void {}
}

describe('PublicRateLimitGuard', () => {
  let now = 0;
  const config = { publicRateLimits: { signup: 3, contact: 2 } } as AppConfig;
  const make = () => new PublicRateLimitGuard(new Reflector(), config, () => now);
  const context = (handler: keyof Routes, ip: string) =>
    new ExecutionContextHost([{ ip }, {}], Routes, Routes.prototype[handler]);

  /** Runs the guard; returns the thrown exception or 'ok'. */
  const run = (guard: PublicRateLimitGuard, handler: keyof Routes, ip: string): unknown => {
    try {
      expect(guard.canActivate(context(handler, ip))).toBe(true);
      return 'ok';
    } catch (error) {
      return error;
    }
  };

  beforeEach(() => {
    now = 10_000_000;
  });

  it('lets the configured number of requests through per address, then throws a 429 with Retry-After seconds', () => {
    const guard = make();
    for (let i = 0; i < 3; i++) expect(run(guard, 'signup', '10.0.0.1')).toBe('ok');
    now += 1_500;
    const error = run(guard, 'signup', '10.0.0.1');
    expect(error).toBeInstanceOf(TooManyRequestsException);
    const tooMany = error as TooManyRequestsException;
    expect(tooMany.getStatus()).toBe(429);
    expect(tooMany.message).toBe(TOO_MANY_REQUESTS);
    expect(tooMany.retryAfterSeconds).toBe(3600 - 1); // 3598.5 s left, rounded up
  });

  it('counts each address and each route on its own budget', () => {
    const guard = make();
    for (let i = 0; i < 2; i++) expect(run(guard, 'contact', '10.0.0.1')).toBe('ok');
    expect(run(guard, 'contact', '10.0.0.1')).toBeInstanceOf(TooManyRequestsException);
    expect(run(guard, 'contact', '10.0.0.2')).toBe('ok');
    expect(run(guard, 'signup', '10.0.0.1')).toBe('ok');
  });

  it('allows the address again after the hour', () => {
    const guard = make();
    for (let i = 0; i < 2; i++) run(guard, 'contact', '10.0.0.1');
    now += 3_599_999;
    expect(run(guard, 'contact', '10.0.0.1')).toBeInstanceOf(TooManyRequestsException);
    now += 1;
    expect(run(guard, 'contact', '10.0.0.1')).toBe('ok');
  });

  it('leaves routes without @RateLimited alone', () => {
    const guard = make();
    for (let i = 0; i < 10; i++) expect(run(guard, 'open', '10.0.0.1')).toBe('ok');
  });
});
