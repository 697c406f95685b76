import { HttpException, HttpStatus } from '@nestjs/common';

export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

/** 429 that also tells the client when to retry (the filter turns retryAfterSeconds into a Retry-After header). */
export class TooManyLoginAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_LOGIN_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
