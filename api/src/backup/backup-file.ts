import { closeSync, openSync, readSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { SQLITE_HEADER } from './sqlite-backup.js';

/**
 * A path given on the command line, taken from where the operator ran `npm run …` (npm's INIT_CWD), not from the
 * api/ workspace folder npm switches to.
 */
export function fromInvocationDir(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** 'sqlite' for an SQLite database file, 'mysql' for anything else (a text dump is checked by the client). */
export function backupKind(file: string): 'sqlite' | 'mysql' {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    readSync(fd, head, 0, head.length, 0);
    return head.toString('latin1') === SQLITE_HEADER ? 'sqlite' : 'mysql';
  } finally {
    closeSync(fd);
  }
}
