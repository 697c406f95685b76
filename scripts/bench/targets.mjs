// The servers under test and their databases: the product API (built api/dist/main.js) and the bare baseline, each
// on its own seeded copy (a copied SQLite file, or a scratch MariaDB database `vvq_bench_*` dropped afterwards).
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { createSigner } from './bare-token.mjs';
import { atCleanup, freePort, startNodeServer } from './children.mjs';
import { openDb } from './db-client.mjs';
import { apiMain } from './product-dist.mjs';
import { findDatabasePid } from './proc-sampler.mjs';
import { BENCH_ADMIN, seedScale } from './seed-scale.mjs';

const bareScript = new URL('./bare-server.mjs', import.meta.url).pathname;

/** Seeded databases for one dialect; `copy()` gives a fresh seeded database per server. */
export async function seededDatabases(dialect, { videos, participants, mysqlUrl, log }) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'vvq-bench-'));
    atCleanup(() => rmSync(dir, { recursive: true, force: true }));
    const template = { type: 'sqlite', path: join(dir, 'seed.sqlite') };
    await seedScale({ database: template, videos, participants, log });
    let n = 0;
    return {
      copy: async () => {
        const path = join(dir, `copy-${n++}.sqlite`);
        copyFileSync(template.path, path);
        return { type: 'sqlite', path };
      },
    };
  }
  // MySQL: foreign keys do not survive CREATE TABLE … LIKE, so each server's database is seeded on its own.
  return {
    copy: async () => {
      const database = await scratchMysql(mysqlUrl);
      await seedScale({ database, videos, participants, log });
      return database;
    },
  };
}

async function scratchMysql(baseUrl) {
  const server = new URL(baseUrl);
  server.pathname = '/';
  const name = `vvq_bench_${randomBytes(5).toString('hex')}`;
  const conn = await mysql.createConnection({ uri: server.toString() });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  atCleanup(async () => {
    const c = await mysql.createConnection({ uri: server.toString() });
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  });
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return { type: 'mysql', url: url.toString() };
}

export const dbEnv = (database) =>
  database.type === 'mysql'
    ? { DATABASE_URL: database.url }
    : { DATABASE_URL: '', SQLITE_PATH: database.path };

/** Logs each participant in through the API (50 at a time) and returns their tokens in order. */
async function loginTokens(baseUrl, users) {
  const tokens = new Array(users.length);
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const k = next++;
      const res = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: users[k].email }),
      });
      if (!res.ok) throw new Error(`login of ${users[k].email} → ${res.status} ${await res.text()}`);
      tokens[k] = (await res.json()).token;
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  return tokens;
}

async function target(name, database, server, url, tokensFor) {
  const db = await openDb(database);
  const dbPid = database.type === 'mysql' ? findDatabasePid() : null;
  return {
    name,
    dialect: database.type,
    url,
    db,
    tokensFor,
    watch: { server: server?.pid, ...(dbPid ? { database: dbPid } : {}) },
    async stop() {
      await db.close();
      await server?.stop();
    },
  };
}

/**
 * Starts the built API on `database` (production mode, the seeded bench admin, no demo data); `extraEnv` adds to its
 * environment (e.g. API_WORKERS=2 with the shared rate-limit store).
 */
export async function startProduct(database, extraEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...dbEnv(database),
    PORT: String(port),
    NODE_ENV: 'production',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: 'false',
    // Every bench client is 127.0.0.1; only failed logins count, but keep a limit from ever shaping the figures.
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT_PER_IP: '1000000',
    ...extraEnv,
  };
  // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=tmp/bench/prof' profiles the API under the load.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startNodeServer('api', apiMain, { env, nodeArgs, healthUrl: `${url}/api/health` });
  return target('product', database, server, url, (users) => loginTokens(url, users));
}

/** Starts the bare baseline on `database`; its tokens are minted here with the shared key. */
export async function startBare(database) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString('hex');
  const server = await startNodeServer('bare', bareScript, {
    env: { ...dbEnv(database), PORT: String(port), BARE_SECRET: secret },
    healthUrl: `${url}/api/health`,
  });
  const signer = createSigner(secret);
  return target('bare', database, server, url, async (users) => users.map((u) => signer.sign(u.id)));
}

/** An API someone else started (`--url`), on the database of DATABASE_URL / SQLITE_PATH; `pid` to sample it. */
export function existingProduct(database, url, pid) {
  return target(
    'product',
    database,
    pid ? { pid, stop: async () => undefined } : null,
    url.replace(/\/$/, ''),
    (users) => loginTokens(url, users),
  );
}
