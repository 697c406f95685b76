import { type CanActivate, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { TokenRole, TokenService } from '../../modules/auth/token.service.js';
import { type AuthedRequest, bearerToken } from '../auth-principal.js';

/** Shared part of the participant and admin guards: a valid, unexpired token of the right role → request.auth. */
export abstract class TokenGuardBase implements CanActivate {
  protected abstract readonly role: TokenRole;
  protected abstract readonly tokens: TokenService;

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('Authentication required');
    const payload = this.tokens.verify(token);
    if (!payload || payload.role !== this.role) throw new UnauthorizedException('Invalid or expired token');
    request.auth = { id: payload.sub, role: payload.role };
    return this.authorize(request);
  }

  protected authorize(_request: AuthedRequest): boolean {
    return true;
  }
}
