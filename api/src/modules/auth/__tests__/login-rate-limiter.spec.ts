import { LoginRateLimiter } from '../login-rate-limiter.js';

describe('LoginRateLimiter', () => {
  let now = 0;
  const make = () => new LoginRateLimiter({ perIpEmail: 3, perIp: 5, windowMs: 60_000 }, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks one (IP, e-mail) after the allowed failures, until the window ends', () => {
    const limiter = make();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs('1.1.1.1', 'a@x.org')).toBe(0);
      limiter.recordFailure('1.1.1.1', 'a@x.org');
    }
    expect(limiter.retryAfterMs('1.1.1.1', 'a@x.org')).toBe(60_000);
    expect(limiter.retryAfterMs('1.1.1.1', 'A@X.org ')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('2.2.2.2', 'a@x.org')).toBe(0);
    expect(limiter.retryAfterMs('1.1.1.1', 'b@x.org')).toBe(0);
    now += 60_000;
    expect(limiter.retryAfterMs('1.1.1.1', 'a@x.org')).toBe(0);
  });

  it('applies the higher per-IP ceiling across e-mails', () => {
    const limiter = make();
    for (let i = 0; i < 5; i++) limiter.recordFailure('9.9.9.9', `u${i}@x.org`);
    expect(limiter.retryAfterMs('9.9.9.9', 'fresh@x.org')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('8.8.8.8', 'fresh@x.org')).toBe(0);
  });

  it('lets 60 people behind one address log in when nobody fails', () => {
    const limiter = make();
    for (let i = 0; i < 60; i++) {
      expect(limiter.retryAfterMs('10.0.0.1', `student${i}@school.org`)).toBe(0);
      limiter.recordSuccess('10.0.0.1', `student${i}@school.org`);
    }
  });

  it('clears one person’s failures on success but keeps the per-IP count', () => {
    const limiter = make();
    for (let i = 0; i < 3; i++) limiter.recordFailure('1.1.1.1', 'a@x.org');
    limiter.recordSuccess('1.1.1.1', 'a@x.org');
    expect(limiter.retryAfterMs('1.1.1.1', 'a@x.org')).toBe(0);
    limiter.recordFailure('1.1.1.1', 'b@x.org');
    limiter.recordFailure('1.1.1.1', 'c@x.org');
    expect(limiter.retryAfterMs('1.1.1.1', 'd@x.org')).toBeGreaterThan(0);
  });
});
