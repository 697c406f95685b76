import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrow } from '../../common/rate-limit/consume-or-throw.js';
import type { RateLimiterFactory } from '../../common/rate-limit/rate-limiter.factory.js';
import { TooManyAccountLoginsException } from './too-many-account-logins.exception.js';

export interface AccountLoginLimitOptions {
  /** Successful logins per account within the window (LOGIN_SUCCESS_LIMIT). */
  successPerAccount: number;
  successWindowMs: number;
}

/**
 * Successful participant logins per account (README "Login limits"). The (address, e-mail) count is cleared by a
 * success and the address budget spends only unknown e-mails, so without this count one known e-mail could log in
 * without end from one address and add a user_events row each time. Keyed by the account id, whatever the address:
 * nobody needs more than a handful of logins in minutes. Consumed atomically in the shared store, so API workers
 * together let exactly the limit through.
 */
export class AccountLoginLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(factory: RateLimiterFactory, name: string, options: AccountLoginLimitOptions) {
    this.limiter = factory.create({
      name,
      points: options.successPerAccount,
      durationSeconds: Math.ceil(options.successWindowMs / 1000),
    });
  }

  /** Counts one successful login of this account; 429 (with Retry-After) when its budget is spent. */
  takeLogin(accountId: number): Promise<void> {
    return consumeOrThrow(this.limiter, String(accountId), tooMany);
  }
}

const tooMany = (seconds: number) => new TooManyAccountLoginsException(seconds);

export const PARTICIPANT_ACCOUNT_LOGIN_LIMITER = Symbol('PARTICIPANT_ACCOUNT_LOGIN_LIMITER');
