// What the figures were measured on: CPU, cores, memory, OS and the versions that matter.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';

const require = createRequire(import.meta.url);
let cached;

function mariadbVersion() {
  try {
    return execFileSync(
      'mysql',
      ['-uroot', '-h127.0.0.1', '-N', '-e', 'SELECT CONCAT("MariaDB/MySQL ", VERSION())'],
      { encoding: 'utf8', timeout: 5000 },
    ).trim();
  } catch {
    return null;
  }
}

function osName() {
  try {
    return /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? `Linux ${release()}`;
  } catch {
    return `${process.platform} ${release()}`;
  }
}

export function machine() {
  if (cached) return cached;
  const db = new Database(':memory:');
  const sqlite = db.prepare('SELECT sqlite_version() AS v').get().v;
  db.close();
  cached = {
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    cores: cpus().length,
    memGiB: Math.round(totalmem() / 1024 ** 3),
    os: osName(),
    node: process.versions.node,
    mariadb: mariadbVersion(),
    sqlite: `${sqlite} (better-sqlite3 ${require('better-sqlite3/package.json').version})`,
    autocannon: require('autocannon/package.json').version,
  };
  return cached;
}
