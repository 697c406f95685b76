import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminLoginResponse } from '@vvq/contracts';
import { normalizeEmail } from '../../common/utils/normalize.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { ADMIN_LOGIN_LIMITER, LoginRateLimiter } from './login-rate-limiter.js';
import { PasswordService } from './password.service.js';
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

  /**
   * Same 401 for an unknown e-mail and a wrong password, so neither is revealed. Both counts are taken before the
   * password hash is compared, so parallel guesses cannot outrun them and a refused attempt costs no bcrypt time:
   * LOGIN_RATE_LIMIT per (address, e-mail), and LOGIN_RATE_LIMIT_PER_IP failed admin logins per address over all
   * e-mails (a success gives its unit back). The address budget covers known e-mails too: telling them apart would
   * reveal which admin e-mails exist.
   */
  async adminLogin(emailInput: string, password: string, ip: string): Promise<AdminLoginResponse> {
    const email = normalizeEmail(emailInput);
    await this.limiter.takePairAttempt(ip, email);
    await this.limiter.takeAddressAttempt(ip);
    const admin = await this.admins.findByEmail(email);
    const ok = await this.passwords.verify(password, admin?.password_hash ?? null);
    if (!admin || !ok) throw new UnauthorizedException(INVALID_ADMIN_LOGIN);
    await Promise.all([this.limiter.clearPair(ip, email), this.limiter.refundAddress(ip)]);
    return {
      admin_id: admin.id,
      name: admin.name,
      token: this.tokens.issueAdmin(admin.id, admin.token_version),
    };
  }
}
