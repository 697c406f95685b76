// The only place the bench reaches into the product: the BUILT API (api/dist), so the schema comes from the
// product's own migrations through its own data-source options, and the database is chosen as the API chooses it.
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.mjs';

// BENCH_API_DIST=<folder> runs another build of the API instead (e.g. the code before a change, built apart under tmp/
// beside a link to api/node_modules), so before and after can take turns in one sitting.
export const apiDist = process.env.BENCH_API_DIST
  ? resolve(process.env.BENCH_API_DIST)
  : join(repoRoot, 'api', 'dist');
export const apiMain = join(apiDist, 'main.js');

function requireBuilt() {
  if (!existsSync(apiMain)) throw new Error(`${apiDist} is missing: run \`npx nx run api:build\` first`);
}

const load = (relative) => import(pathToFileURL(join(apiDist, relative)).href);

/**
 * The database the API would use with this environment ({ type: 'mysql', url } or { type: 'sqlite', path }): the
 * product's loadConfig() reads DATABASE_URL / SQLITE_PATH. A placeholder TOKEN_SECRET keeps it from writing one.
 */
export async function databaseFromEnv(env = process.env) {
  requireBuilt();
  const { loadConfig } = await load('config/load-config.js');
  return loadConfig({ ...env, TOKEN_SECRET: env.TOKEN_SECRET || 'bench-placeholder-secret-0123456789abcdef' })
    .database;
}

/** Runs the product's pending migrations on `database` through its own data-source options. */
export async function migrate(database) {
  requireBuilt();
  const { buildDataSourceOptions } = await load('database/data-source-options.js');
  const { DataSource } = await import('typeorm');
  const ds = new DataSource(buildDataSourceOptions(database));
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}
