import { FixedWindowCounter } from '../../common/rate-limit/fixed-window-counter.js';

export interface RateLimitOptions {
  /** Failed attempts allowed per (IP, e-mail) within the window. */
  perIpEmail: number;
  /** Failed attempts allowed per IP within the window, over all e-mails (a class behind one NAT shares it). */
  perIp: number;
  windowMs: number;
}

export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

/**
 * Counts FAILED logins in fixed windows per (IP, e-mail) and per IP. Successful logins are never limited by the
 * per-IP ceiling, so 60 participants behind one address can all log in; guessing one account is stopped early.
 */
export class LoginRateLimiter {
  private readonly counter: FixedWindowCounter;

  constructor(
    private readonly options: RateLimitOptions,
    now: () => number = () => Date.now(),
  ) {
    this.counter = new FixedWindowCounter(options.windowMs, now);
  }

  /** Milliseconds until a blocked caller may try again, or 0 when the attempt may proceed. */
  retryAfterMs(ip: string, email: string): number {
    return Math.max(
      this.counter.retryAfterMs(this.pairKey(ip, email), this.options.perIpEmail),
      this.counter.retryAfterMs(this.ipKey(ip), this.options.perIp),
    );
  }

  recordFailure(ip: string, email: string): void {
    this.counter.hit(this.pairKey(ip, email));
    this.counter.hit(this.ipKey(ip));
  }

  /** A successful login clears that person's failures (not the shared per-IP count). */
  recordSuccess(ip: string, email: string): void {
    this.counter.delete(this.pairKey(ip, email));
  }

  private pairKey(ip: string, email: string): string {
    return `p|${ip}|${email.trim().toLowerCase()}`;
  }

  private ipKey(ip: string): string {
    return `i|${ip}`;
  }
}

export const PARTICIPANT_LOGIN_LIMITER = Symbol('PARTICIPANT_LOGIN_LIMITER');
export const ADMIN_LOGIN_LIMITER = Symbol('ADMIN_LOGIN_LIMITER');
