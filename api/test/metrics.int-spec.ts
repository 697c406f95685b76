import request from 'supertest';
import { ApiRoutes, type SessionStartResponse } from '@vvq/contracts';
import { api, bearer, insertVideos, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

// docs/operator/operations.md#metrics-and-health: /api/metrics is off by default, protected when on, and
// shows per-route HTTP series, process metrics (event-loop lag), pool use (MySQL) and study counters that
// follow the study.

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
/** Every `{…}` label set of a Prometheus text page, joined: where a client's id must never appear. */
const labelsOf = (text: string) => (text.match(/\{[^}]*\}/g) ?? []).join('\n');
const ENABLED = { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN, METRICS_CACHE_SECONDS: '0' };

/** The value of an unlabelled series in Prometheus text format. */
function value(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`${name} is not in the metrics`);
  return Number(line.slice(name.length + 1));
}

describe.each(DIALECTS)('metrics (%s)', (dialect) => {
  describe('by default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('has no /api/metrics (404), with or without a token', async () => {
      await request(t.server).get(api(ApiRoutes.metrics)).expect(404);
      await request(t.server).get(api(ApiRoutes.metrics)).set(bearer(TOKEN)).expect(404);
    });
  });

  describe('when enabled', () => {
    let t: TestApp;
    const scrape = async () =>
      (await request(t.server).get(api(ApiRoutes.metrics)).set(bearer(TOKEN)).expect(200)).text;

    beforeAll(async () => {
      t = await startTestApp(dialect, ENABLED);
      await insertVideos(t.dataSource, 8, 'metrics');
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses a scrape without the token, or with another one (401)', async () => {
      const none = await request(t.server).get(api(ApiRoutes.metrics)).expect(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(none.body).toMatchObject({ statusCode: 401, error: 'A valid metrics token is required' });
      await request(t.server)
        .get(api(ApiRoutes.metrics))
        .set(bearer(`${TOKEN}x`))
        .expect(401);
      await request(t.server).get(api(ApiRoutes.metrics)).set('Authorization', TOKEN).expect(401);
    });

    it('answers the token with the Prometheus text format and every series it promises', async () => {
      await request(t.server)
        .get(api(ApiRoutes.checkQuestionnaire(4711)))
        .expect(401);
      const res = await request(t.server).get(api(ApiRoutes.metrics)).set(bearer(TOKEN)).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const names = [
        'http_requests_total',
        'http_request_duration_seconds_bucket',
        'http_server_errors_total',
        'nodejs_eventloop_lag_seconds',
        'process_resident_memory_bytes',
        'vvq_participants',
        'vvq_ratings',
        'vvq_sessions_started',
        'vvq_sessions_in_progress',
        ...(dialect === 'mysql'
          ? ['vvq_db_pool_connections', 'vvq_db_pool_connections_busy', 'vvq_db_pool_waiting']
          : []),
      ];
      for (const name of names) expect(res.text).toMatch(new RegExp(`^(# TYPE )?${name}\\b`, 'm'));
      if (dialect === 'mysql') {
        // Read from the live mysql2 pool: at least the connection that served the study counters, at most poolSize.
        expect(value(res.text, 'vvq_db_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(value(res.text, 'vvq_db_pool_max')).toBe(10);
        expect(value(res.text, 'vvq_db_pool_waiting')).toBe(0);
      }
      // Routes by template: the id a client sent never becomes a label.
      expect(res.text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/check-questionnaire\/:userId",status_code="401"\} 1/,
      );
      // Label values only: a sample's number (CPU seconds, bytes) may contain these digits by chance.
      expect(labelsOf(res.text)).not.toContain('4711');
    });

    it('counts unmatched paths under one label', async () => {
      await request(t.server).get(api('/no/such/route/12345')).expect(404);
      const text = await scrape();
      expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_code="404"\} \d+/);
      expect(labelsOf(text)).not.toContain('12345');
      expect(text).not.toContain('no/such/route');
    });

    it('moves the study counters after a signup, a session start and a rating', async () => {
      const before = await scrape();
      const p = await signupAndLogin(t);
      const session = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(bearer(p.token))
        .send({ userId: p.user_id })
        .expect(200);
      const started = await scrape();
      expect(value(started, 'vvq_participants')).toBe(value(before, 'vvq_participants') + 1);
      expect(value(started, 'vvq_sessions_started')).toBe(value(before, 'vvq_sessions_started') + 1);
      expect(value(started, 'vvq_sessions_in_progress')).toBe(value(before, 'vvq_sessions_in_progress') + 1);
      const trial = (session.body as SessionStartResponse).videos[0];
      await request(t.server)
        .post(api(ApiRoutes.ratings))
        .set(bearer(p.token))
        .send({ trialId: trial.trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3 })
        .expect(201);
      const after = await scrape();
      expect(value(after, 'vvq_ratings')).toBe(value(before, 'vvq_ratings') + 1);
      expect(value(after, 'vvq_sessions_in_progress')).toBe(value(started, 'vvq_sessions_in_progress'));
      expect(after).toMatch(
        /http_requests_total\{method="POST",route="\/api\/v2\/ratings",status_code="201"\} 1/,
      );
    });
  });

  describe('with an address allow-list', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { ...ENABLED, METRICS_ALLOW: '10.9.9.9,192.0.2.0/24' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses other client addresses (403), even with the token', async () => {
      const res = await request(t.server).get(api(ApiRoutes.metrics)).set(bearer(TOKEN)).expect(403);
      expect(res.body.error).toBe('Metrics are not available to this address');
    });
  });
});
