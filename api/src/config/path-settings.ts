import { accessSync, constants, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';

// Path settings are checked when the configuration is read, so a wrong one stops the start with a line naming the
// variable and why (docs/operator/configuration.md: "refuses to start on a wrong value, naming the variable and
// why") instead of a raw EEXIST/ENOTDIR stack from deep inside the database driver or the static-file plugin.

/** The path itself or its nearest ancestor that exists (ENOENT/ENOTDIR walk up; other errors are real). */
function nearestExisting(path: string): { path: string; stat: Stats } {
  for (let current = path; ; current = dirname(current)) {
    try {
      return { path: current, stat: statSync(current) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(current) === current) throw error;
    }
  }
}

function can(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}

/**
 * SQLITE_PATH must name a file that is, or can be, created and written: every folder above it is a folder (or can be
 * created in the nearest existing one). Throws an Error saying what is wrong.
 */
export function checkSqlitePath(path: string): void {
  const found = nearestExisting(path);
  if (found.path === path) {
    if (found.stat.isDirectory()) {
      throw new Error(
        `'${path}' is a folder; name the database file in it, e.g. '${join(path, 'vvq.sqlite')}'`,
      );
    }
    if (!can(path, constants.R_OK | constants.W_OK))
      throw new Error(`'${path}' cannot be read and written by this user`);
    return;
  }
  if (!found.stat.isDirectory()) {
    throw new Error(`'${path}' lies under '${found.path}', which is a file, not a folder`);
  }
  if (!can(found.path, constants.W_OK | constants.X_OK)) {
    throw new Error(
      `the folder '${found.path}' is not writable by this user, so '${path}' cannot be created`,
    );
  }
}

/** MEDIA_DIR, when it exists, must be a readable folder (a missing one only means no media is served yet). */
export function checkMediaDir(path: string): void {
  let stat: Stats;
  try {
    stat = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') throw new Error(`'${path}' lies under a file, not a folder`, { cause: error });
    throw error;
  }
  if (!stat.isDirectory()) throw new Error(`'${path}' is a file, not a folder`);
  if (!can(path, constants.R_OK | constants.X_OK))
    throw new Error(`the folder '${path}' cannot be read by this user`);
}
