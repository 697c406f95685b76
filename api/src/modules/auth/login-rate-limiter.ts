import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrow } from '../../common/rate-limit/consume-or-throw.js';
import type { RateLimiterFactory } from '../../common/rate-limit/rate-limiter.factory.js';
import { TooManyLoginAttemptsException } from './too-many-login-attempts.exception.js';

export interface RateLimitOptions {
  /** Attempts per (address, e-mail) within the window; a success clears them. */
  perIpEmail: number;
  /** Per-address budget within the window (participants: unknown e-mails; admins: failed logins). */
  perIp: number;
  windowMs: number;
}

/**
 * The two counts of one login form (docs/operator/security.md), each consumed atomically in the rate-limit store
 * BEFORE the caller does the expensive or revealing part of the check:
 * - pair (address, e-mail): LOGIN_RATE_LIMIT attempts per window; a successful login deletes the count.
 * - address: LOGIN_RATE_LIMIT_PER_IP per window; what spends it is the caller's policy.
 * Keys hold a hash of the e-mail, never the address itself, so a shared store (database table, Redis) keeps no
 * e-mail addresses.
 */
export class LoginRateLimiter {
  private readonly pair: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;

  constructor(factory: RateLimiterFactory, name: string, options: RateLimitOptions) {
    const durationSeconds = Math.ceil(options.windowMs / 1000);
    this.pair = factory.create({ name: `${name}-pair`, points: options.perIpEmail, durationSeconds });
    this.address = factory.create({ name: `${name}-address`, points: options.perIp, durationSeconds });
  }

  /** Counts one attempt for this address and e-mail; 429 when they have none left. */
  takePairAttempt(ip: string, email: string): Promise<void> {
    return consumeOrThrow(this.pair, pairKey(ip, email), tooMany);
  }

  /** Spends one unit of this address's budget; 429 when it is spent. */
  takeAddressAttempt(ip: string): Promise<void> {
    return consumeOrThrow(this.address, ip, tooMany);
  }

  /** A successful login: this person's attempts at this address start again from zero. */
  async clearPair(ip: string, email: string): Promise<void> {
    await this.pair.delete(pairKey(ip, email));
  }

  /** Gives back a unit of the address budget spent on an attempt that succeeded. */
  async refundAddress(ip: string): Promise<void> {
    await this.address.reward(ip, 1);
  }
}

const tooMany = (seconds: number) => new TooManyLoginAttemptsException(seconds);

function pairKey(ip: string, email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
  return `${ip}|${digest}`;
}

export const PARTICIPANT_LOGIN_LIMITER = Symbol('PARTICIPANT_LOGIN_LIMITER');
export const ADMIN_LOGIN_LIMITER = Symbol('ADMIN_LOGIN_LIMITER');
