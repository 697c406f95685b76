export interface RateLimitOptions {
  /** Failed attempts allowed per (IP, e-mail) within the window. */
  perIpEmail: number;
  /** Failed attempts allowed per IP within the window, over all e-mails (a class behind one NAT shares it). */
  perIp: number;
  windowMs: number;
}

interface Bucket {
  count: number;
  resetAt: number;
}

export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

/**
 * Counts FAILED logins in fixed windows per (IP, e-mail) and per IP. Successful logins are never limited by the
 * per-IP ceiling, so 60 participants behind one address can all log in; guessing one account is stopped early.
 */
export class LoginRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Milliseconds until a blocked caller may try again, or 0 when the attempt may proceed. */
  retryAfterMs(ip: string, email: string): number {
    const t = this.now();
    const pair = this.live(this.pairKey(ip, email), t);
    const perIp = this.live(this.ipKey(ip), t);
    let wait = 0;
    if (pair && pair.count >= this.options.perIpEmail) wait = Math.max(wait, pair.resetAt - t);
    if (perIp && perIp.count >= this.options.perIp) wait = Math.max(wait, perIp.resetAt - t);
    return wait;
  }

  recordFailure(ip: string, email: string): void {
    const t = this.now();
    this.bump(this.pairKey(ip, email), t);
    this.bump(this.ipKey(ip), t);
    if (this.buckets.size > 50_000) this.prune(t);
  }

  /** A successful login clears that person's failures (not the shared per-IP count). */
  recordSuccess(ip: string, email: string): void {
    this.buckets.delete(this.pairKey(ip, email));
  }

  private pairKey(ip: string, email: string): string {
    return `p|${ip}|${email.trim().toLowerCase()}`;
  }

  private ipKey(ip: string): string {
    return `i|${ip}`;
  }

  private live(key: string, t: number): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= t) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private bump(key: string, t: number): void {
    const bucket = this.live(key, t);
    if (bucket) bucket.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: t + this.options.windowMs });
  }

  private prune(t: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= t) this.buckets.delete(key);
  }
}

export const PARTICIPANT_LOGIN_LIMITER = Symbol('PARTICIPANT_LOGIN_LIMITER');
export const ADMIN_LOGIN_LIMITER = Symbol('ADMIN_LOGIN_LIMITER');
