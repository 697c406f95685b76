import { HttpException, HttpStatus } from '@nestjs/common';

export const TOO_MANY_ACCOUNT_LOGINS = 'Too many logins to this account. Please try again later.';

/** 429 for an account that logged in too often; the exception filter turns retryAfterSeconds into Retry-After. */
export class TooManyAccountLoginsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_ACCOUNT_LOGINS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
