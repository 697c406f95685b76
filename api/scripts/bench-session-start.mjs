#!/usr/bin/env node
// Times POST /api/v2/session/start on a realistic catalogue: 8,448 videos whose counters say ~40k ratings.
// Usage (after `npm run build -w api`): node api/scripts/bench-session-start.mjs [--users 200] [--concurrency 20]
// Uses a temp SQLite file, or MySQL when BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306/<existing empty db> is set.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { NestFactory } from '@nestjs/core';

const dist = new URL('../dist/', import.meta.url);
const { AppModule } = await import(new URL('app.module.js', dist).href);
const { configureApp, createFastifyAdapter } = await import(new URL('app.setup.js', dist).href);
const { loadConfig } = await import(new URL('config/load-config.js', dist).href);
const { TokenService } = await import(new URL('modules/auth/token.service.js', dist).href);
const { DataSource } = await import('typeorm');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 200);
const CONCURRENCY = arg('concurrency', 20);
const VIDEOS = 8448;
const RATINGS = 40_000;

const dir = mkdtempSync(join(tmpdir(), 'vvq-bench-'));
const env = process.env.BENCH_MYSQL_URL
  ? { DATABASE_URL: process.env.BENCH_MYSQL_URL }
  : { SQLITE_PATH: join(dir, 'bench.sqlite') };
const config = loadConfig({ TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret', SEED_DEMO: 'false', ...env });
const app = await NestFactory.create(AppModule.register(config), createFastifyAdapter(config), { logger: ['error'] });
await configureApp(app, config);
await app.init();
const fastify = app.getHttpAdapter().getInstance();
await fastify.ready();
const ds = app.get(DataSource);
const tokens = app.get(TokenService);

// Catalogue with counters as if RATINGS ratings were spread unevenly over it.
const rows = [];
for (let i = 0; i < VIDEOS; i++) {
  const ratings = Math.floor((RATINGS / VIDEOS) * (0.5 + Math.random()));
  rows.push({ content: `c${i % 4}`, view: 'front', compression_type: 'texture_compression', qp: String(i % 50),
    label: `bench_${i}`, url: null, ratings_count: ratings, reserved_count: 0, load_count: ratings });
}
for (let i = 0; i < rows.length; i += 500) await ds.getRepository('Video').insert(rows.slice(i, i + 500));
const users = [];
for (let i = 0; i < USERS; i++) users.push({ name: 'Bench', email: `bench${i}@example.org`, created_at: new Date() });
const inserted = await ds.getRepository('User').insert(users);
const ids = inserted.identifiers.map((r) => Number(r.id));

async function startFor(id) {
  const t0 = performance.now();
  const res = await fastify.inject({ method: 'POST', url: '/api/v2/session/start', payload: {},
    headers: { authorization: `Bearer ${tokens.issueParticipant(id)}` } });
  if (res.statusCode !== 200 || JSON.parse(res.body).videos.length !== 4) throw new Error(`start failed: ${res.body}`);
  return performance.now() - t0;
}
const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const half = Math.floor(ids.length / 2);
const sequential = [];
for (const id of ids.slice(0, half)) sequential.push(await startFor(id));
const t0 = performance.now();
const concurrent = [];
const queue = ids.slice(half);
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  while (queue.length) concurrent.push(await startFor(queue.shift()));
}));
const wall = performance.now() - t0;
const repeat = [];
for (const id of ids.slice(0, 50)) repeat.push(await startFor(id));

const loads = (await ds.query('SELECT MIN(load_count) AS mn, MAX(load_count) AS mx FROM videos'))[0];
console.log(`database: ${config.database.type}, videos: ${VIDEOS}, pre-existing ratings (counters): ~${RATINGS}`);
console.log(`first start, sequential (${sequential.length}): p50 ${pct(sequential, 50).toFixed(1)} ms, p95 ${pct(sequential, 95).toFixed(1)} ms`);
console.log(`first start, ${CONCURRENCY} at a time (${concurrent.length}): p50 ${pct(concurrent, 50).toFixed(1)} ms, p95 ${pct(concurrent, 95).toFixed(1)} ms, ${(concurrent.length / (wall / 1000)).toFixed(0)} starts/s`);
console.log(`repeat start (${repeat.length}): p50 ${pct(repeat, 50).toFixed(1)} ms, p95 ${pct(repeat, 95).toFixed(1)} ms`);
console.log(`load_count range after the run: ${loads.mn}..${loads.mx}`);
await app.close();
rmSync(dir, { recursive: true, force: true });
