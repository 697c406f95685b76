import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  UnauthorizedException,
} from '@nestjs/common';
import type { TokenPayload, TokenRole, TokenService } from '../token.service.js';
import type { TokenVersionsService } from '../token-versions.service.js';
import { type AuthedRequest, bearerToken } from '../auth-principal.js';

export const INVALID_TOKEN = 'Invalid or expired token';

/**
 * Shared part of the participant and admin guards: a valid, unexpired token of the right role whose version is
 * still its account's (not revoked by logout or a password reset) → request.auth.
 * No, forged, expired or revoked token → 401 (the client must log in again); a valid token of the other role → 403
 * (the caller is known, just not allowed — the admin screens tell this apart from an expired admin session).
 * The version comes from TokenVersionsService (a short in-process cache in front of one primary-key read).
 */
export abstract class TokenGuardBase implements CanActivate {
  protected abstract readonly role: TokenRole;
  protected abstract readonly wrongRoleMessage: string;
  /** 401 text for a token whose account no longer exists. */
  protected readonly accountGoneMessage: string = INVALID_TOKEN;
  protected abstract readonly tokens: TokenService;
  protected abstract readonly versions: TokenVersionsService;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('Authentication required');
    const payload = this.tokens.verify(token);
    if (!payload) throw new UnauthorizedException(INVALID_TOKEN);
    if (payload.role !== this.role) throw new ForbiddenException(this.wrongRoleMessage);
    const current = await this.versions.current(payload.role, payload.sub);
    if (current === null) throw new UnauthorizedException(this.accountGoneMessage);
    if (current !== payload.ver) throw new UnauthorizedException(INVALID_TOKEN);
    if (await this.revoked(payload)) throw new UnauthorizedException(INVALID_TOKEN);
    request.auth = { id: payload.sub, role: payload.role };
    return this.authorize(request);
  }

  /** Whether this one token was ended on its own (admin logout); the version covers every other revocation. */
  protected async revoked(_payload: TokenPayload): Promise<boolean> {
    return false;
  }

  protected authorize(_request: AuthedRequest): boolean {
    return true;
  }
}
