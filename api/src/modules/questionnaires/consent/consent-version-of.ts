import { createHash } from 'node:crypto';

/** A consent text's version: the first 16 hex digits of its SHA-256, so any change of the text is a new version. */
export function consentVersionOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}
