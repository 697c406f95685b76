import { ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthedRequest } from '../auth-principal.js';
import { TokenService } from '../token.service.js';
import { TokenVersionsService } from '../token-versions.service.js';
import { TokenGuardBase } from './token-guard.base.js';

export const ACCOUNT_GONE = 'This account no longer exists';
export const PARTICIPANT_ACCESS_REQUIRED = 'Participant access required';

/** Participant ids a request may name, in the path (:userId) or the body (userId / user_id). */
function claimedUserIds(request: AuthedRequest): unknown[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
    string,
    unknown
  >;
  return [params.userId, body.userId, body.user_id].filter((v) => v !== undefined && v !== null);
}

/**
 * Requires a participant token (401 without a valid or with a revoked token, 403 for an admin's) of a participant that
 * still exists (a deleted account's unexpired token is refused with 401), and, when the request names a participant id, that it is the caller's own (403).
 */
@Injectable()
export class ParticipantGuard extends TokenGuardBase {
  protected readonly role = 'participant' as const;
  protected readonly wrongRoleMessage = PARTICIPANT_ACCESS_REQUIRED;
  protected readonly accountGoneMessage = ACCOUNT_GONE;

  constructor(
    protected readonly tokens: TokenService,
    protected readonly versions: TokenVersionsService,
  ) {
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
