import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { type DestinationStream, type LevelWithSilent, stdTimeFunctions } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { routeTemplateOf } from '../http/route-template.js';
import { REDACT_PATHS, redactText } from './log-redaction.js';
import { safeError } from './safe-error.js';

/** Probes and scrapers call these every few seconds: their lines are debug, not info, so they do not drown the log. */
const QUIET_ROUTES = /^\/api\/(health(\/|$)|metrics$)/;

/** pino-pretty when it is installed (a devDependency); otherwise JSON, since a missing prettifier is no reason to stop. */
function prettyTransport(): { target: string; options: Record<string, unknown> } | undefined {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return {
    target: 'pino-pretty',
    options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
  };
}

function requestFields(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  return { method: req.method, route: routeTemplateOf(req), statusCode: res.statusCode, responseTime };
}

/**
 * nestjs-pino's settings: one JSON line per API request when it ends (reqId, method, route template, statusCode,
 * responseTime in ms) and Nest's own log calls as JSON lines carrying the request's id when made during one.
 * Bodies, headers, query strings and raw URLs are never logged (they carry e-mails, names, tokens and comments);
 * an unexpected error's type, message and stack go on its request's line (never into the answer).
 * `destination` replaces stdout (tests capture the lines).
 */
export function pinoParams(config: AppConfig['logging'], destination?: DestinationStream): Params {
  const transport = config.pretty && !destination ? prettyTransport() : undefined;
  const options = {
    level: config.level,
    timestamp: stdTimeFunctions.isoTime,
    // Level names ("info") instead of numbers (30): the lines are read by people in journalctl too.
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: redactText },
    ...(transport ? { transport } : {}),
    // The request line carries only the request id as context, and the fields below.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'reqId' },
    // Should a raw request or response ever be logged, only these fields of it are written.
    serializers: {
      err: safeError,
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    wrapSerializers: false,
    customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error): LevelWithSilent => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return QUIET_ROUTES.test(routeTemplateOf(req) ?? '') ? 'debug' : 'info';
    },
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req: IncomingMessage, res: ServerResponse, value: { responseTime: number }) =>
      requestFields(req, res, value.responseTime),
    customErrorObject: (
      req: IncomingMessage,
      res: ServerResponse,
      error: Error,
      value: { responseTime: number },
    ) => ({
      ...requestFields(req, res, value.responseTime),
      // pino-http invents an Error for a plain 5xx; only a real one (set by the exception filter) is worth its stack.
      ...((res as ServerResponse & { err?: unknown }).err ? { err: error } : {}),
    }),
  };
  return {
    pinoHttp: destination ? [options, destination] : options,
    renameContext: 'context',
  } as Params;
}
