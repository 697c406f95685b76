import { Injectable } from '@nestjs/common';
import { TokenService } from '../../modules/auth/token.service.js';
import { TokenGuardBase } from './token-guard.base.js';

/** Requires an admin token from POST /api/admin/login: 401 when missing, invalid, expired or a participant's. */
@Injectable()
export class AdminGuard extends TokenGuardBase {
  protected readonly role = 'admin' as const;

  constructor(protected readonly tokens: TokenService) {
    super();
  }
}
