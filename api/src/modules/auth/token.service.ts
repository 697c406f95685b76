import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export type TokenRole = 'participant' | 'admin';
export interface TokenPayload {
  sub: number;
  role: TokenRole;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The account's token version when issued (absent in tokens from before versions existed = 0). */
  ver: number;
  /** This token's own id (admin tokens), so logout can end it alone; absent in participant and older admin tokens. */
  jti?: string;
}

/** 16 random bytes in base64url: 22 characters. */
const TOKEN_ID = /^[A-Za-z0-9_-]{22}$/;

const b64 = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

/**
 * Compact signed tokens: base64url(JSON payload) + '.' + base64url(HMAC-SHA256(payload)). Expiring, and revocable
 * through the account's token version that the guards compare (TokenVersionsService).
 */
export class TokenSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  sign(sub: number, role: TokenRole, ttlSeconds: number, ver = 0, jti?: string): string {
    const payload: TokenPayload = { sub, role, exp: Math.floor(this.now() / 1000) + ttlSeconds, ver };
    if (jti !== undefined) payload.jti = jti;
    const body = b64(JSON.stringify(payload));
    return `${body}.${this.mac(body)}`;
  }

  /** The payload when the signature is right and the token has not expired; otherwise null. */
  verify(token: string): TokenPayload | null {
    const parts = token.split('.');
    if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
    const [body, signature] = parts;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let payload: Partial<TokenPayload>;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    } catch {
      return null;
    }
    if (!Number.isInteger(payload.sub) || (payload.role !== 'participant' && payload.role !== 'admin'))
      return null;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.now()) return null;
    const ver = payload.ver ?? 0;
    if (!Number.isInteger(ver)) return null;
    const verified: TokenPayload = { sub: payload.sub as number, role: payload.role, exp: payload.exp, ver };
    if (payload.jti !== undefined) {
      if (typeof payload.jti !== 'string' || !TOKEN_ID.test(payload.jti)) return null;
      verified.jti = payload.jti;
    }
    return verified;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

@Injectable()
export class TokenService {
  private readonly signer: TokenSigner;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.signer = new TokenSigner(config.tokenSecret);
  }

  /** `version`: the account's token_version now; raising it later revokes this token. */
  issueParticipant(userId: number, version: number): string {
    return this.signer.sign(userId, 'participant', this.config.participantTokenTtlSeconds, version);
  }

  /** Admin tokens carry a random id, so POST /admin/logout can end one token and leave the admin's others. */
  issueAdmin(adminId: number, version: number): string {
    const jti = randomBytes(16).toString('base64url');
    return this.signer.sign(adminId, 'admin', this.config.adminTokenTtlSeconds, version, jti);
  }

  verify(token: string): TokenPayload | null {
    return this.signer.verify(token);
  }
}
