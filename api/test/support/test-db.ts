import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

export type TestDialect = 'sqlite' | 'mysql';

/**
 * SQLite always; MySQL too when TEST_MYSQL_URL is set (e.g. mysql://root@127.0.0.1:3306/test). TEST_DIALECTS
 * (`sqlite` or `mysql`) narrows it to one: scripts/integration-tests.sh runs each database's half in its own process.
 */
export const DIALECTS: TestDialect[] = dialectsToRun();

function dialectsToRun(): TestDialect[] {
  const all: TestDialect[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
  const only = process.env.TEST_DIALECTS?.split(',').map((d) => d.trim());
  return only ? all.filter((d) => only.includes(d)) : all;
}

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** The server of TEST_MYSQL_URL without its database, credentials kept (CI's user has a password). */
function serverUri(base: URL): string {
  const server = new URL(base.toString());
  server.pathname = '/';
  return server.toString();
}

/** A fresh, private database per suite: a temp SQLite file, or `CREATE DATABASE vvq_t_<random>` on MySQL. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'vvq-test-'));
    return {
      env: { SQLITE_PATH: join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.TEST_MYSQL_URL as string);
  const name = `vvq_t_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: serverUri(base) });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const conn = await mysql.createConnection({ uri: serverUri(base) });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}
