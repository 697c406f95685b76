import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { backupKind, fromInvocationDir } from '../backup/backup-file.js';
import {
  CLIENT_TOOLS,
  findTool,
  inspectMysql,
  loadMysqlDump,
  parseMysqlUrl,
} from '../backup/mysql-backup.js';
import { isEmptySqlite, restoreSqlite } from '../backup/sqlite-backup.js';
import { loadConfig } from '../config/load-config.js';
import { runCli } from './run-cli.js';

const USAGE =
  'Usage: npm run restore -- FILE   (into the EMPTY database that DATABASE_URL / SQLITE_PATH names)';

/**
 * Restores a backup of `npm run backup` into an empty database; the API must be stopped (it would otherwise have
 * created its tables already). Starting the API afterwards runs any newer migrations.
 */
async function main(): Promise<number> {
  const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (positional.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = fromInvocationDir(positional[0]);
  if (!existsSync(file)) {
    console.error(`${file} does not exist\n${USAGE}`);
    return 2;
  }
  const { database } = loadConfig(process.env);
  const kind = backupKind(file);
  if (kind !== database.type) {
    const wanted = kind === 'sqlite' ? 'SQLITE_PATH (and no DATABASE_URL)' : 'DATABASE_URL=mysql://…';
    console.error(
      `${file} is a ${kind === 'sqlite' ? 'SQLite' : 'MySQL'} backup, but the configured database is ${database.type}: set ${wanted}`,
    );
    return 2;
  }
  if (database.type === 'sqlite') {
    if (!isEmptySqlite(database.path)) {
      console.error(
        `${database.path} already holds tables: restore only into an empty database (stop the API, move the file aside)`,
      );
      return 1;
    }
    const summary = await restoreSqlite(file, database.path);
    console.log(
      `Restored ${file} into ${database.path}: ${summary.tables} tables, ${summary.ratings ?? 0} ratings.`,
    );
    return 0;
  }
  const target = parseMysqlUrl(database.url);
  if ((await inspectMysql(database.url)).tables > 0) {
    console.error(
      `Database ${target.database} already holds tables: restore only into an empty database (stop the API, DROP and CREATE it)`,
    );
    return 1;
  }
  const tool = findTool(CLIENT_TOOLS);
  if (!tool) {
    console.error(
      `Neither mariadb nor mysql is installed (apt-get install mariadb-client). Run instead:\n  mysql -h ${target.host} -P ${target.port} -u ${target.user} -p ${target.database} < ${file}`,
    );
    return 2;
  }
  await loadMysqlDump(tool, target, file);
  const summary = await inspectMysql(database.url);
  console.log(
    `Restored ${file} into MySQL database ${target.database}: ${summary.tables} tables, ${summary.ratings ?? 0} ratings.`,
  );
  return 0;
}

runCli(main, 'Restore');
