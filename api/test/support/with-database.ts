import { DataSource, type DataSourceOptions } from 'typeorm';
import { loadConfig } from '../../src/config/load-config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { TEST_TOKEN_SECRET } from './test-app.js';

/**
 * Runs `work` on a connection of its own to the database that `env` (DATABASE_URL or SQLITE_PATH) names, without
 * running migrations, to check what another process really committed; the connection is closed afterwards.
 */
export async function withDatabase<T>(
  env: Record<string, string>,
  work: (ds: DataSource) => Promise<T>,
  /** The entities `work` uses repositories of (each module registers its own; there is no global list). */
  entities: NonNullable<DataSourceOptions['entities']> = [],
): Promise<T> {
  const ds = new DataSource({
    ...buildDataSourceOptions(loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...env }).database, entities),
    migrationsRun: false,
  } as never);
  await ds.initialize();
  try {
    return await work(ds);
  } finally {
    await ds.destroy();
  }
}
