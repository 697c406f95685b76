import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { configureApp, createFastifyAdapter } from '../../src/app.setup.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { createTestDatabase, type TestDialect } from './test-db.js';

export const TEST_TOKEN_SECRET = 'integration-test-secret-0123456789abcdef';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** The raw Node server for supertest. */
  server: ReturnType<NestFastifyApplication['getHttpServer']>;
  /** A separate connection to the same database, to check what was really committed. */
  openFreshConnection(): Promise<DataSource>;
  close(): Promise<void>;
}

/** Boots the real app (same configureApp as main.ts) on a private database of the given dialect. */
export async function startTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  extraModules: Array<new () => unknown> = [],
  /**
   * Where the app's log lines go (default stdout, at LOG_LEVEL=error unless `env` says otherwise). nestjs-pino builds
   * one logger per process: the first app of a test file fixes the destination and level for the file's later apps.
   */
  logDestination?: DestinationStream,
): Promise<TestApp> {
  const db = await createTestDatabase(dialect);
  const config = loadConfig({
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    // The suites run beside each other on a busy machine: see test-environment.setup.ts.
    STIMULI_IMPORT_YIELD: 'false',
    ...db.env,
    ...env,
  });
  const root = AppModule.register(config, { logDestination });
  root.imports = [...(root.imports ?? []), ...extraModules];
  const app = await NestFactory.create<NestFastifyApplication>(root, createFastifyAdapter(config), {
    logger: ['error'],
  });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const extra: DataSource[] = [];
  return {
    app,
    config,
    dataSource,
    server: app.getHttpServer(),
    async openFreshConnection() {
      const entities = dataSource.options.entities ?? [];
      const ds = new DataSource({
        ...buildDataSourceOptions(config.database, entities),
        migrationsRun: false,
      } as never);
      await ds.initialize();
      extra.push(ds);
      return ds;
    },
    async close() {
      for (const ds of extra) if (ds.isInitialized) await ds.destroy();
      await app.close();
      await db.drop();
    },
  };
}
