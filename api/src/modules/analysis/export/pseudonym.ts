import { createHmac } from 'node:crypto';

/**
 * Pseudonymous observer id for exports: `P` + 12 hex digits of HMAC-SHA256(key, user id). Stable for one key, so
 * exports taken on different days join; without the key nobody can go back to the user id (48 bits of an HMAC).
 */
export function pseudonymFor(userId: number, key: string): string {
  return `P${createHmac('sha256', key).update(String(userId)).digest('hex').slice(0, 12)}`;
}

/**
 * Pseudonymous panel id (docs/developer/decisions/panel.md#exports): `X` + 12 hex digits of HMAC-SHA256(key,
 * `<panel>:<participant id>`), e.g. of `prolific:5f3a…`. Whoever holds the key can compute it for a given
 * panel id (to pay or reject that person on the panel); the export alone does not reveal it.
 */
export function panelPseudonymFor(panel: string, participantId: string, key: string): string {
  return `X${createHmac('sha256', key).update(`${panel}:${participantId}`).digest('hex').slice(0, 12)}`;
}
