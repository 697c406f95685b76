import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module.js';
import { configureApp, createFastifyAdapter } from '../app.setup.js';
import { fromInvocationDir } from '../backup/backup-file.js';
import { loadConfig } from '../config/load-config.js';
import { fromRepoRoot } from '../config/paths.js';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import { parseArgs } from './parse-args.js';
import { runCli } from './run-cli.js';

/**
 * Writes the OpenAPI description (default docs/openapi.json) from the built API without listening: the app is
 * assembled on a throw-away in-memory SQLite database, so no environment and no running database are needed and the
 * file is the same on every machine.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const out =
    args.out && args.out !== 'true' ? fromInvocationDir(args.out) : fromRepoRoot('docs/openapi.json');
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'openapi-generation-only-0123456789abcdef',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      OPENAPI_ENABLED: 'true',
    }),
    // Set after loading: SQLITE_PATH is resolved from the repository root, which would make ':memory:' a file.
    database: { type: 'sqlite' as const, path: ':memory:' },
  };
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    createFastifyAdapter(config),
    {
      logger: ['error', 'warn'],
    },
  );
  try {
    await configureApp(app, config);
    await app.init();
    writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
  } finally {
    await app.close();
  }
  console.log(`Wrote the OpenAPI description to ${out}`);
  return 0;
}

runCli(main, 'OpenAPI');
