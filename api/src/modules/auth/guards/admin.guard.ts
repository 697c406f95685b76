import { Injectable } from '@nestjs/common';
import { TokenService } from '../token.service.js';
import { TokenVersionsService } from '../token-versions.service.js';
import { TokenGuardBase } from './token-guard.base.js';

export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/** Requires an admin token from POST /api/admin/login: 401 when missing, invalid, expired or revoked; 403 for a participant's. */
@Injectable()
export class AdminGuard extends TokenGuardBase {
  protected readonly role = 'admin' as const;
  protected readonly wrongRoleMessage = ADMIN_ACCESS_REQUIRED;

  constructor(
    protected readonly tokens: TokenService,
    protected readonly versions: TokenVersionsService,
  ) {
    super();
  }
}
