import { type CanActivate, type ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { TokenRole, TokenService } from '../token.service.js';
import { type AuthedRequest, bearerToken } from '../auth-principal.js';

/**
 * Shared part of the participant and admin guards: a valid, unexpired token of the right role → request.auth.
 * No, forged or expired token → 401 (the client must log in again); a valid token of the other role → 403 (the
 * caller is known, just not allowed — the admin screens tell this apart from an expired admin session).
 */
export abstract class TokenGuardBase implements CanActivate {
  protected abstract readonly role: TokenRole;
  protected abstract readonly wrongRoleMessage: string;
  protected abstract readonly tokens: TokenService;

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('Authentication required');
    const payload = this.tokens.verify(token);
    if (!payload) throw new UnauthorizedException('Invalid or expired token');
    if (payload.role !== this.role) throw new ForbiddenException(this.wrongRoleMessage);
    request.auth = { id: payload.sub, role: payload.role };
    return this.authorize(request);
  }

  protected authorize(_request: AuthedRequest): boolean {
    return true;
  }
}
