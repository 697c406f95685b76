import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = join('participant-app', 'src', 'i18n', 'locales');

/**
 * The participant app's English catalogue, the reference an upload is checked against. The API runs from the
 * repository checkout (docs/operator/operations.md), so it reads the very file the participant app is built from,
 * never a copy that could drift: the first folder above this module that holds it. Null when the server has no
 * checkout beside it (then uploads answer 503 and say why).
 */
export function readEnglishCatalogue(start = dirname(fileURLToPath(import.meta.url))): string | null {
  return readShippedCatalogue('en', start);
}

/**
 * A shipped catalogue's file, found the same way (the admin's previews read the texts participants read). `code` is
 * one of PARTICIPANT_LANGUAGES, never a path taken from a request.
 */
export function readShippedCatalogue(
  code: string,
  start = dirname(fileURLToPath(import.meta.url)),
): string | null {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, LOCALES, `${code}.json`);
    if (existsSync(candidate)) return readFileSync(candidate, 'utf8');
    if (dirname(dir) === dir) return null;
  }
}
