import { Injectable } from '@nestjs/common';
import { AdminTokenRevocationsService } from '../admin-token-revocations.service.js';
import { type TokenPayload, TokenService } from '../token.service.js';
import { TokenVersionsService } from '../token-versions.service.js';
import { TokenGuardBase } from './token-guard.base.js';

export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/**
 * Requires an admin token from POST /api/admin/login: 401 when missing, invalid, expired or revoked (its version, or
 * this one token by logout); 403 for a participant's.
 */
@Injectable()
export class AdminGuard extends TokenGuardBase {
  protected readonly role = 'admin' as const;
  protected readonly wrongRoleMessage = ADMIN_ACCESS_REQUIRED;

  constructor(
    protected readonly tokens: TokenService,
    protected readonly versions: TokenVersionsService,
    private readonly revocations: AdminTokenRevocationsService,
  ) {
    super();
  }

  /** An admin token ended by POST /admin/logout (tokens without an id can only be ended by the version). */
  protected override async revoked(payload: TokenPayload): Promise<boolean> {
    return payload.jti !== undefined && (await this.revocations.isRevoked(payload.jti));
  }
}
