import { HttpException, HttpStatus } from '@nestjs/common';
import { LoginRateLimiter, TOO_MANY_LOGIN_ATTEMPTS } from './login-rate-limiter.js';

/** 429 that also tells the client when to retry (the filter turns retryAfterSeconds into a Retry-After header). */
export class TooManyLoginAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_LOGIN_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Throws the 429 when this (IP, e-mail) or this IP has used up its failed attempts. */
export function assertLoginAllowed(limiter: LoginRateLimiter, ip: string, email: string): void {
  const waitMs = limiter.retryAfterMs(ip, email);
  if (waitMs > 0) throw new TooManyLoginAttemptsException(Math.ceil(waitMs / 1000));
}
