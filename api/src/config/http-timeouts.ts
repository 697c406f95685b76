import type { HttpTimeouts } from './app-config.js';

/**
 * Defaults. Headers: a browser or the README's nginx sends them in one go, so 10 s is generous and a slowloris
 * client trickling header lines is dropped quickly. Request: the largest body is the analysis upload (5 MiB), which
 * takes a slow uplink tens of seconds. Keep-alive: longer than nginx's upstream keepalive_timeout (60 s), so the
 * proxy, not the API, closes an idle pooled connection (no request is ever sent on a connection being closed).
 */
export const DEFAULT_HTTP_HEADERS_TIMEOUT_SECONDS = 10;
export const DEFAULT_HTTP_REQUEST_TIMEOUT_SECONDS = 60;
export const DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_SECONDS = 72;

/** The HTTP_*_TIMEOUT_SECONDS variables as validated by EnvSchema. */
export interface HttpTimeoutEnv {
  HTTP_HEADERS_TIMEOUT_SECONDS?: number;
  HTTP_REQUEST_TIMEOUT_SECONDS?: number;
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS?: number;
}

/** The timeouts in milliseconds; throws when the headers may take longer than the whole request. */
export function parseHttpTimeouts(env: HttpTimeoutEnv): HttpTimeouts {
  const headers = env.HTTP_HEADERS_TIMEOUT_SECONDS ?? DEFAULT_HTTP_HEADERS_TIMEOUT_SECONDS;
  const request = env.HTTP_REQUEST_TIMEOUT_SECONDS ?? DEFAULT_HTTP_REQUEST_TIMEOUT_SECONDS;
  if (headers > request) {
    throw new Error(
      `must not exceed HTTP_REQUEST_TIMEOUT_SECONDS (${request}): the headers are part of the request`,
    );
  }
  return {
    headersMs: headers * 1000,
    requestMs: request * 1000,
    keepAliveMs: (env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS ?? DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_SECONDS) * 1000,
  };
}

/**
 * Fastify's options for them. Fastify sets `requestTimeout` and `keepAliveTimeout` on the Node server itself (and
 * its default requestTimeout 0 would switch Node's off); `headersTimeout` and how often Node looks for expired
 * requests go to http.createServer. Node checks every 30 s by default, which would let a 10 s limit run to 40 s:
 * a tenth of the shorter limit (at least 100 ms, at most 1 s) keeps the overrun small for the cost of a walk over
 * the open connections. No socket inactivity timeout (`connectionTimeout`): an analysis may compute for longer than
 * any such limit without writing a byte, and slow clients are what the three limits above are for.
 */
export function fastifyTimeoutOptions(t: HttpTimeouts) {
  const checkEveryMs = Math.min(1000, Math.max(100, Math.floor(Math.min(t.headersMs, t.requestMs) / 10)));
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: t.requestMs,
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  };
}
