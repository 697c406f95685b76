import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@vvq/contracts';
import { isForeignKeyError } from '../../database/db-errors.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailableError,
} from '../../database/db-unavailable.js';

export const REFERENCE_GONE = 'The record this request refers to no longer exists';

/** During a database outage every request fails the same way: one log line per this many ms, not one per request. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;

/** Fastify's own errors (body too large, malformed JSON, wrong content type) carry a 4xx statusCode and FST_ code. */
function fastifyClientError(exception: unknown): { status: number; text: string } | null {
  const e = exception as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (
    typeof e?.statusCode === 'number' &&
    e.statusCode >= 400 &&
    e.statusCode < 500 &&
    typeof e.message === 'string'
  ) {
    return { status: e.statusCode, text: e.message };
  }
  return null;
}

/** Human text of an HttpException: its string message, or the first of a message list. */
function httpExceptionBody(exception: HttpException): { text: string; messages: string | string[] } {
  const response = exception.getResponse();
  if (typeof response === 'string') return { text: response, messages: response };
  const body = response as { error?: unknown; message?: unknown };
  const messages = Array.isArray(body.message)
    ? body.message.map(String)
    : typeof body.message === 'string'
      ? body.message
      : exception.message;
  const first = Array.isArray(messages) ? (messages[0] ?? exception.message) : messages;
  // A ValidationPipe body already carries the human text in `error`.
  const text = Array.isArray(body.message) && typeof body.error === 'string' ? body.error : first;
  return { text, messages };
}

/**
 * Every error leaves the API as {statusCode, error, message}; `error` is the text a page shows.
 * Unknown errors become a plain 500; their stack goes on the request's log line, never into the answer.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');
  private lastOutageLog = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    let body: ApiErrorBody;
    let retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (exception instanceof HttpException) {
      const { text, messages } = httpExceptionBody(exception);
      body = { statusCode: exception.getStatus(), error: text, message: messages };
    } else {
      const client = fastifyClientError(exception);
      if (isForeignKeyError(exception)) {
        // e.g. a participant deleted by an admin between the guard's check and the insert.
        body = { statusCode: HttpStatus.CONFLICT, error: REFERENCE_GONE, message: REFERENCE_GONE };
      } else if (isDatabaseUnavailableError(exception)) {
        // The database is down, restarting or locked: the client may retry; the process stays up and recovers.
        this.logOutage(exception);
        body = {
          statusCode: HttpStatus.SERVICE_UNAVAILABLE,
          error: DATABASE_UNAVAILABLE,
          message: DATABASE_UNAVAILABLE,
        };
        retryAfter = DATABASE_RETRY_AFTER_SECONDS;
      } else if (client) {
        body = { statusCode: client.status, error: client.text, message: client.text };
      } else {
        // The request's log line carries it (type, message, stack: common/logging/pino-params.ts); the answer does not.
        reply.raw.err = exception instanceof Error ? exception : new Error(String(exception));
        const text = 'Internal server error';
        body = { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: text, message: text };
      }
    }
    if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
    void reply.status(body.statusCode).header('Content-Type', 'application/json; charset=utf-8').send(body);
  }

  private logOutage(exception: unknown): void {
    const now = Date.now();
    if (now - this.lastOutageLog < OUTAGE_LOG_INTERVAL_MS) return;
    this.lastOutageLog = now;
    const e = exception as { driverError?: { code?: unknown }; code?: unknown; message?: unknown };
    const code = e.driverError?.code ?? e.code;
    this.logger.warn(
      `Database unavailable, answering 503 (${String(code ?? '')}): ${String(e.message ?? exception)}`,
    );
  }
}
