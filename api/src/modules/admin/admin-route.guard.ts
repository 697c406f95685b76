import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { type AuthedRequest, bearerToken } from '../../common/auth-principal.js';
import { AdminGuard } from '../../common/guards/admin.guard.js';
import { TokenService } from '../auth/token.service.js';

export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/**
 * The shared AdminGuard decides who is an admin (401 without a valid admin token). In front of it, a valid
 * participant token gets 403: the caller is known, just not allowed, which the admin screens tell apart from an
 * expired admin session (401 → back to /admin/login).
 */
@Injectable()
export class AdminRouteGuard implements CanActivate {
  constructor(
    private readonly adminGuard: AdminGuard,
    private readonly tokens: TokenService,
  ) {}

  canActivate(context: ExecutionContext): ReturnType<CanActivate['canActivate']> {
    const token = bearerToken(context.switchToHttp().getRequest<AuthedRequest>());
    if (token && this.tokens.verify(token)?.role === 'participant') throw new ForbiddenException(ADMIN_ACCESS_REQUIRED);
    return this.adminGuard.canActivate(context);
  }
}
