import { createHmac } from 'node:crypto';

/**
 * Pseudonymous observer id for exports: `P` + 12 hex digits of HMAC-SHA256(key, user id). Stable for one key, so
 * exports taken on different days join; without the key nobody can go back to the user id (48 bits of an HMAC).
 */
export function pseudonymFor(userId: number, key: string): string {
  return `P${createHmac('sha256', key).update(String(userId)).digest('hex').slice(0, 12)}`;
}
