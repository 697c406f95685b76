import { HttpException, HttpStatus } from '@nestjs/common';

export const TOO_MANY_REQUESTS = 'Too many requests from your network. Please try again later.';

/** 429 for the public-endpoint volume limit; the exception filter turns retryAfterSeconds into Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
