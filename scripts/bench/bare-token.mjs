// The bare baseline's tokens: the product's format (base64url JSON payload + '.' + HMAC-SHA256), so the baseline pays
// the same crypto per request. The bench mints them directly with the shared secret (no login round trip needed).
import { createHmac, timingSafeEqual } from 'node:crypto';

const b64 = (data) => Buffer.from(data).toString('base64url');

export function createSigner(secret) {
  const mac = (body) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign(sub, ttlSeconds = 12 * 3600) {
      const body = b64(
        JSON.stringify({ sub, role: 'participant', exp: Math.floor(Date.now() / 1000) + ttlSeconds }),
      );
      return `${body}.${mac(body)}`;
    },
    /** The participant id of a valid, unexpired token; otherwise null. */
    verify(token) {
      const [body, signature, extra] = String(token).split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        return Number.isInteger(payload.sub) && payload.exp * 1000 > Date.now() ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
