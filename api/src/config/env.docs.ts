/**
 * What each environment variable means and what it defaults to: the one source of docs/operator/configuration.md,
 * which `npm run docs:config` writes from this file (a unit test fails while the two disagree, or while a variable of
 * EnvSchema has no entry here). The study settings' rows come from their descriptors in @vvq/contracts (build the libs
 * first). No other imports, so the generator runs this file with Node alone. Text is Markdown; links are relative to
 * docs/operator/.
 */
import { STUDY_SETTING_LIST, studySettingEnvName, type KeyedStudySettingDescriptor } from '@vvq/contracts';

export interface EnvDoc {
  /** The default as a reader should see it (Markdown). */
  default: string;
  /** What the variable does (Markdown, one paragraph). */
  meaning: string;
}

/** Every variable of EnvSchema (env.schema.ts), in the order the page lists them. */
export const ENV_DOCS: Readonly<Record<string, EnvDoc>> = {
  PORT: { default: '`3000`', meaning: 'API port (on `HOST`).' },
  DATABASE_URL: {
    default: 'unset → SQLite',
    meaning: '`mysql://user:pass@host:3306/db` selects MySQL/MariaDB (mysql2).',
  },
  SQLITE_PATH: {
    default: '`data/vvq.sqlite`',
    meaning: 'The embedded database file (relative paths from the repository root).',
  },
  CORS_ORIGINS: {
    default:
      '`http://localhost:4200,http://localhost:4201,http://localhost:4202`; **none** with `NODE_ENV=production`',
    meaning:
      'Origins allowed to call the API cross-origin (`scheme://host[:port]`, comma-separated); others get no CORS headers. The [deployment](deploy.md) needs none; development origins in production are logged as a warning at every start.',
  },
  TOKEN_SECRET: {
    default: 'generated into `data/.token-secret`',
    meaning:
      'HMAC key (≥ 32 chars) that signs participant and admin tokens. **Required** with `NODE_ENV=production`.',
  },
  NODE_ENV: {
    default: 'unset',
    meaning:
      '`production` makes `TOKEN_SECRET` mandatory, allows no CORS origins and loads no demo data unless set, creates no demo admin.',
  },
  PARTICIPANT_TOKEN_TTL: {
    default: '`12h`',
    meaning: 'Lifetime of a participant token (`30m`, `12h`, `2d` or seconds).',
  },
  ADMIN_TOKEN_TTL: { default: '`8h`', meaning: 'Lifetime of an admin token.' },
  ASSIGNMENT_TTL_MINUTES: {
    default: '`120`',
    meaning:
      "How long an unrated assignment reserves its video; after that the participant's next session start renews it with new trial ids.",
  },
  RESERVATION_SWEEP_SECONDS: {
    default: '`30`',
    meaning:
      "How often each API process returns expired reservations to the pool (1–3600). A session start no longer sweeps: it touches only its participant's rows and the videos it claims.",
  },
  ADMIN_EMAIL: {
    default: 'unset',
    meaning:
      "Bootstrap administrator (with `ADMIN_PASSWORD` and `ADMIN_NAME`), **created only when that e-mail has no admin yet** (password stored hashed with bcrypt, ≥ 8 chars); an existing admin is never changed — a different `ADMIN_PASSWORD` is logged as not applied. Reset passwords with `npm run admin:create`; remove `ADMIN_PASSWORD` from a service's environment once the admin exists.",
  },
  ADMIN_PASSWORD: {
    default: 'unset',
    meaning: 'Password of the bootstrap administrator (≥ 8 characters; see `ADMIN_EMAIL`).',
  },
  ADMIN_NAME: { default: '`Admin`', meaning: 'Name of the bootstrap administrator (see `ADMIN_EMAIL`).' },
  SEED_DEMO: {
    default: '`true` on SQLite, `false` on MySQL and with `NODE_ENV=production`',
    meaning: 'Load the demo catalogue and distortion examples into empty tables.',
  },
  SEED_DEMO_VOLUMETRIC: {
    default: '`false` (`npm start` sets `true`, unless `SEED_DEMO=false`)',
    meaning:
      'Add the ten volumetric demo stimuli (bunny mesh, torus-knot point cloud, R1–R5) to a catalogue that has none (beside the 2D demo with `SEED_DEMO`, alone without it). See [volumetric stimuli](../experimenter/volumetric-stimuli.md).',
  },
  MEDIA_DIR: {
    default: '`api/media`',
    meaning: 'Folder served under `/media` (HTTP range requests, caching headers).',
  },
  MEDIA_BASE_URL: {
    default: 'unset (relative files are served by the API under `/media`)',
    meaning:
      'Where the stimulus import points relative manifest files: a CDN or object store (`https://…`). The dry run checks that each answers, with byte ranges. See [stimuli](../experimenter/stimuli.md).',
  },
  STIMULI_IMPORT_YIELD: {
    default: '`true`',
    meaning:
      "While the machine is busy (other processes use a quarter of its CPU or more, participants' requests included), the stimulus import checks one file at a time and rests after each for 19 times its work (at most 2 s), so its work takes about 5 % of the time; `false` checks at full speed whatever else runs. See [stimuli](../experimenter/stimuli.md#importing-while-a-study-is-live).",
  },
  BODY_LIMIT_BYTES: {
    default: '`1048576`',
    meaning:
      'Larger JSON and form bodies get 413 (the analysis CSV upload has its own 5 MiB limit). See [Request limits](security.md#request-limits).',
  },
  LOGIN_RATE_LIMIT: {
    default: '`10`',
    meaning:
      'Login attempts per (address, e-mail) per window, counted before the check; then 429 with `Retry-After`. A successful login clears them. See [Login limits](security.md#login-limits).',
  },
  LOGIN_RATE_LIMIT_PER_IP: {
    default: '`max(10 × LOGIN_RATE_LIMIT, 100)`',
    meaning:
      'Per address and window: unknown e-mails on the participant login (known e-mails never spend it), failed admin logins.',
  },
  LOGIN_RATE_WINDOW_MINUTES: { default: '`15`', meaning: 'Login rate-limit window.' },
  LOGIN_SUCCESS_LIMIT: {
    default: '`20`',
    meaning:
      'Successful participant logins per account per `LOGIN_SUCCESS_WINDOW_MINUTES`, from any address (each writes a login event); then 429 `Too many logins to this account. Please try again later.` with `Retry-After`. See [Login limits](security.md#login-limits).',
  },
  LOGIN_SUCCESS_WINDOW_MINUTES: {
    default: '`10`',
    meaning: 'Window of `LOGIN_SUCCESS_LIMIT`.',
  },
  SIGNUP_RATE_LIMIT_PER_HOUR: {
    default: '`300`',
    meaning:
      '`POST /api/signup` requests per address per hour (every request counts) before 429 with `Retry-After` — high, so a class of 60 behind one NAT address can sign up.',
  },
  CONTACT_RATE_LIMIT_PER_HOUR: {
    default: '`20`',
    meaning:
      '`POST /api/contact` requests per address per hour (every request counts) before 429 with `Retry-After`.',
  },
  HTTP_HEADERS_TIMEOUT_SECONDS: {
    default: '`10`',
    meaning:
      'Seconds a client has to send the request line and headers; then 408 and the connection is closed (a slowloris client trickling header lines). At most `HTTP_REQUEST_TIMEOUT_SECONDS`. See [slow clients](operations.md#slow-clients-timeouts).',
  },
  HTTP_REQUEST_TIMEOUT_SECONDS: {
    default: '`60`',
    meaning:
      'Seconds a client has to send a whole request, body included (a stalled upload); not the time the API takes to answer.',
  },
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: {
    default: '`72`',
    meaning:
      "Seconds an idle keep-alive connection stays open; keep it above the proxy's upstream keepalive_timeout (nginx: 60 s).",
  },
  SHUTDOWN_TIMEOUT_SECONDS: {
    default: '`10`',
    meaning:
      'On SIGTERM/SIGINT the API stops accepting connections and lets requests under way finish for at most this long, closes the database and exits 0 (1 if it had to give up).',
  },
  RETENTION_MESSAGES_DAYS: {
    default: 'unset (keep)',
    meaning:
      'Contact messages (answered or not) received more than this many days ago are deleted by the daily retention job. Unset or `0` keeps them. See [Privacy](../experimenter/privacy.md).',
  },
  RETENTION_EVENTS_DAYS: {
    default: 'unset (keep)',
    meaning:
      "Login/logout events older than this many days are deleted by the daily retention job (the admin's User Events chart then starts later). Unset or `0` keeps them until their participant is deleted.",
  },
  RATE_LIMIT_STORE: {
    default: '`memory`',
    meaning:
      "Where the rate-limit counts live: `memory` (this process), `database` (the app's MySQL/MariaDB, table `rate_limits`; not on SQLite) or `redis` (`REDIS_URL`). With several API processes use `database` or `redis`, so they enforce one limit.",
  },
  REDIS_URL: {
    default: 'unset',
    meaning:
      '`redis://[:password@]host:6379[/db]` (or `rediss://`): required with `RATE_LIMIT_STORE=redis`. Redis is optional otherwise.',
  },
  RATE_LIMIT_REDIS_PREFIX: {
    default: '`vvq`',
    meaning: 'Prefix of the rate-limit keys in Redis (several deployments can share one Redis).',
  },
  HOST: {
    default: '`127.0.0.1`',
    meaning:
      "Address the API listens on. Loopback: only a reverse proxy on the same machine (and `npm start`'s preview servers) reach it. `0.0.0.0` (or `::`) when the proxy runs on another machine or in another container.",
  },
  TRUST_PROXY: {
    default: '`false`',
    meaning:
      'Whose `X-Forwarded-For` gives the client address (for the rate limits). `true`: one proxy on this machine (the socket peer must be a loopback address; from any other peer the header is ignored). A number N: N proxy hops, the nearest on this machine. Or a comma-separated list of proxy addresses/CIDRs, e.g. `10.0.0.5,10.1.0.0/16` (also `loopback`, `linklocal`, `uniquelocal`). Anything else stops the start.',
  },
  TOKEN_VERSION_CACHE_SECONDS: {
    default: '`5`',
    meaning:
      "How long an API process may reuse an account's token version before reading it again (`0` = every request). A revocation made by the same process applies at once; one made by another process or `npm run admin:create` within this time. See [Tokens](security.md#tokens-and-revocation).",
  },
  ANALYSIS_PSEUDONYM_KEY: {
    default: '`TOKEN_SECRET`',
    meaning:
      'Key of the HMAC that turns user ids into the pseudonymous observer ids of the analysis exports.',
  },
  LOG_LEVEL: {
    default: '`info`',
    meaning:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Each API request is one JSON line on stdout when it ends (`reqId`, `method`, `route`, `statusCode`, `responseTime` ms): 5xx at `error`, 4xx at `warn`, others at `info` (health probes and metric scrapes at `debug`). No e-mail address, name, token, password or comment is ever logged. See [operations](operations.md#logs).',
  },
  LOG_FORMAT: {
    default: '`json`',
    meaning:
      "`pretty` prints coloured one-line logs for a developer's terminal (pino-pretty, a devDependency; JSON when it is not installed). Refused with `NODE_ENV=production`.",
  },
  METRICS_ENABLED: {
    default: '`false`',
    meaning:
      '`true` serves Prometheus metrics at `/api/metrics` (otherwise the route does not exist: 404). Requires `METRICS_TOKEN`.',
  },
  METRICS_TOKEN: {
    default: 'unset',
    meaning:
      'Bearer token (≥ 32 characters, e.g. `openssl rand -hex 32`) a scraper must send: `Authorization: Bearer …`; without it 401.',
  },
  METRICS_ALLOW: {
    default: 'unset (any address)',
    meaning:
      'Optional comma-separated client addresses/CIDRs allowed to scrape, e.g. `127.0.0.1,10.0.0.0/8` (others get 403), checked before the token. The client address is the one `TRUST_PROXY` resolves.',
  },
  METRICS_CACHE_SECONDS: {
    default: '`10`',
    meaning:
      'How long the study counters of `/api/metrics` (COUNT queries) are reused between scrapes (`0`–`300`).',
  },
  OPENAPI_ENABLED: {
    default: '`true`; `false` with `NODE_ENV=production`',
    meaning:
      'Serve the OpenAPI 3 description at `/api/docs` (interactive page) and `/api/docs/openapi.json`. The same description is committed as [`docs/openapi.json`](../openapi.json).',
  },
  ANALYSIS_WORKERS: {
    default: '`1`',
    meaning:
      "Analyses (`/api/admin/analysis`, the upload, the per-condition export) that run at once, each in a worker thread at a lower CPU priority, so participants' requests keep their latency meanwhile (1–16).",
  },
  API_WORKERS: {
    default: '`1`',
    meaning:
      'API processes serving `PORT` (node `cluster`, 1–64); above 1 needs `RATE_LIMIT_STORE=database` or `redis`. See [Several API processes](scaling.md).',
  },
  ANALYSIS_QUEUE_SIZE: {
    default: '`2`',
    meaning:
      'Further analyses that may wait for a worker; beyond that the API answers 503 with `Retry-After` at once (0–100).',
  },
};

/** A setting's default as the configuration page shows it: the value in code, or `unset` for none. */
function studyDefault(d: KeyedStudySettingDescriptor): string {
  return d.default === null ? 'unset' : `\`${String(d.default)}\``;
}

/** The STUDY_* rows of the configuration page for `descriptors` (a test passes others than the settings'). */
export function studyEnvDocs(
  descriptors: readonly KeyedStudySettingDescriptor[],
): Readonly<Record<string, EnvDoc>> {
  return Object.fromEntries(
    descriptors.map((d) => [
      studySettingEnvName(d),
      { default: d.docs?.default ?? studyDefault(d), meaning: d.docs?.meaning ?? d.help },
    ]),
  );
}

/**
 * The STUDY_* variables: the initial value of each study setting (parsed by parseStudySettingsEnv in modules/study),
 * written from the setting descriptors of @vvq/contracts: there is nothing to add here for a new setting.
 */
export const STUDY_ENV_DOCS: Readonly<Record<string, EnvDoc>> = studyEnvDocs(STUDY_SETTING_LIST);

/** Variables read by the tooling (preview servers, tests), not by the API; one row may name several. */
export const TOOLING_ENV_DOCS: readonly (EnvDoc & { names: string[] })[] = [
  {
    names: ['API_PROXY_TARGET'],
    default: '`http://localhost:3000`',
    meaning:
      "Front-end preview servers (`vite preview`) forward `/api` and `/media` here; the shell's also forwards `/remotes/participant/` and `/remotes/admin/` to `PARTICIPANT_PORT`/`ADMIN_PORT` (4201/4202).",
  },
  {
    names: ['TEST_MYSQL_URL'],
    default: 'unset',
    meaning: 'Tests only: also run every API integration suite on this MySQL server.',
  },
  {
    names: ['TEST_REDIS_URL'],
    default: 'unset',
    meaning:
      'Tests only: also test the Redis rate-limit store (keys under a random prefix), e.g. `redis://127.0.0.1:6379`; CI sets it when Redis answers.',
  },
  {
    names: ['FUZZ_SEED', 'FUZZ_RUNS', 'FUZZ_ROUTE', 'FUZZ_DEBUG'],
    default: '`20260808`, `25`, unset, unset',
    meaning:
      'Tests only: seed, generated requests per route, a route filter (substring of `METHOD /path`) and a print of every request and answer (`1`) of the API fuzz test (`api/test/fuzz/`); a failing run prints its seed.',
  },
];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (name: string) => `\`${name}\``;
const table = (rows: [string, EnvDoc][]) =>
  [
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...rows.map(([name, doc]) => `| ${cell(name)} | ${cell(doc.default)} | ${cell(doc.meaning)} |`),
  ].join('\n');

/** docs/operator/configuration.md, exactly as committed. */
export function renderConfigurationPage(): string {
  return [
    '<!-- Generated from api/src/config/env.docs.ts by `npm run docs:config`; edit that file, not this page. -->',
    '',
    '# Configuration',
    '',
    'The API reads its environment once at start and refuses to start on a wrong value, naming the variable and why',
    "(exit code 1, e.g. `Invalid configuration:` / `SQLITE_PATH: '/srv/x/db.sqlite' lies under '/srv/x', which is a",
    'file, not a folder`). Path settings are checked too: `SQLITE_PATH` must name a file whose folder exists or can be',
    'created, and `MEDIA_DIR`, when it exists, must be a readable folder. On a server the variables live in',
    "`/etc/vvq/api.env` ([operations](operations.md#install)); the front ends' runtime configuration is the shell's",
    '`config.json` ([deployment](deploy.md#front-end-runtime-configuration)).',
    '',
    '## API',
    '',
    table(Object.entries(ENV_DOCS).map(([name, doc]) => [code(name), doc])),
    '',
    '## Study settings (`STUDY_*`)',
    '',
    "Initial value of a study setting: `STUDY_` + the setting's key in capitals (see",
    "[Study settings](../experimenter/study-settings.md)); by default every one keeps the spec's journey. Booleans",
    '`true`/`false`, `off` switches a nullable one off. A value an admin sets in the admin area wins; an unknown',
    '`STUDY_` name or a bad value stops the start with a message naming it.',
    '',
    table(Object.entries(STUDY_ENV_DOCS).map(([name, doc]) => [code(name), doc])),
    '',
    '## Tools and tests',
    '',
    'Read by the preview servers and the tests, not by the API.',
    '',
    table(TOOLING_ENV_DOCS.map((doc) => [doc.names.map(code).join(', '), doc])),
    '',
  ].join('\n');
}
