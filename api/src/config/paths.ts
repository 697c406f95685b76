import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Data and media paths are resolved from the repository root, never from cwd, so `node api/dist/main.js` and
 * `node dist/main.js` (from api/) behave the same. The root is the nearest ancestor holding `nx.json`.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start, '..', '..');
    dir = parent;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

export const REPO_ROOT = findRepoRoot(here);
export const API_ROOT = join(REPO_ROOT, 'api');

/** Resolves a configured path: absolute stays, relative is taken from the repository root. */
export function fromRepoRoot(path: string): string {
  return resolve(REPO_ROOT, path);
}
