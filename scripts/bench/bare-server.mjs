#!/usr/bin/env node
// The bare baseline: node:http + better-sqlite3 / mysql2 doing the product's participant SQL with no framework (no
// validation library, no ORM, no guard round trip to the database). Same paths and bodies as the API, so the same
// load drives both. Env: PORT, BARE_SECRET (token key), and DATABASE_URL (MySQL) or SQLITE_PATH.
import { createServer } from 'node:http';
import { createSigner } from './bare-token.mjs';
import { HttpError } from './bare-common.mjs';
import { mysqlStore } from './bare-sql-mysql.mjs';
import { sqliteStore } from './bare-sql-sqlite.mjs';

const store = process.env.DATABASE_URL
  ? mysqlStore(process.env.DATABASE_URL)
  : sqliteStore(process.env.SQLITE_PATH);
const signer = createSigner(process.env.BARE_SECRET);
const SCORES = ['clarity', 'interaction', 'depth', 'overall'];

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch {
        reject(new HttpError(400, 'invalid JSON'));
      }
    });
    req.on('error', reject);
  });
}

function participant(req) {
  const id = signer.verify((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  if (id === null) throw new HttpError(401, 'Invalid or expired token');
  return id;
}

function validRating(body) {
  const ok =
    Number.isInteger(body.trialId) &&
    SCORES.every((k) => Number.isInteger(body[k]) && body[k] >= 1 && body[k] <= 5);
  if (!ok || (body.comments != null && (typeof body.comments !== 'string' || body.comments.length > 2000))) {
    throw new HttpError(400, 'invalid rating');
  }
  return body;
}

const toVideo = (r) => ({
  trial_id: r.trial_id,
  video_id: r.video_id,
  content: r.content,
  view: r.view,
  compression_type: r.compression_type,
  qp: r.qp,
  label: r.label,
  url: r.url ?? '',
  submitted: r.rated_at !== null,
});

const routes = {
  'GET /api/health': async () => ({ status: 'ok' }),
  'POST /api/login': async (req) => {
    const { email } = await readJson(req);
    if (typeof email !== 'string') throw new HttpError(400, 'Email is required');
    const user = await store.login(email.trim().toLowerCase());
    if (!user) throw new HttpError(401, 'Invalid email');
    return { user_id: user.id, name: user.name, token: signer.sign(user.id) };
  },
  'POST /api/v2/session/start': async (req) => {
    const userId = participant(req);
    await readJson(req);
    const { sessionId, rows } = await store.start(userId);
    return { sessionId, videos: rows.map(toVideo) };
  },
  'POST /api/v2/ratings': async (req) => {
    const userId = participant(req);
    const id = await store.rate(userId, validRating(await readJson(req)));
    return { message: 'Rating submitted successfully!', rating_id: id };
  },
};

const server = createServer(async (req, res) => {
  let status = 200;
  let body;
  try {
    const route = routes[`${req.method} ${req.url}`];
    if (!route) throw new HttpError(404, 'Not Found');
    body = await route(req);
  } catch (error) {
    status = error instanceof HttpError ? error.status : 500;
    body = { statusCode: status, error: error.message };
    if (status === 500) console.error(error);
  }
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () =>
  console.log(`bare baseline listening on :${process.env.PORT}`),
);
const stop = () => {
  server.close(() => store.close().finally(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
