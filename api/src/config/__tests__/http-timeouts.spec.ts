import 'reflect-metadata';
import { fastifyTimeoutOptions } from '../http-timeouts.js';
import { loadConfig } from '../load-config.js';

const SECRET = 'x'.repeat(40);
const timeouts = (env: Record<string, string> = {}) =>
  loadConfig({ TOKEN_SECRET: SECRET, ...env }).httpTimeouts;

describe('HTTP_*_TIMEOUT_SECONDS', () => {
  it('default to 10 s for the headers, 60 s for the whole request and 72 s for an idle keep-alive connection', () => {
    expect(timeouts()).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 72_000 });
  });

  it('are read in seconds', () => {
    expect(
      timeouts({
        HTTP_HEADERS_TIMEOUT_SECONDS: '5',
        HTTP_REQUEST_TIMEOUT_SECONDS: '30',
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      }),
    ).toEqual({ headersMs: 5_000, requestMs: 30_000, keepAliveMs: 65_000 });
  });

  it.each([
    [{ HTTP_HEADERS_TIMEOUT_SECONDS: '0' }, 'HTTP_HEADERS_TIMEOUT_SECONDS: must be at least 1'],
    [
      { HTTP_REQUEST_TIMEOUT_SECONDS: '1.5' },
      'HTTP_REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds',
    ],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 'soon' }, 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: must be a whole number'],
    [
      { HTTP_HEADERS_TIMEOUT_SECONDS: '20', HTTP_REQUEST_TIMEOUT_SECONDS: '10' },
      'HTTP_HEADERS_TIMEOUT_SECONDS: must not exceed HTTP_REQUEST_TIMEOUT_SECONDS (10)',
    ],
  ])('refuse %j with a message naming the variable', (env, message) => {
    expect(() => timeouts(env)).toThrow(message);
  });

  it('reach Fastify and Node, which look for expired requests at least every second', () => {
    expect(fastifyTimeoutOptions(timeouts())).toEqual({
      requestTimeout: 60_000,
      keepAliveTimeout: 72_000,
      http: {
        headersTimeout: 10_000,
        requestTimeout: 60_000,
        keepAliveTimeout: 72_000,
        connectionsCheckingInterval: 1000,
      },
    });
    const short = { headersMs: 1000, requestMs: 2000, keepAliveMs: 1000 };
    expect(fastifyTimeoutOptions(short).http.connectionsCheckingInterval).toBe(100);
  });
});
