import { HttpException, HttpStatus } from '@nestjs/common';

/** 503 when every analysis slot is taken; the exception filter turns retryAfterSeconds into Retry-After. */
export class AnalysisBusyException extends HttpException {
  readonly retryAfterSeconds = 10;

  constructor(slots: number) {
    super(
      `The server is busy: ${slots} analyses are already running or waiting. Please try again in a moment.`,
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}
