import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminLoginResponse } from '@vvq/contracts';
import { normalizeEmail } from '../../common/utils/normalize.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { ADMIN_LOGIN_LIMITER, LoginRateLimiter } from './login-rate-limiter.js';
import { PasswordService } from './password.service.js';
import { assertLoginAllowed } from './too-many-login-attempts.exception.js';
import { TokenService } from './token.service.js';

export const INVALID_ADMIN_LOGIN = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly admins: AdminAccountsService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    @Inject(ADMIN_LOGIN_LIMITER) private readonly limiter: LoginRateLimiter,
  ) {}

  /** Same 401 for an unknown e-mail and a wrong password, so neither is revealed. */
  async adminLogin(emailInput: string, password: string, ip: string): Promise<AdminLoginResponse> {
    const email = normalizeEmail(emailInput);
    assertLoginAllowed(this.limiter, ip, email);
    const admin = await this.admins.findByEmail(email);
    const ok = await this.passwords.verify(password, admin?.password_hash ?? null);
    if (!admin || !ok) {
      this.limiter.recordFailure(ip, email);
      throw new UnauthorizedException(INVALID_ADMIN_LOGIN);
    }
    this.limiter.recordSuccess(ip, email);
    return { admin_id: admin.id, name: admin.name, token: this.tokens.issueAdmin(admin.id) };
  }
}
