import request from 'supertest';
import { api, bearer, signupAndLogin, validQuestionnaire } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/**
 * Request shape limits (docs/operator/security.md#request-limits): a body within the size limit but with
 * ~90,000 properties used to keep the event loop busy for seconds (one validation error per key), delaying
 * every other request. Such shapes are refused when the body is parsed.
 */
const TOO_MANY_FIELDS = 'Request body has too many fields';
const LIST_TOO_LONG = 'Request body has a list with too many items';
const QUERY_TOO_MANY = 'Query string has too many parameters';
/**
 * Wall time of three such requests sent at once by this same process (client serialisation and a 1 MB upload
 * included), with room for a 2-core machine at load 15: the refusal itself takes a few milliseconds of server time;
 * before the fix each request took 5-15 s and held /health as long.
 */
const FAST_MS = 1500;

const manyKeys = (n: number) => Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',');
const jsonWithKeys = (fields: Record<string, unknown>, n: number) =>
  `${JSON.stringify(fields).slice(0, -1)},${manyKeys(n)}}`;
const formWithKeys = (n: number) =>
  `email=a%40example.com&${Array.from({ length: n }, (_, i) => `k${i}=1`).join('&')}`;
/** As many distinct parameters as fit in Node's 16 KiB request head. */
const queryWithKeys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=1`).join('&');

function errorBody(text: string) {
  return { statusCode: 400, error: text, message: text };
}

describe.each(DIALECTS)('body and query shape limits (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const p = await signupAndLogin(t);
    token = p.token;
    userId = p.user_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends `send()` three times at once and a health check 50 ms later; returns every latency from its start. */
  async function timedWithHealth(send: () => request.Test) {
    const t0 = performance.now();
    const timed = (req: request.Test, start: number) =>
      req.then((res) => ({ res, ms: performance.now() - start }));
    const heavy = [0, 1, 2].map(() => timed(send(), t0));
    const health = new Promise<number>((resolve, reject) => {
      setTimeout(() => {
        request(t.server)
          .get(api('/health'))
          .then((res) => {
            expect(res.status).toBe(200);
            resolve(performance.now() - (t0 + 50));
          }, reject);
      }, 50);
    });
    const results = await Promise.all(heavy);
    return { results, healthMs: await health };
  }

  it.each([
    ['/login', () => jsonWithKeys({ email: 'a@example.com' }, 90_000), false],
    ['/signup', () => jsonWithKeys({ name: 'Ada', email: 'a@example.com' }, 90_000), false],
    ['/questionnaire', () => jsonWithKeys({ ...validQuestionnaire(0) }, 90_000), true],
  ])(
    'refuses a JSON body with 90,000 keys to POST %s at once, without delaying /health',
    async (path, build, auth) => {
      const body = build().replace('"user_id":0', `"user_id":${userId}`);
      expect(Buffer.byteLength(body)).toBeLessThan(t.config.bodyLimitBytes);
      const { results, healthMs } = await timedWithHealth(() => {
        const req = request(t.server).post(api(path)).set('Content-Type', 'application/json');
        return (auth ? req.set(bearer(token)) : req).send(body);
      });
      for (const { res, ms } of results) {
        expect(res.body).toEqual(errorBody(TOO_MANY_FIELDS));
        expect(ms).toBeLessThan(FAST_MS);
      }
      expect(healthMs).toBeLessThan(FAST_MS);
    },
  );

  it('refuses a form-encoded body with 90,000 fields at once, without delaying /health', async () => {
    const body = formWithKeys(90_000);
    expect(Buffer.byteLength(body)).toBeLessThan(t.config.bodyLimitBytes);
    const { results, healthMs } = await timedWithHealth(() =>
      request(t.server)
        .post(api('/login'))
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(body),
    );
    for (const { res, ms } of results) {
      expect(res.body).toEqual(errorBody(TOO_MANY_FIELDS));
      expect(ms).toBeLessThan(FAST_MS);
    }
    expect(healthMs).toBeLessThan(FAST_MS);
  });

  it.each([
    ['GET', '/videos/distortion-examples'],
    ['GET', '/admin/view-feedback'],
    ['POST', '/login'],
  ])('refuses a query string with 1,500 parameters on %s %s at once', async (method, path) => {
    const url = `${api(path)}?${queryWithKeys(1500)}`;
    const { results, healthMs } = await timedWithHealth(() =>
      method === 'GET'
        ? request(t.server).get(url)
        : request(t.server).post(url).send({ email: 'a@example.com' }),
    );
    for (const { res, ms } of results) {
      expect(res.body).toEqual(errorBody(QUERY_TOO_MANY));
      expect(ms).toBeLessThan(FAST_MS);
    }
    expect(healthMs).toBeLessThan(FAST_MS);
  });

  it.each([
    ['a top-level list', () => `[${'1,'.repeat(200_000)}1]`, LIST_TOO_LONG],
    ['a list in a field', () => `{"email":[${'1,'.repeat(200_000)}1]}`, LIST_TOO_LONG],
    [
      'many small objects in a list',
      () =>
        `{"email":[${Array(2000)
          .fill(`{${manyKeys(40)}}`)
          .join(',')}]}`,
      TOO_MANY_FIELDS,
    ],
    ['many keys in a nested object', () => `{"email":{${manyKeys(50_000)}}}`, TOO_MANY_FIELDS],
  ])('refuses %s at once', async (_what, build, text) => {
    const body = build();
    expect(Buffer.byteLength(body)).toBeLessThan(t.config.bodyLimitBytes);
    const started = performance.now();
    const res = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.body).toEqual(errorBody(text));
    expect(performance.now() - started).toBeLessThan(FAST_MS);
  });

  it('keeps the spec answers of ordinary requests, keys inside strings and repeated form fields', async () => {
    // ':' and ',' inside strings are text, not fields.
    const comma = await request(t.server)
      .post(api('/contact'))
      .send({ name: 'Ada, Countess', email: 'ada@example.org', message: 'a:b, c:d, '.repeat(400) });
    expect(comma.status).toBe(201);
    const unknown = await request(t.server).post(api('/login')).send({ email: 'a@example.com', extra: 1 });
    expect(unknown.body).toEqual({
      statusCode: 400,
      error: 'property extra should not exist',
      message: ['property extra should not exist'],
    });
    // A form body is answered like the same JSON body.
    const json = await request(t.server).post(api('/login')).send({ email: 'nobody@example.org' });
    const form = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('email=nobody%40example.org');
    expect(form.status).toBe(json.status);
    expect(form.body).toEqual(json.body);
    const formProto = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('__proto__=1&email=a%40example.org');
    expect(formProto.status).toBe(400);
    const questionnaire = await request(t.server)
      .post(api('/questionnaire'))
      .set(bearer(token))
      .send(validQuestionnaire(userId));
    expect(questionnaire.status).toBe(201);
  });
});
