import { jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { RateLimiterFactory } from '../../../common/rate-limit/rate-limiter.factory.js';
import type { AppConfig } from '../../../config/app-config.js';
import { LoginRateLimiter } from '../login-rate-limiter.js';
import {
  TOO_MANY_LOGIN_ATTEMPTS,
  TooManyLoginAttemptsException,
} from '../too-many-login-attempts.exception.js';

describe('LoginRateLimiter (memory store)', () => {
  const config = { rateLimitStore: { type: 'memory' } } as AppConfig;
  const make = () =>
    new LoginRateLimiter(new RateLimiterFactory(config, {} as DataSource), 'login-test', {
      perIpEmail: 3,
      perIp: 5,
      windowMs: 60_000,
    });
  const outcome = (attempt: Promise<void>) =>
    attempt.then(
      () => 'ok',
      (error: unknown) => error,
    );

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('allows perIpEmail attempts per (address, e-mail), then a 429 with the seconds left, until the window ends', async () => {
    const limiter = make();
    for (let i = 0; i < 3; i++)
      expect(await outcome(limiter.takePairAttempt('1.1.1.1', 'a@x.org'))).toBe('ok');
    const blocked = await outcome(limiter.takePairAttempt('1.1.1.1', ' A@X.org '));
    expect(blocked).toBeInstanceOf(TooManyLoginAttemptsException);
    expect((blocked as TooManyLoginAttemptsException).message).toBe(TOO_MANY_LOGIN_ATTEMPTS);
    expect((blocked as TooManyLoginAttemptsException).retryAfterSeconds).toBe(60);
    expect(await outcome(limiter.takePairAttempt('2.2.2.2', 'a@x.org'))).toBe('ok');
    expect(await outcome(limiter.takePairAttempt('1.1.1.1', 'b@x.org'))).toBe('ok');
    jest.advanceTimersByTime(60_001);
    expect(await outcome(limiter.takePairAttempt('1.1.1.1', 'a@x.org'))).toBe('ok');
  });

  it('counts parallel attempts exactly (consumed atomically, before any check)', async () => {
    const limiter = make();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => outcome(limiter.takePairAttempt('1.1.1.1', 'a@x.org'))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
  });

  it('clears one person’s attempts on success', async () => {
    const limiter = make();
    for (let i = 0; i < 3; i++) await limiter.takePairAttempt('1.1.1.1', 'a@x.org');
    await limiter.clearPair('1.1.1.1', 'a@x.org');
    expect(await outcome(limiter.takePairAttempt('1.1.1.1', 'a@x.org'))).toBe('ok');
  });

  it('has a per-address budget over all e-mails; a refund gives a unit back', async () => {
    const limiter = make();
    for (let i = 0; i < 5; i++) expect(await outcome(limiter.takeAddressAttempt('9.9.9.9'))).toBe('ok');
    expect(await outcome(limiter.takeAddressAttempt('9.9.9.9'))).toBeInstanceOf(
      TooManyLoginAttemptsException,
    );
    expect(await outcome(limiter.takeAddressAttempt('8.8.8.8'))).toBe('ok');
    await limiter.refundAddress('9.9.9.9');
    await limiter.refundAddress('9.9.9.9');
    expect(await outcome(limiter.takeAddressAttempt('9.9.9.9'))).toBe('ok');
  });
});
