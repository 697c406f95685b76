#!/usr/bin/env node
/*
 * Times the admin statistics endpoints on a study of realistic size: 8,448 videos, 10,000 participants (each with
 * a questionnaire, a session, 4 trials and a login event) and 40,000 ratings, seeded into a SCRATCH database.
 *
 *   npm run build -w api && node api/scripts/bench-admin-stats.mjs [--runs 7]
 *
 * SQLite always (a temp file). MySQL/MariaDB too when TEST_MYSQL_URL or DATABASE_URL is set: a scratch database
 * `vvq_bench_<random>` is created on that server and dropped afterwards; the named database is never touched.
 * The app is the built API (api/dist), booted in-process; requests go through Fastify's inject (no sockets), so
 * the figures are server time: routing, guard, SQL and JSON. Not part of any test run.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
if (!existsSync(join(dist, 'app.module.js'))) {
  console.error('api/dist is missing: run `npm run build -w api` first.');
  process.exit(1);
}
const { NestFactory } = await import('@nestjs/core');
const { FastifyAdapter } = await import('@nestjs/platform-fastify');
const { getDataSourceToken } = await import('@nestjs/typeorm');
const { default: mysql } = await import('mysql2/promise');
const { AppModule } = await import(join(dist, 'app.module.js'));
const { configureApp } = await import(join(dist, 'app.setup.js'));
const { loadConfig } = await import(join(dist, 'config', 'load-config.js'));

const VIDEOS = 8448;
const PARTICIPANTS = 10_000;
const PER_PARTICIPANT = 4;
const CHUNK = 500;
const argRuns = process.argv.indexOf('--runs');
const RUNS = argRuns > 0 ? Math.max(1, Number(process.argv[argRuns + 1]) || 7) : 7;
const ADMIN = { email: 'bench@example.org', password: 'bench-password-1' };

const ENDPOINTS = [
  '/api/admin/user-count',
  '/api/admin/video-rating-stats',
  '/api/admin/feedback',
  '/api/admin/user-growth',
  '/api/admin/videos',
  '/api/admin/users',
  '/api/admin/user-events',
  '/api/admin/view-feedback',
  '/api/admin/view-feedback?limit=100',
  '/api/admin/ratings/by-video/1',
  '/api/admin/questionnaires',
];

/** A deterministic pseudo-random generator, so both dialects get the same study. */
function lcg(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const pad = (n) => String(n).padStart(2, '0');
const sqlTime = (d) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

async function insertRows(ds, table, columns, rows) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await ds.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`, chunk.flat());
  }
}

async function seed(ds) {
  const random = lcg(8448);
  const start = Date.UTC(2026, 0, 1);
  const videos = [];
  for (let v = 1; v <= VIDEOS; v++) {
    videos.push([v, `content${v % 8}`, `view${v % 4}`, ['texture', 'geometry', 'both'][v % 3], String(20 + (v % 40)), `bench-${v}`, `/media/catalogue/bench-${v}.mp4`]);
  }
  await insertRows(ds, 'videos', ['id', 'content', 'view', 'compression_type', 'qp', 'label', 'url'], videos);

  const users = [];
  const events = [];
  const sessions = [];
  const questionnaires = [];
  const trials = [];
  const ratings = [];
  let trialId = 0;
  for (let u = 1; u <= PARTICIPANTS; u++) {
    // Sign-ups spread over 90 days.
    const joined = new Date(start + Math.floor(random() * 90 * 86_400_000));
    users.push([u, `Participant ${u}`, `p${u}@example.org`, sqlTime(joined)]);
    events.push([u, 'login', sqlTime(joined)]);
    sessions.push([u, u, sqlTime(joined)]);
    questionnaires.push([u, u, 20 + (u % 50), 'Female', 'Other', 'Film', 'Not Familiar', null, 3, 'Not Knowledgeable', 'Not Familiar', 'No', 'Captures 3D space', 'None of the above', 'Music Production', 1, sqlTime(joined)]);
    // 4 distinct videos among the first 8,000, so 448 stay unrated.
    const picked = new Set();
    while (picked.size < PER_PARTICIPANT) picked.add(1 + Math.floor(random() * 8000));
    for (const videoId of picked) {
      trialId++;
      trials.push([trialId, u, u, videoId, sqlTime(joined), sqlTime(joined), sqlTime(joined), 0]);
      const score = () => 1 + Math.floor(random() * 5);
      ratings.push([trialId, u, videoId, score(), score(), score(), score(), random() < 0.2 ? 'looks fine' : null, sqlTime(joined)]);
    }
  }
  await insertRows(ds, 'users', ['id', 'name', 'email', 'created_at'], users);
  await insertRows(ds, 'user_events', ['user_id', 'event_type', 'event_time'], events);
  await insertRows(ds, 'sessions', ['id', 'user_id', 'created_at'], sessions);
  await insertRows(
    ds,
    'questionnaires',
    ['id', 'user_id', 'age', 'gender', 'education', 'field_of_study', 'familiarity', 'experience', 'understanding', 'technical_knowledge', 'quality_metrics', 'previous_participation', 'quiz1', 'quiz2', 'quiz3', 'consent', 'submitted_at'],
    questionnaires,
  );
  await insertRows(ds, 'trials', ['id', 'session_id', 'user_id', 'video_id', 'assigned_at', 'expires_at', 'rated_at', 'reserving'], trials);
  await insertRows(ds, 'ratings', ['trial_id', 'user_id', 'video_id', 'clarity', 'interaction', 'depth', 'overall', 'comments', 'rated_at'], ratings);
  await ds.query('UPDATE videos SET ratings_count = (SELECT COUNT(*) FROM ratings r WHERE r.video_id = videos.id)');
  await ds.query('UPDATE videos SET load_count = ratings_count');
  return { ratings: ratings.length };
}

async function scratchDatabase(dialect) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'vvq-bench-'));
    return { env: { SQLITE_PATH: join(dir, 'bench.sqlite') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = new URL(process.env.TEST_MYSQL_URL || process.env.DATABASE_URL);
  const name = `vvq_bench_${randomBytes(5).toString('hex')}`;
  const server = new URL(base.toString());
  server.pathname = '/';
  const conn = await mysql.createConnection({ uri: server.toString() });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = await mysql.createConnection({ uri: server.toString() });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function bench(dialect) {
  const db = await scratchDatabase(dialect);
  let app;
  try {
    const config = loadConfig({
      ...db.env,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    app = await NestFactory.create(AppModule.register(config), new FastifyAdapter(), { logger: ['error'] });
    await configureApp(app, config);
    await app.init();
    const fastify = app.getHttpAdapter().getInstance();
    await fastify.ready();
    const ds = app.get(getDataSourceToken());

    const seedStart = performance.now();
    const { ratings } = await seed(ds);
    console.log(`[${dialect}] seeded ${VIDEOS} videos, ${PARTICIPANTS} participants, ${ratings} ratings in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const login = await fastify.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    if (login.statusCode !== 200) throw new Error(`admin login → ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().token}` };

    const results = [];
    for (const url of ENDPOINTS) {
      const first = await fastify.inject({ method: 'GET', url, headers });
      if (first.statusCode !== 200) throw new Error(`${url} → ${first.statusCode} ${first.body.slice(0, 200)}`);
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await fastify.inject({ method: 'GET', url, headers });
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode}`);
      }
      results.push({ dialect, endpoint: url, 'median ms': Number(median(times).toFixed(1)), 'max ms': Number(Math.max(...times).toFixed(1)), 'body KiB': Number((first.rawPayload.length / 1024).toFixed(1)) });
    }
    console.table(results);
    return results;
  } finally {
    if (app) await app.close();
    await db.drop();
  }
}

const dialects = ['sqlite', ...(process.env.TEST_MYSQL_URL || process.env.DATABASE_URL ? ['mysql'] : [])];
for (const dialect of dialects) await bench(dialect);
console.log(`(median and max of ${RUNS} calls after one warm-up; server-side time through Fastify inject)`);
