// The participant scenarios, each one autocannon load against a target (the product API or the bare baseline):
// repeat starts, first starts, ratings and the participant mix (login → start → 4 ratings). Pools of participants
// are added by SQL beforehand and each pooled item is used once (maxOverallRequests stops the load when a pool runs
// out, so a faster server can never repeat a first start or a rating).
import { addFreshParticipants, addInProgressParticipants, waitUntilSettled } from './pools.mjs';
import { runLoad } from './load.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };
const START = '/api/v2/session/start';
const RATE = '/api/v2/ratings';

const auth = (req, token) => ({ ...req, headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` } });
const ratingBody = (trialId, n, extra = {}) =>
  JSON.stringify({
    ...extra,
    trialId,
    clarity: 1 + (n % 5),
    interaction: 1 + ((n + 1) % 5),
    depth: 1 + ((n + 2) % 5),
    overall: 1 + ((n + 3) % 5),
    comments: n % 7 === 0 ? 'fine' : '',
  });

/** How many pool items a load of `seconds` at up to `rate`/s needs, plus one in flight per connection. */
export const poolSize = (rate, seconds, connections) => Math.ceil(rate * seconds * 1.2) + 2 * connections;

async function load(target, label, opts, requests, maxOverallRequests) {
  const line = await runLoad(
    `${target.name} ${label}`,
    {
      url: target.url,
      connections: opts.connections,
      duration: opts.seconds,
      requests,
      ...(maxOverallRequests ? { maxOverallRequests } : {}),
    },
    target.watch,
  );
  await waitUntilSettled(target.db);
  return line;
}

/** POST /session/start by participants who already have their session (the dashboard's call on every visit). */
export async function repeatStarts(target, opts) {
  const users = await target.db.query(
    'SELECT u.id, u.email FROM users u JOIN sessions s ON s.user_id = u.id ORDER BY u.id LIMIT 2000',
  );
  const tokens = await target.tokensFor(users);
  let i = 0;
  return load(target, 'repeat start', opts, [
    {
      method: 'POST',
      path: START,
      body: '{}',
      setupRequest: (req) => auth(req, tokens[i++ % tokens.length]),
    },
  ]);
}

/** POST /session/start by fresh participants, each once: 4 least-loaded videos, session, trials, counters. */
export async function firstStarts(target, opts, expectedRate) {
  const users = await addFreshParticipants(target.db, poolSize(expectedRate, opts.seconds, opts.connections));
  const tokens = await target.tokensFor(users);
  let i = 0;
  const requests = [
    { method: 'POST', path: START, body: '{}', setupRequest: (req) => auth(req, tokens[i++]) },
  ];
  return load(target, 'first start', opts, requests, tokens.length - opts.connections);
}

/**
 * POST /ratings on a pool of reserved, unrated trials (one rating each): insert + trial claim + counters. `extra`
 * adds fields to each body (the pose-log comparison); bodies are then built before the load, so the load generator
 * does the same work per request either way.
 */
export async function ratings(target, opts, expectedRate, extra = null, label = 'rating') {
  const users = await addInProgressParticipants(
    target.db,
    Math.ceil(poolSize(expectedRate, opts.seconds, opts.connections) / 4),
  );
  const tokens = await target.tokensFor(users);
  const trials = users.flatMap((u, k) => u.trialIds.map((trialId) => ({ token: tokens[k], trialId })));
  const bodies = extra ? trials.map((t, n) => ratingBody(t.trialId, n, extra(t.trialId))) : null;
  let i = 0;
  const requests = [
    {
      method: 'POST',
      path: RATE,
      setupRequest: (req) => {
        const n = i++;
        return { ...auth(req, trials[n].token), body: bodies ? bodies[n] : ratingBody(trials[n].trialId, n) };
      },
    },
  ];
  return load(target, label, opts, requests, trials.length - opts.connections);
}

/** The autocannon request sequence of one participant: login → start → 4 ratings, on fresh accounts from `users`. */
export function participantJourney(users) {
  let i = 0;
  const withToken = (req, context) => (context.token ? auth(req, context.token) : null);
  const rate = (k) => ({
    method: 'POST',
    path: RATE,
    setupRequest: (req, context) => {
      const trialId = context.trials?.[k];
      return trialId && context.token
        ? { ...auth(req, context.token), body: ratingBody(trialId, k + i) }
        : null;
    },
  });
  return [
    {
      method: 'POST',
      path: '/api/login',
      setupRequest: (req) => ({
        ...req,
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: users[i++ % users.length].email }),
      }),
      onResponse: (status, body, context) => {
        if (status === 200) context.token = JSON.parse(body).token;
      },
    },
    {
      method: 'POST',
      path: START,
      body: '{}',
      setupRequest: withToken,
      onResponse: (status, body, context) => {
        if (status === 200) context.trials = JSON.parse(body).videos.map((v) => v.trial_id);
      },
    },
    rate(0),
    rate(1),
    rate(2),
    rate(3),
  ];
}

export const JOURNEY_REQUESTS = 6;

/** Fresh participants doing the whole journey; each account is used once. */
export async function participantMix(target, opts, expectedJourneys) {
  const users = await addFreshParticipants(
    target.db,
    poolSize(expectedJourneys, opts.seconds, opts.connections),
  );
  const requests = participantJourney(users);
  return load(
    target,
    'participant mix (login → start → 4 ratings)',
    opts,
    requests,
    (users.length - 2 * opts.connections) * JOURNEY_REQUESTS,
  );
}
