// The admin side: every admin GET endpoint under load on the seeded study, and the mixed case (participants doing
// their journey while admins refresh the dashboard and run the analysis), with participant figures kept apart.
import { performance } from 'node:perf_hooks';
import { addFreshParticipants, waitUntilSettled } from './pools.mjs';
import { runLoad } from './load.mjs';
import { JOURNEY_REQUESTS, participantJourney, poolSize } from './scenarios.mjs';
import { BENCH_ADMIN } from './seed-scale.mjs';

/** Dashboard calls of the admin app (one refresh = these four). */
export const DASHBOARD = [
  '/api/admin/user-count',
  '/api/admin/video-rating-stats',
  '/api/admin/feedback',
  '/api/admin/user-growth',
];
export const ANALYSIS = '/api/admin/analysis';

/** A list screen's first page as the admin app asks for it, and a filtered page (the Filter box). */
const PAGE = '?limit=100&offset=0';
const FILTERED = '?limit=100&offset=0&q=';

/**
 * Every admin GET the admin app makes (the big lists page by page, their whole unpaged spec calls too: scripts and
 * the videos' Excel export read those), plus the analysis variants and exports.
 */
export const ADMIN_ENDPOINTS = [
  ...DASHBOARD,
  '/api/admin/users',
  `/api/admin/users${PAGE}`,
  `/api/admin/users${FILTERED}example`,
  '/api/admin/user-events',
  '/api/admin/videos',
  `/api/admin/videos${PAGE}`,
  `/api/admin/videos${FILTERED}front`,
  '/api/admin/view-feedback',
  `/api/admin/view-feedback${PAGE}`,
  `/api/admin/view-feedback${FILTERED}good`,
  '/api/admin/ratings/by-video/1',
  '/api/admin/unanswered-messages',
  '/api/admin/questionnaires',
  `/api/admin/questionnaires${PAGE}`,
  `/api/admin/questionnaires${FILTERED}a`,
  '/api/admin/questionnaire/1',
  ANALYSIS,
  `${ANALYSIS}?unit=condition`,
  `${ANALYSIS}/export/raw.csv`,
  `${ANALYSIS}/export/raw.xlsx`,
  `${ANALYSIS}/export/sureal.py`,
  `${ANALYSIS}/export/conditions.csv`,
];

export async function adminToken(baseUrl) {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`admin login → ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * One load per endpoint, `opts.adminConnections` admins at once. A plain GET first gives the body size and the time
 * of one call, from which the number of calls is chosen: about `opts.adminSeconds` of load, but at least 3 and at
 * most 40 calls per connection (1 when one call takes over 10 s) (a time-boxed load would drop the calls of an endpoint slower than the box).
 */
export async function adminEndpoints(target, opts, log) {
  const token = await adminToken(target.url);
  const headers = { authorization: `Bearer ${token}` };
  const lines = [];
  for (const path of opts.adminEndpoints ?? ADMIN_ENDPOINTS) {
    const t0 = performance.now();
    const probe = await fetch(`${target.url}${path}`, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    const probeMs = performance.now() - t0;
    // An endpoint slower than 10 s a call is measured by one call per connection: enough to say it is far off.
    const rounds =
      probeMs > 10_000 ? 1 : Math.max(3, Math.min(40, Math.round((opts.adminSeconds * 1000) / probeMs)));
    const line = await runLoad(
      `${target.name} GET ${path.replace('/api/admin', '')}`,
      {
        url: `${target.url}${path}`,
        connections: opts.adminConnections,
        amount: rounds * opts.adminConnections,
        headers,
        timeout: 300,
      },
      target.watch,
    );
    line.path = path;
    line.bodyBytes = probe.ok ? body.length : null;
    if (!probe.ok) line.note = `plain GET → ${probe.status}`;
    lines.push(line);
    log(line);
  }
  return lines;
}

/** Participants (journey, opts.connections) while `opts.adminConnections` admins loop over dashboard + analysis. */
export async function mixedLoad(target, opts, expectedJourneys) {
  const token = await adminToken(target.url);
  const users = await addFreshParticipants(
    target.db,
    poolSize(expectedJourneys, opts.seconds, opts.connections),
  );
  const adminRequests = [...DASHBOARD, ANALYSIS].map((path) => ({
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${token}` },
  }));
  const [participants, admins] = await Promise.all([
    runLoad(
      `${target.name} mixed: participants`,
      {
        url: target.url,
        connections: opts.connections,
        duration: opts.seconds,
        requests: participantJourney(users),
        maxOverallRequests: (users.length - 2 * opts.connections) * JOURNEY_REQUESTS,
      },
      target.watch,
    ),
    runLoad(`${target.name} mixed: admins (dashboard + analysis)`, {
      url: target.url,
      connections: opts.adminConnections,
      duration: opts.seconds,
      requests: adminRequests,
    }),
  ]);
  await waitUntilSettled(target.db);
  return { participants, admins };
}
