import 'reflect-metadata';
import { parseDurationSeconds } from '../duration.js';
import { loadConfig } from '../load-config.js';

const SECRET = 'x'.repeat(40);

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({ TOKEN_SECRET: SECRET });
    expect(c.port).toBe(3000);
    expect(c.database.type).toBe('sqlite');
    expect(c.database.type === 'sqlite' && c.database.path.endsWith('data/vvq.sqlite')).toBe(true);
    expect(c.corsOrigins).toEqual([
      'http://localhost:4200',
      'http://localhost:4201',
      'http://localhost:4202',
    ]);
    expect(c.participantTokenTtlSeconds).toBe(12 * 3600);
    expect(c.adminTokenTtlSeconds).toBe(8 * 3600);
    expect(c.assignmentTtlMinutes).toBe(120);
    expect(c.seedDemo).toBe(true);
    expect(c.mediaDir.endsWith('api/media')).toBe(true);
    expect(c.bodyLimitBytes).toBe(1024 * 1024);
    expect(c.admin).toBeNull();
    expect(c.publicRateLimits).toEqual({ signup: 300, contact: 20 });
  });

  it('lets the stimulus import make way for a busy machine unless STIMULI_IMPORT_YIELD is false or 0', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET }).importYield).toBe(true);
    for (const on of ['true', '1'])
      expect(loadConfig({ TOKEN_SECRET: SECRET, STIMULI_IMPORT_YIELD: on }).importYield).toBe(true);
    for (const off of ['false', '0'])
      expect(loadConfig({ TOKEN_SECRET: SECRET, STIMULI_IMPORT_YIELD: off }).importYield).toBe(false);
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, STIMULI_IMPORT_YIELD: 'yes' })).toThrow(
      /STIMULI_IMPORT_YIELD/,
    );
  });

  it('runs one analysis at a time with 2 waiting by default; ANALYSIS_WORKERS / ANALYSIS_QUEUE_SIZE change it', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET }).analysisPool).toEqual({ workers: 1, queueSize: 2 });
    expect(
      loadConfig({ TOKEN_SECRET: SECRET, ANALYSIS_WORKERS: '2', ANALYSIS_QUEUE_SIZE: '0' }).analysisPool,
    ).toEqual({ workers: 2, queueSize: 0 });
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, ANALYSIS_WORKERS: '0' })).toThrow(
      'ANALYSIS_WORKERS: must be at least 1',
    );
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, ANALYSIS_QUEUE_SIZE: 'x' })).toThrow(
      'ANALYSIS_QUEUE_SIZE',
    );
  });

  it('gives in-flight requests 10 s after SIGTERM by default, SHUTDOWN_TIMEOUT_SECONDS otherwise', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET }).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ TOKEN_SECRET: SECRET, SHUTDOWN_TIMEOUT_SECONDS: '25' }).shutdownTimeoutMs).toBe(
      25_000,
    );
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(
      'SHUTDOWN_TIMEOUT_SECONDS: must be at least 1',
    );
  });

  it('keeps messages and events by default (unset or 0); RETENTION_*_DAYS set whole days, anything else is refused', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET }).retention).toEqual({
      contactMessagesDays: null,
      userEventsDays: null,
    });
    expect(
      loadConfig({ TOKEN_SECRET: SECRET, RETENTION_MESSAGES_DAYS: '0', RETENTION_EVENTS_DAYS: '0' })
        .retention,
    ).toEqual({
      contactMessagesDays: null,
      userEventsDays: null,
    });
    expect(
      loadConfig({ TOKEN_SECRET: SECRET, RETENTION_MESSAGES_DAYS: '180', RETENTION_EVENTS_DAYS: '30' })
        .retention,
    ).toEqual({
      contactMessagesDays: 180,
      userEventsDays: 30,
    });
    for (const [value, message] of [
      ['-1', 'must be 0 (keep) or a number of days'],
      ['1.5', 'must be a whole number of days'],
      ['ten', 'must be a whole number of days'],
      ['40000', 'must be at most 36500 days'],
    ]) {
      expect(() => loadConfig({ TOKEN_SECRET: SECRET, RETENTION_MESSAGES_DAYS: value })).toThrow(
        `RETENTION_MESSAGES_DAYS: ${message}`,
      );
      expect(() => loadConfig({ TOKEN_SECRET: SECRET, RETENTION_EVENTS_DAYS: value })).toThrow(
        `RETENTION_EVENTS_DAYS: ${message}`,
      );
    }
  });

  it('reads the public rate limits per hour', () => {
    const c = loadConfig({
      TOKEN_SECRET: SECRET,
      SIGNUP_RATE_LIMIT_PER_HOUR: '5',
      CONTACT_RATE_LIMIT_PER_HOUR: '2',
    });
    expect(c.publicRateLimits).toEqual({ signup: 5, contact: 2 });
  });

  it('switches to MySQL for a mysql:// DATABASE_URL and then does not seed by default', () => {
    const c = loadConfig({ TOKEN_SECRET: SECRET, DATABASE_URL: 'mysql://root@127.0.0.1:3306/vvq' });
    expect(c.database).toEqual({ type: 'mysql', url: 'mysql://root@127.0.0.1:3306/vvq' });
    expect(c.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: .*whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'postgres://x' }, /DATABASE_URL: must be a mysql:\/\//],
    [{ PARTICIPANT_TOKEN_TTL: 'soon' }, /PARTICIPANT_TOKEN_TTL/],
    [{ ASSIGNMENT_TTL_MINUTES: '0' }, /ASSIGNMENT_TTL_MINUTES/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO: must be 'true' or 'false'/],
    [{ BODY_LIMIT_BYTES: '10' }, /BODY_LIMIT_BYTES/],
    [{ ADMIN_EMAIL: 'boss@example.org' }, /ADMIN_PASSWORD: is required with ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD: must be at least 8/],
    [{ TOKEN_SECRET: 'short' }, /TOKEN_SECRET: must be at least 32/],
    [{ ADMIN_NAME: '\u{1F600}'.repeat(101) }, /ADMIN_NAME: must be at most 100 characters/],
    [
      {
        // 228 characters as given, 260 lower-cased as stored ('İ' → 'i' + U+0307).
        ADMIN_EMAIL: `${'İ'.repeat(32)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.org`,
        ADMIN_PASSWORD: 'long enough',
      },
      /ADMIN_EMAIL: must be at most 254 characters/,
    ],
    [{ SIGNUP_RATE_LIMIT_PER_HOUR: '0' }, /SIGNUP_RATE_LIMIT_PER_HOUR: must be at least 1/],
    [{ CONTACT_RATE_LIMIT_PER_HOUR: 'many' }, /CONTACT_RATE_LIMIT_PER_HOUR: must be a whole number/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY: 'yes' is not a proxy address/],
    [{ TRUST_PROXY: '127.0.0.1,10.0.0.0/33' }, /TRUST_PROXY: '10.0.0.0\/33' is not a proxy address/],
    [{ HOST: 'example.org' }, /HOST: must be an IP address/],
    [{ HOST: '999.1.1.1' }, /HOST: '999.1.1.1' is not an IP address/],
    [{ RATE_LIMIT_STORE: 'file' }, /RATE_LIMIT_STORE: must be 'memory', 'database' or 'redis'/],
    [{ RATE_LIMIT_STORE: 'database' }, /RATE_LIMIT_STORE: 'database' needs MySQL\/MariaDB/],
    [{ RATE_LIMIT_STORE: 'redis' }, /REDIS_URL: must be a redis:\/\/host:port URL/],
    [{ TOKEN_VERSION_CACHE_SECONDS: '-1' }, /TOKEN_VERSION_CACHE_SECONDS: must be 0/],
    // The admin login could not take it, so the start refuses it rather than create an admin who can't log in.
    [
      { ADMIN_EMAIL: 'admin@localhost', ADMIN_PASSWORD: 'long enough' },
      /ADMIN_EMAIL: must be an e-mail address/,
    ],
  ])('refuses %p naming the variable', (env, message) => {
    expect(() => loadConfig({ TOKEN_SECRET: SECRET, ...env })).toThrow(message);
  });

  it.each([
    [undefined, { mode: 'none' }],
    ['false', { mode: 'none' }],
    ['true', { mode: 'local-hops', hops: 1 }],
    ['2', { mode: 'local-hops', hops: 2 }],
    [
      ' 127.0.0.1, 10.0.0.0/8 ,::1,loopback',
      { mode: 'addresses', addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'] },
    ],
  ])('reads TRUST_PROXY=%p as %p', (value, trust) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig({ TOKEN_SECRET: SECRET, ...env }).trustProxy).toEqual(trust);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET }).host).toBe('127.0.0.1');
    expect(loadConfig({ TOKEN_SECRET: SECRET, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ TOKEN_SECRET: SECRET, HOST: '::' }).host).toBe('::');
  });

  it('keeps rate-limit counts in memory unless RATE_LIMIT_STORE names a shared store', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET }).rateLimitStore).toEqual({ type: 'memory' });
    const mysql = { TOKEN_SECRET: SECRET, DATABASE_URL: 'mysql://u:p@127.0.0.1:3306/vvq' };
    expect(loadConfig({ ...mysql, RATE_LIMIT_STORE: 'database' }).rateLimitStore).toEqual({
      type: 'database',
    });
    expect(
      loadConfig({ TOKEN_SECRET: SECRET, RATE_LIMIT_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' })
        .rateLimitStore,
    ).toEqual({
      type: 'redis',
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'vvq',
    });
  });

  it('caches token versions for 5 s by default (0 turns it off)', () => {
    expect(loadConfig({ TOKEN_SECRET: SECRET }).tokenVersionCacheSeconds).toBe(5);
    expect(
      loadConfig({ TOKEN_SECRET: SECRET, TOKEN_VERSION_CACHE_SECONDS: '0' }).tokenVersionCacheSeconds,
    ).toBe(0);
  });

  // Production defaults must be safe: docs/operator/deploy.md serves the front ends on the API's own hosts, so no
  // cross-origin caller is needed, and a real study must never start on the demo catalogue.
  it('in production allows no cross-origin callers and loads no demo data unless told to', () => {
    const c = loadConfig({ TOKEN_SECRET: SECRET, NODE_ENV: 'production' });
    expect(c.corsOrigins).toEqual([]);
    expect(c.seedDemo).toBe(false);
    const told = loadConfig({
      TOKEN_SECRET: SECRET,
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://study.example.org, https://admin.study.example.org',
      SEED_DEMO: 'true',
    });
    expect(told.corsOrigins).toEqual(['https://study.example.org', 'https://admin.study.example.org']);
    expect(told.seedDemo).toBe(true);
  });

  it.each(['https://study.example.org/', 'study.example.org', 'https://study.example.org/path', '*'])(
    'refuses CORS_ORIGINS entry %p, which a browser Origin header can never equal',
    (origin) => {
      expect(() =>
        loadConfig({ TOKEN_SECRET: SECRET, CORS_ORIGINS: `http://localhost:4200,${origin}` }),
      ).toThrow(/CORS_ORIGINS: .*scheme:\/\/host\[:port\]/);
    },
  );

  it('requires TOKEN_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /TOKEN_SECRET: is required when NODE_ENV=production/,
    );
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['12h', 43200],
    ['30m', 1800],
    ['45s', 45],
    ['2d', 172800],
    ['90', 90],
    ['0', null],
    ['1w', null],
    ['', null],
  ])('parses %p as %p', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });
});
