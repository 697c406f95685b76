import { spawn } from 'node:child_process';
import {
  accessSync,
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** What the MySQL client tools need from DATABASE_URL. */
export interface MysqlTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export function parseMysqlUrl(url: string): MysqlTarget {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL names no database (mysql://user:pass@host:3306/DATABASE)');
  return {
    host: parsed.hostname || '127.0.0.1',
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
  };
}

/**
 * mysqldump's options for a consistent dump of a running InnoDB database without locking it: one transaction with a
 * consistent snapshot (--single-transaction), rows streamed (--quick), no CREATE DATABASE/USE (so it restores into
 * any empty database), and no tablespace statements (they need the PROCESS privilege on MySQL 8).
 */
export const DUMP_OPTIONS = [
  '--single-transaction',
  '--quick',
  '--no-tablespaces',
  '--hex-blob',
  '--default-character-set=utf8mb4',
] as const;

/** The line the operations page documents, for machines without the client tools (password asked for by -p). */
export function documentedDumpLine(target: MysqlTarget, out: string): string {
  return [
    'mysqldump',
    ...DUMP_OPTIONS,
    `-h ${target.host}`,
    `-P ${target.port}`,
    `-u ${target.user}`,
    '-p',
    target.database,
    `> ${out}`,
  ].join(' ');
}

/** The first of `names` found on PATH (mariadb-dump before mysqldump: newer MariaDB warns on the old names). */
export function findTool(names: readonly string[], path = process.env.PATH ?? ''): string | null {
  for (const name of names) {
    for (const dir of path.split(delimiter).filter(Boolean)) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return null;
}

export const DUMP_TOOLS = ['mariadb-dump', 'mysqldump'] as const;
export const CLIENT_TOOLS = ['mariadb', 'mysql'] as const;

/**
 * Credentials go to the tools in an option file readable only by us (never on the command line, where `ps` shows
 * them to every user of the machine). Returns its path and a cleanup.
 */
function optionFile(target: MysqlTarget): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vvq-mysql-'));
  const path = join(dir, 'client.cnf');
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const lines = [
    '[client]',
    `host=${quote(target.host)}`,
    `port=${target.port}`,
    `user=${quote(target.user)}`,
  ];
  if (target.password) lines.push(`password=${quote(target.password)}`);
  writeFileSync(path, `${lines.join('\n')}\n`, { mode: 0o600 });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a client tool; rejects with its stderr when it fails. `input`/`output` are files for stdin/stdout. */
function run(tool: string, args: string[], files: { input?: string; output?: string } = {}): Promise<void> {
  const stdin = files.input ? openSync(files.input, 'r') : 'ignore';
  // A dump holds personal data: readable by the service user only, whatever the umask.
  const stdout = files.output ? openSync(files.output, 'w', 0o600) : 'ignore';
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { stdio: [stdin, stdout, 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} exited with ${code}: ${stderr.trim()}`));
    });
  }).finally(() => {
    if (typeof stdin === 'number') closeSync(stdin);
    if (typeof stdout === 'number') closeSync(stdout);
  });
}

/** Dumps the database into `out` (written beside it and renamed when the dump completed). */
export async function dumpMysql(tool: string, target: MysqlTarget, out: string): Promise<void> {
  const options = optionFile(target);
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  try {
    await run(tool, [`--defaults-extra-file=${options.path}`, ...DUMP_OPTIONS, target.database], {
      output: partial,
    });
    renameSync(partial, out);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    options.remove();
  }
}

/** Loads a dump into the (empty) database with the mysql/mariadb client. */
export async function loadMysqlDump(tool: string, target: MysqlTarget, file: string): Promise<void> {
  const options = optionFile(target);
  try {
    await run(
      tool,
      [`--defaults-extra-file=${options.path}`, '--default-character-set=utf8mb4', target.database],
      {
        input: file,
      },
    );
  } finally {
    options.remove();
  }
}

/** Tables and ratings in the database DATABASE_URL names (throws a clear error when it does not exist). */
export async function inspectMysql(url: string): Promise<{ tables: number; ratings: number | null }> {
  const { default: mysql } = await import('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url }).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === 'ER_BAD_DB_ERROR') {
      const { database } = parseMysqlUrl(url);
      throw new Error(
        `database ${database} does not exist: CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 first`,
      );
    }
    throw error;
  });
  try {
    const [tables] = await connection.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    const names = (tables as Array<{ name: string }>).map((t) => t.name);
    if (!names.includes('ratings')) return { tables: names.length, ratings: null };
    const [rows] = await connection.query('SELECT COUNT(*) AS n FROM ratings');
    return { tables: names.length, ratings: Number((rows as Array<{ n: number }>)[0].n) };
  } finally {
    await connection.end();
  }
}
