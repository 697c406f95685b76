import 'reflect-metadata';
import { existsSync, statSync } from 'node:fs';
import { backupSqlite } from '../backup/sqlite-backup.js';
import { fromInvocationDir } from '../backup/backup-file.js';
import {
  DUMP_TOOLS,
  documentedDumpLine,
  dumpMysql,
  findTool,
  parseMysqlUrl,
} from '../backup/mysql-backup.js';
import { loadConfig } from '../config/load-config.js';
import { parseArgs } from './parse-args.js';
import { runCli } from './run-cli.js';

const USAGE =
  'Usage: npm run backup -- --out FILE   (same DATABASE_URL / SQLITE_PATH as the API; safe while it runs)';

/** Backs up the configured database while the API keeps running (docs/operator/operations.md, "Backup and restore"). */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.out || args.out === 'true') {
    console.error(`--out: the backup file is required\n${USAGE}`);
    return 2;
  }
  const out = fromInvocationDir(args.out);
  const { database } = loadConfig(process.env);
  if (database.type === 'sqlite') {
    if (!existsSync(database.path)) {
      console.error(`No database at ${database.path} (SQLITE_PATH): nothing to back up`);
      return 1;
    }
    const summary = await backupSqlite(database.path, out);
    console.log(
      `Backed up ${database.path} to ${out}: ${summary.tables} tables, ${summary.ratings ?? 0} ratings.`,
    );
    return 0;
  }
  const target = parseMysqlUrl(database.url);
  const tool = findTool(DUMP_TOOLS);
  if (!tool) {
    console.error(
      `Neither mariadb-dump nor mysqldump is installed (apt-get install mariadb-client). Run instead:\n  ` +
        documentedDumpLine(target, out),
    );
    return 2;
  }
  await dumpMysql(tool, target, out);
  console.log(
    `Backed up MySQL database ${target.database} to ${out} (${statSync(out).size} bytes, ${tool}).`,
  );
  return 0;
}

runCli(main, 'Backup');
