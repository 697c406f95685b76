import { ForbiddenException, Injectable } from '@nestjs/common';
import { TokenService } from '../../modules/auth/token.service.js';
import type { AuthedRequest } from '../auth-principal.js';
import { TokenGuardBase } from './token-guard.base.js';

/** Participant ids a request may name, in the path (:userId) or the body (userId / user_id). */
function claimedUserIds(request: AuthedRequest): unknown[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  return [params.userId, body.userId, body.user_id].filter((v) => v !== undefined && v !== null);
}

/**
 * Requires a participant token (401 otherwise) and, when the request names a participant id, that it is the
 * caller's own (403 otherwise).
 */
@Injectable()
export class ParticipantGuard extends TokenGuardBase {
  protected readonly role = 'participant' as const;

  constructor(protected readonly tokens: TokenService) {
    super();
  }

  protected authorize(request: AuthedRequest): boolean {
    const own = request.auth!.id;
    for (const claimed of claimedUserIds(request)) {
      if (String(claimed).trim() !== String(own)) {
        throw new ForbiddenException('You can only act on your own account');
      }
    }
    return true;
  }
}
