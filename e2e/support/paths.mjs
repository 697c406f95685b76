import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Screenshots and server logs of failed runs (gitignored). */
export const artifactsDir = join(repoRoot, 'e2e', 'artifacts');

export function ensureArtifactsDir() {
  mkdirSync(artifactsDir, { recursive: true });
  return artifactsDir;
}
