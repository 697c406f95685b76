import { DiscoveryModule } from '@nestjs/core';
import fc from 'fast-check';
import request from 'supertest';
import { ANALYSIS_UPLOAD_MAX_BYTES, API_PREFIX } from '@vvq/contracts';
import { api, bearer, insertVideos, signupAndLogin, validQuestionnaire } from '../support/api-helpers.js';
import { QUERY_TOO_MANY_PARAMETERS } from '../../src/common/http/input-limits.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DIALECTS } from '../support/test-db.js';
import { appRoutes, fastifyRoutes, type AppRoute } from './app-routes.js';
import { RawHttpClient, type RawResponse } from './raw-http.client.js';
import {
  authorization,
  caseArb,
  fixedCases,
  FUZZ_PANEL_LINK_SECRET,
  KNOWN_DEFECT_KINDS,
  VALID_ENVIRONMENT_CHECK,
  VALID_ROUTE_KEYS,
  type FuzzCase,
  type FuzzContext,
} from './request.arbitraries.js';

/*
 * Bad input gets a 4xx, never a 500 (CONTRIBUTING.md), and this fuzz test keeps it that way: generated bad
 * input against every route the app serves (read from the running app, so a new route is fuzzed without being
 * listed), with and without valid tokens. Every answer must be a 4xx JSON error or a success, never a 5xx;
 * none may take over a second (see SLOW_MS); and the database must afterwards hold exactly the rows the
 * successful requests made.
 *
 * Reproduce a run: FUZZ_SEED=<seed printed on failure> FUZZ_RUNS=<runs per route>; FUZZ_ROUTE=<substring> limits the
 * routes, FUZZ_DEBUG=1 prints every request and answer. Violations are collected, not thrown, so one run lists them
 * all, grouped, each with an example and the issue point it belongs to when it is a known one. The defaults keep both
 * databases at about a minute on the project's 2-core machine.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_808);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const ROUTE_FILTER = process.env.FUZZ_ROUTE ?? '';
/**
 * "No answer takes over a second", measured so that a busy machine does not fail the suite: an answer is slow when
 * it costs over SLOW_MS of CPU time (server and client share this process, so that is the server's work on it) or
 * over SLOW_WALL_MS of wall time, and a slow answer is sent once more and only fails if it is slow again. A stall
 * such as a body with huge key counts burns CPU and is caught; bcrypt on a machine at load 16 takes 1.5 s of
 * wall time but 0.2 s of CPU and is not.
 */
const SLOW_MS = 1000;
const SLOW_WALL_MS = 5000;

const P = (p: string) => `/${API_PREFIX}${p}`;
/** Rows a success adds, per table, for the routes that write; every other success must leave the counts alone. */
const ROWS_ADDED: Record<string, Record<string, number>> = {
  [`POST ${P('/signup')}`]: { users: 1 },
  [`POST ${P('/login')}`]: { user_events: 1 },
  [`POST ${P('/log-logout-event/:userId')}`]: { user_events: 1 },
  [`POST ${P('/questionnaire')}`]: { questionnaires: 1 },
  [`POST ${P('/v2/ratings')}`]: { ratings: 1 },
  // The fixture participants' checks exist before fuzzing; a success replaces the participant's one row.
  [`POST ${P('/participants/:userId/environment-check')}`]: { environment_checks: 0 },
  [`POST ${P('/contact')}`]: { contact_messages: 1 },
  // Every valid entry names a new panel id (see request.arbitraries.ts): a new account and its login event.
  [`POST ${P('/panel/enter')}`]: { users: 1, user_events: 1 },
  // The fixture uploads both codes the generator names before fuzzing: a success replaces that catalogue's row.
  [`PUT ${P('/admin/languages/:code')}`]: { language_catalogues: 0 },
  // Ends that one admin token: its id is kept until the token would have expired.
  [`POST ${P('/admin/logout')}`]: { revoked_admin_tokens: 1 },
};

const ADMIN = { email: 'fuzz-admin@example.org', password: 'fuzz admin password' };

interface Violation {
  problem: string;
  route: string;
  kinds: string[];
  example: string;
}

/** Stable per-route seed, so adding a route does not change what the others get. */
function routeSeed(route: AppRoute): number {
  let h = SEED | 0;
  for (const ch of `${route.method} ${route.path}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

function describeCase(c: FuzzCase, auth: string | undefined): string {
  const body = c.body
    ? c.body.subarray(0, 160).toString('latin1') + (c.body.length > 160 ? `…(${c.body.length} bytes)` : '')
    : '';
  const target = c.target.length > 160 ? `${c.target.slice(0, 160)}…(${c.target.length})` : c.target;
  return `${c.method} ${target} auth=${c.auth}${auth && c.auth === 'forged' ? `(${auth.slice(0, 40)})` : ''} ct=${c.contentType ?? '-'} body=${JSON.stringify(body)}`;
}

/** What is wrong with one answer, if anything (the time is checked by the caller). */
function answerProblem(c: FuzzCase, res: RawResponse): string | null {
  if (res.status >= 500) return `${res.status} server error`;
  if (res.status < 400 || c.method === 'HEAD') return null;
  if (!res.contentType.includes('application/json'))
    return `${res.status} without a JSON body (${res.contentType || 'no type'})`;
  try {
    const body = JSON.parse(res.text) as { statusCode?: unknown; error?: unknown; message?: unknown };
    if (body.statusCode !== res.status)
      return `${res.status} whose body says statusCode ${String(body.statusCode)}`;
    if (typeof body.error !== 'string' || body.error === '') return `${res.status} without an error text`;
    if (body.message === undefined) return `${res.status} without a message`;
  } catch {
    return `${res.status} with a body that is not JSON`;
  }
  return null;
}

/**
 * A CSV of several MiB for the admin's analysis upload, within its own limit: read and analysed on purpose, which
 * takes seconds (a worker thread keeps that work from delaying other requests), so its own time is not
 * bounded here.
 */
function isLargeCsvUpload(c: FuzzCase): boolean {
  const csv =
    c.route.path.endsWith('/analysis/upload') &&
    c.method === 'POST' &&
    (c.contentType ?? '').startsWith('text/csv');
  return csv && (c.body?.length ?? 0) <= ANALYSIS_UPLOAD_MAX_BYTES;
}

/** A body over the limit must be refused unread (413, or 415 for a type the route does not take); only the analysis
 * upload reads CSV up to its own, larger limit. */
function limitProblem(c: FuzzCase, res: RawResponse): string | null {
  if (!c.kinds.includes('oversize-body') || c.method !== 'POST' || c.route.method !== 'POST' || !c.body)
    return null;
  if (isLargeCsvUpload(c)) return null;
  // A query string with too many parameters is refused from the request head too (an onRequest hook), unread.
  if (
    res.status === 400 &&
    c.kinds.includes('query-many-keys') &&
    res.text.includes(QUERY_TOO_MANY_PARAMETERS)
  )
    return null;
  return res.status === 413 || res.status === 415
    ? null
    : `${res.status} to a body over the limit: it was read`;
}

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of t.dataSource.entityMetadatas.map((m) => m.tableName).sort()) {
    const [row] = (await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Array<{ n: unknown }>;
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(DIALECTS)('fuzzing every route (%s)', (dialect) => {
  let t: TestApp;
  let client: RawHttpClient;
  let ctx: FuzzContext;
  let routes: AppRoute[];
  let before: Record<string, number>;
  const expectedAdded: Record<string, number> = {};
  const violations: Violation[] = [];
  let sent = 0;
  let retried = 0;
  /** Successful answers per route, printed so a valid template that stopped working is noticed. */
  const successes = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp(
      dialect,
      {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The limits are proven elsewhere; here they would turn most requests into early 429s.
        LOGIN_RATE_LIMIT: '1000000',
        LOGIN_RATE_LIMIT_PER_IP: '1000000',
        LOGIN_SUCCESS_LIMIT: '1000000',
        SIGNUP_RATE_LIMIT_PER_HOUR: '1000000',
        CONTACT_RATE_LIMIT_PER_HOUR: '1000000',
        // Panel entry is off by default (every entry a 403); on, its successes and their rows are checked too.
        STUDY_PANEL_ENTRY: 'true',
        // Signed links on: a valid entry carries its signature, and the fuzz mutates and drops it.
        STUDY_PANEL_LINK_SECRET: FUZZ_PANEL_LINK_SECRET,
      },
      [DiscoveryModule],
    );
    await t.app.listen(0, '127.0.0.1');
    client = new RawHttpClient((t.app.getHttpServer().address() as { port: number }).port);
    routes = appRoutes(t).filter((r) => `${r.method} ${r.path}`.includes(ROUTE_FILTER));

    await insertVideos(t.dataSource, 8, 'fuzz');
    const p = await signupAndLogin(t, 'Fuzz Participant');
    const o = await signupAndLogin(t, 'Fuzz Other');
    const admin = await request(t.server).post(api('/admin/login')).send(ADMIN).expect(200);
    const q = await request(t.server)
      .post(api('/questionnaire'))
      .set(bearer(p.token))
      .send(validQuestionnaire(p.user_id))
      .expect(201);
    // Both sessions exist before fuzzing, so a successful start never adds rows and ratings have trials to hit.
    const session = await request(t.server)
      .post(api('/v2/session/start'))
      .set(bearer(p.token))
      .send({})
      .expect(200);
    await request(t.server).post(api('/v2/session/start')).set(bearer(o.token)).send({}).expect(200);
    // Likewise each has an environment check: a later successful check replaces it (0 rows), never adds one.
    for (const who of [p, o]) {
      await request(t.server)
        .post(api(`/participants/${who.user_id}/environment-check`))
        .set(bearer(who.token))
        .send(VALID_ENVIRONMENT_CHECK)
        .expect(200);
    }
    await request(t.server)
      .post(api('/contact'))
      .send({ name: 'Fuzz', email: 'c@example.org', message: 'hi' })
      .expect(201);
    const [message] = (await t.dataSource.query('SELECT id FROM contact_messages')) as Array<{ id: number }>;
    for (const code of ['it', 'de']) {
      await request(t.server)
        .put(api(`/admin/languages/${code}`))
        .set(bearer(admin.body.token as string))
        .send({ name: 'Fixture', dir: 'ltr', catalogue: '{}' })
        .expect(200);
    }
    ctx = {
      participant: { id: p.user_id, email: p.email, token: p.token },
      other: { id: o.user_id, email: o.email, token: o.token },
      admin: { ...ADMIN, token: admin.body.token as string },
      trialIds: (session.body.videos as Array<{ trial_id: number }>).map((v) => v.trial_id),
      videoId: (session.body.videos as Array<{ id: number }>)[0].id,
      questionnaireId: q.body.id as number,
      messageId: Number(message.id),
    };
    before = await rowCounts(t);
  }, 60_000);

  afterAll(async () => {
    client?.close();
    await t?.close();
  }, 60_000);

  function expectRows(key: string): void {
    for (const [table, n] of Object.entries(ROWS_ADDED[key] ?? {}))
      expectedAdded[table] = (expectedAdded[table] ?? 0) + n;
  }

  /** A successful logout ends that participant's tokens: log in again (a counted login) to go on fuzzing with one. */
  async function afterLogout(c: FuzzCase): Promise<void> {
    const id = Number(c.target.split('?')[0].split('/').pop());
    const who = [ctx.participant, ctx.other].find((a) => a.id === id);
    if (!who) return;
    who.token = (
      await request(t.server).post(api('/login')).send({ email: who.email }).expect(200)
    ).body.token;
    expectRows(`POST ${P('/login')}`);
  }

  /** A successful admin logout ends the fuzzing admin's token (or all of them): log in again to go on with one. */
  async function afterAdminLogout(): Promise<void> {
    ctx.admin.token = (await request(t.server).post(api('/admin/login')).send(ADMIN).expect(200)).body
      .token as string;
  }

  async function sendAndCheck(c: FuzzCase): Promise<void> {
    const auth = authorization(c, ctx);
    const headers: Record<string, string> = {};
    if (auth !== undefined) headers.Authorization = auth;
    if (c.contentType) headers['Content-Type'] = c.contentType;
    const record = (problem: string) =>
      violations.push({
        problem,
        route: `${c.route.method} ${c.route.path}`,
        kinds: c.kinds,
        example: `${describeCase(c, auth)} → ${problem}`,
      });
    let res: RawResponse | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      sent += 1;
      try {
        res = await client.send({ method: c.method, target: c.target, headers, body: c.body });
      } catch (error) {
        record(`no answer: ${(error as Error).message}`);
        return;
      }
      if (process.env.FUZZ_DEBUG)
        process.stdout.write(
          `${res.status} ${describeCase(c, auth).slice(0, 200)} ${res.text.slice(0, 150)}\n`,
        );
      const problem = answerProblem(c, res) ?? limitProblem(c, res);
      if (problem) record(problem);
      if (res.status >= 200 && res.status < 300) {
        successes.set(c.route.path, (successes.get(c.route.path) ?? 0) + 1);
        expectRows(`${c.method} ${c.route.path}`);
        if (c.route.path.endsWith('/log-logout-event/:userId') && c.method === 'POST') await afterLogout(c);
        if (/\/admin\/logout(-everywhere)?$/.test(c.route.path) && c.method === 'POST')
          await afterAdminLogout();
      }
      if (problem || (res.cpuMs <= SLOW_MS && res.ms <= SLOW_WALL_MS) || isLargeCsvUpload(c)) return;
      retried += 1;
    }
    record(`slow twice (last ${Math.round(res?.cpuMs ?? 0)} ms CPU, ${Math.round(res?.ms ?? 0)} ms wall)`);
  }

  it('finds every route of the app, and the fixed lists name only routes that exist', () => {
    const keys = new Set(appRoutes(t).map((r) => `${r.method} ${r.path}`));
    expect(keys.size).toBeGreaterThan(25);
    // A route Fastify serves that the controllers do not declare must be added to NON_CONTROLLER_ROUTES.
    expect(fastifyRoutes(t).filter((r) => !keys.has(`${r.method} ${r.path}`))).toEqual([]);
    for (const key of [...Object.keys(ROWS_ADDED), ...VALID_ROUTE_KEYS]) expect(keys).toContain(key);
  });

  it(
    `answers every generated request with a 4xx JSON error or a success, within ${SLOW_MS} ms of CPU`,
    async () => {
      const started = Date.now();
      for (const route of routes) {
        const examples = fixedCases(route, ctx).map((c): [FuzzCase] => [c]);
        await fc.assert(
          fc.asyncProperty(caseArb(route, ctx), async (c) => {
            await sendAndCheck(c);
          }),
          {
            seed: routeSeed(route),
            // fast-check counts the examples among the runs.
            numRuns: RUNS + examples.length,
            endOnFailure: true,
            examples,
          },
        );
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz (${dialect}): ${routes.length} routes, ${sent} requests (${retried} slow ones re-sent) in ${seconds} s, seed ${SEED}, ${RUNS} runs per route; successes: ${[...successes].map(([r, n]) => `${r} ${n}`).join(', ')}`,
      );
      expect(summarise(violations)).toEqual([]);
    },
    120_000 + RUNS * 10_000,
  );

  it('leaves exactly the rows the successful requests created', async () => {
    const after = await rowCounts(t);
    const expected = Object.fromEntries(
      Object.entries(before).map(([table, n]) => [table, n + (expectedAdded[table] ?? 0)]),
    );
    expect(after).toEqual(expected);
  });
});

/** One line per (problem, route, generator kinds) with one example, the issue point it belongs to, and the seed. */
function summarise(violations: Violation[]): string[] {
  const groups = new Map<string, { v: Violation; count: number }>();
  for (const v of violations) {
    const kinds = v.kinds.filter((k) => !k.startsWith('ct:application/json')).join(',');
    const key = `${v.problem.replace(/\d+ ms/g, 'N ms')} | ${v.route} | ${kinds}`;
    const g = groups.get(key);
    if (g) g.count += 1;
    else groups.set(key, { v, count: 1 });
  }
  return [...groups.entries()].map(([key, { v, count }]) => {
    const known = v.kinds.map((k) => KNOWN_DEFECT_KINDS[k]).filter(Boolean);
    return `${key} ×${count}${known.length ? ` [known: ${known.join('; ')}]` : ''} (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}) e.g. ${v.example}`;
  });
}
