import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { ANALYSIS_UPLOAD_MAX_BYTES } from '@vvq/contracts';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'types.admin@example.org', password: 'types admin password' };
const JSON_OR_FORM = 'application/json, application/x-www-form-urlencoded';
const unsupported = (type: string, accepted = JSON_OR_FORM) => {
  const text = `Unsupported Media Type: ${type}; this route accepts ${accepted}`;
  return { statusCode: 415, error: text, message: text };
};

interface EarlyAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends the head of a POST announcing `declaredBytes` and only the first `sentBytes` of it, and waits for an answer:
 * a server that reads the body first never answers (the rest never comes), so the promise rejects after `waitMs`.
 */
function answerBeforeBody(
  port: number,
  path: string,
  type: string,
  declaredBytes: number,
  sentBytes: number,
  waitMs = 3000,
) {
  return new Promise<EarlyAnswer>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { 'Content-Type': type, 'Content-Length': declaredBytes },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${waitMs} ms while the body was incomplete`));
    }, waitMs);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write(Buffer.alloc(sentBytes, 'a,b\n'));
  });
}

/**
 * Request limits (docs/operator/security.md#request-limits): a body type only one route parses (text/csv, 5
 * MiB) used to be read in full on every route.
 */
describe.each(DIALECTS)('request body content types (%s)', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/signup', '/login', '/contact', '/questionnaire', '/v2/ratings', '/admin/login'])(
    'answers a 4 MB text/csv POST %s with 415 before reading its body',
    async (path) => {
      const res = await answerBeforeBody(port, api(path), 'text/csv', 4_000_000, 64 * 1024);
      expect(res).toEqual({ status: 415, body: unsupported('text/csv') });
    },
  );

  it.each([
    ['text/plain', 'text/plain'],
    ['application/xml', 'application/xml'],
    ['multipart/form-data; boundary=x', 'multipart/form-data'],
    ['TEXT/CSV; charset=utf-8', 'text/csv'],
  ])('answers other unexpected types (%s) with 415 too', async (header, type) => {
    const res = await request(t.server).post(api('/signup')).set('Content-Type', header).send('name=Ada');
    expect(res.status).toBe(415);
    expect(res.body).toEqual(unsupported(type));
  });

  it('keeps JSON and form bodies, a JSON charset and body-less POSTs working', async () => {
    const p = await signupAndLogin(t);
    const form = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8')
      .send(`email=${encodeURIComponent(p.email)}`);
    expect(form.status).toBe(200);
    const json = await request(t.server)
      .post(api('/login'))
      .set('Content-Type', 'Application/JSON; charset=utf-8')
      .send(JSON.stringify({ email: p.email }));
    expect(json.status).toBe(200);
    const bodyless = await request(t.server)
      .post(api(`/log-logout-event/${p.user_id}`))
      .set(bearer(p.token));
    expect(bodyless.status).toBe(201);
  });

  it('still takes text/csv (and text/plain, JSON) on the analysis upload, up to its own limit', async () => {
    const login = await request(t.server).post(api('/admin/login')).send(ADMIN).expect(200);
    const admin = bearer(login.body.token);
    const csv = 'observer,presentation,score\no1,p1,4\no2,p1,5\no1,p2,3\no2,p2,2\n';
    const upload = api('/admin/analysis/upload?screening=off');
    for (const type of ['text/csv', 'text/plain']) {
      const res = await request(t.server).post(upload).set(admin).set('Content-Type', type).send(csv);
      expect(res.status).toBe(200);
    }
    expect((await request(t.server).post(upload).set(admin).send({ csv })).status).toBe(200);
    const big = await answerBeforeBody(port, upload, 'text/csv', ANALYSIS_UPLOAD_MAX_BYTES + 1, 1024);
    expect(big.status).toBe(413);
    const xml = await request(t.server)
      .post(upload)
      .set(admin)
      .set('Content-Type', 'application/xml')
      .send('<a/>');
    expect(xml.body).toEqual(unsupported('application/xml', 'text/csv, text/plain, application/json'));
  });
});
