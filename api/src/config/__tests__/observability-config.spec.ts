import 'reflect-metadata';
import { parseAddressAllowList } from '../address-allow-list.js';
import { loadConfig } from '../load-config.js';

const SECRET = 'x'.repeat(40);
const TOKEN = 'm'.repeat(32);

describe('logging, metrics and OpenAPI settings', () => {
  it('defaults to JSON logs at info, no metrics, and the OpenAPI page outside production only', () => {
    const dev = loadConfig({ TOKEN_SECRET: SECRET });
    expect(dev.logging).toEqual({ level: 'info', pretty: false });
    expect(dev.metrics).toEqual({ enabled: false });
    expect(dev.openApiEnabled).toBe(true);
    expect(loadConfig({ TOKEN_SECRET: SECRET, NODE_ENV: 'production' }).openApiEnabled).toBe(false);
    expect(
      loadConfig({ TOKEN_SECRET: SECRET, NODE_ENV: 'production', OPENAPI_ENABLED: 'true' }).openApiEnabled,
    ).toBe(true);
  });

  it('reads LOG_LEVEL and LOG_FORMAT, and refuses pretty logs in production', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET, LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' }).logging).toEqual({
      level: 'debug',
      pretty: true,
    });
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL: must be one of/,
    );
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toThrow(
      /LOG_FORMAT: 'pretty' is for development/,
    );
  });

  it('enables metrics only with a token of 32 characters or more', () => {
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, METRICS_ENABLED: 'true' })).toThrow(
      /METRICS_TOKEN: is required/,
    );
    expect(() =>
      loadConfig({ TOKEN_SECRET: SECRET, METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' }),
    ).toThrow(/at least 32 characters/);
    const on = loadConfig({ TOKEN_SECRET: SECRET, METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN });
    expect(on.metrics).toEqual({ enabled: true, token: TOKEN, allow: null, cacheMs: 10_000 });
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, METRICS_ENABLED: 'yes' })).toThrow(/METRICS_ENABLED/);
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, METRICS_CACHE_SECONDS: '-1' })).toThrow(
      /METRICS_CACHE_SECONDS/,
    );
  });

  it('names a wrong METRICS_ALLOW entry', () => {
    expect(() =>
      loadConfig({
        TOKEN_SECRET: SECRET,
        METRICS_ENABLED: 'true',
        METRICS_TOKEN: TOKEN,
        METRICS_ALLOW: '10.0.0.1,nope',
      }),
    ).toThrow(/METRICS_ALLOW: 'nope' is not an address/);
  });

  it('matches client addresses against the allow-list, IPv4-mapped IPv6 included', () => {
    const allow = parseAddressAllowList('127.0.0.1, 10.0.0.0/8, ::1') as (a: string) => boolean;
    expect(['127.0.0.1', '10.2.3.4', '::1', '::ffff:10.9.9.9'].map(allow)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', 'unknown'].map(allow)).toEqual([false, false, false]);
    expect(parseAddressAllowList('')).toBeNull();
    expect(() => parseAddressAllowList('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
  });
});
