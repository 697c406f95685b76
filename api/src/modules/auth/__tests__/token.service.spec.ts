import { createHmac } from 'node:crypto';
import { TokenSigner } from '../token.service.js';

describe('TokenSigner', () => {
  const secret = 'unit-test-secret-unit-test-secret-123';
  let now = 1_700_000_000_000;
  const signer = new TokenSigner(secret, () => now);

  it('round-trips sub, role and token version and sets exp from the ttl', () => {
    const token = signer.sign(42, 'participant', 3600, 7);
    expect(signer.verify(token)).toEqual({
      sub: 42,
      role: 'participant',
      exp: Math.floor(now / 1000) + 3600,
      ver: 7,
    });
  });

  it('reads a token from before token versions (no ver) as version 0, and refuses a non-integer ver', () => {
    const body = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64url');
    const sign = (b: string) => `${b}.${createHmac('sha256', secret).update(b).digest('base64url')}`;
    const exp = Math.floor(now / 1000) + 60;
    expect(signer.verify(sign(body({ sub: 1, role: 'admin', exp })))).toEqual({
      sub: 1,
      role: 'admin',
      exp,
      ver: 0,
    });
    expect(signer.verify(sign(body({ sub: 1, role: 'admin', exp, ver: '1' })))).toBeNull();
  });

  it('round-trips a token id (admin tokens) and refuses a malformed one', () => {
    const jti = 'AbCdEfGhIjKlMnOpQrSt_-';
    expect(signer.verify(signer.sign(3, 'admin', 60, 1, jti))).toEqual({
      sub: 3,
      role: 'admin',
      exp: Math.floor(now / 1000) + 60,
      ver: 1,
      jti,
    });
    const body = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64url');
    const sign = (b: string) => `${b}.${createHmac('sha256', secret).update(b).digest('base64url')}`;
    const exp = Math.floor(now / 1000) + 60;
    for (const bad of [42, '', 'short', 'x'.repeat(200), 'has spaces in it here!']) {
      expect(signer.verify(sign(body({ sub: 1, role: 'admin', exp, ver: 0, jti: bad })))).toBeNull();
    }
  });

  it('rejects an expired token', () => {
    const token = signer.sign(1, 'admin', 60);
    now += 61_000;
    expect(signer.verify(token)).toBeNull();
  });

  it('rejects a token signed with another secret', () => {
    const other = new TokenSigner('another-secret-another-secret-12345', () => now);
    expect(signer.verify(other.sign(1, 'participant', 60))).toBeNull();
  });

  it('rejects a tampered payload (e.g. a participant turning itself into an admin)', () => {
    const [, sig] = signer.sign(7, 'participant', 60).split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ sub: 7, role: 'admin', exp: Math.floor(now / 1000) + 60 }),
    ).toString('base64url');
    expect(signer.verify(`${forgedBody}.${sig}`)).toBeNull();
  });

  it.each(['', 'abc', 'a.b.c', '.', 'x.', '.y'])('rejects the malformed token %p', (token) => {
    expect(signer.verify(token)).toBeNull();
  });

  it('rejects a correctly signed payload with a bad shape', () => {
    const body = Buffer.from(JSON.stringify({ sub: 'x', role: 'root', exp: 9e12 })).toString('base64url');
    const sig = createHmac('sha256', secret).update(body).digest('base64url');
    expect(signer.verify(`${body}.${sig}`)).toBeNull();
  });
});
