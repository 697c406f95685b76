import type { LoggerService } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface GracefulShutdownOptions {
  /** How long in-flight requests may take after the signal before the process gives up (exit 1). */
  timeoutMs: number;
  logger: LoggerService;
  /** process.exit by default; replaced in unit tests. */
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

/**
 * SIGTERM (systemctl stop/restart) or SIGINT: stop accepting connections, let the requests already under way finish,
 * close the database pool, exit 0. app.close() does all three in Nest's order (HTTP server first — Fastify waits for
 * active requests, closes idle keep-alive sockets and answers late requests on open sockets with 503 — then the
 * shutdown hooks, where TypeORM closes the pool). Used instead of Nest's enableShutdownHooks(), which re-raises the
 * signal after closing, so the process never exits 0 and a stuck request would hold it forever.
 * A request still running after `timeoutMs` is abandoned (exit 1); a second signal exits at once.
 * Call before listen(): the Fastify hooks must exist before the server starts.
 */
export function installGracefulShutdown(app: NestFastifyApplication, options: GracefulShutdownOptions): void {
  const { timeoutMs, logger, exit = (code) => process.exit(code), signals = ['SIGTERM', 'SIGINT'] } = options;
  let closing = false;
  const fastify = app.getHttpAdapter().getInstance();
  // Node closes the sockets that are idle when the server closes, but a request in flight at that moment finishes
  // on a keep-alive socket that then stays open until keepAliveTimeout (72 s in Fastify): the close would wait for
  // the client. Answers sent while closing say Connection: close, and sockets that fall idle are closed at once.
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  fastify.addHook('onResponse', async () => {
    if (closing) setImmediate(() => fastify.server.closeIdleConnections());
  });
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn(`${signal} again: exiting without waiting for in-flight requests`);
      exit(1);
      return;
    }
    closing = true;
    const seconds = timeoutMs / 1000;
    logger.log(`${signal}: no new connections; finishing in-flight requests (up to ${seconds} s)`);
    const deadline = setTimeout(() => {
      logger.error(
        `In-flight requests did not finish within ${seconds} s (SHUTDOWN_TIMEOUT_SECONDS); exiting`,
      );
      exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        clearTimeout(deadline);
        logger.log('Stopped: requests finished, database closed');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        logger.error(
          `Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
}
