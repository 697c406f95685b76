import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthedRequest, AuthPrincipal } from '../auth-principal.js';

/** The authenticated principal set by ParticipantGuard/AdminGuard ({id, role}). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthPrincipal | undefined =>
    context.switchToHttp().getRequest<AuthedRequest>().auth,
);
