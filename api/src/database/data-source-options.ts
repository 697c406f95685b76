import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Builds the TypeORM options for the configured dialect: mysql (mysql2) or the embedded better-sqlite3 file.
 * The app passes no entities (each feature module registers its own with forFeature, and DatabaseModule loads
 * them); a stand-alone connection (a test's second connection) names the ones it reads.
 */
export function buildDataSourceOptions(
  database: AppConfig['database'],
  entities: NonNullable<DataSourceOptions['entities']> = [],
): DataSourceOptions {
  const common = {
    entities,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
  };
  if (database.type === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: database.url,
      charset: 'utf8mb4',
      // Dates are stored and read as UTC, whatever the server's time zone.
      timezone: 'Z',
      poolSize: 10,
    };
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.path,
    enableWAL: true,
    timeout: 10_000,
  };
}
