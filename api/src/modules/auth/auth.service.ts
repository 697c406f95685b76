import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { AdminTokenRevocationsService } from './admin-token-revocations.service.js';
import { AdminsRepository } from './admins.repository.js';
import { TokenVersionsService } from './token-versions.service.js';
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
    private readonly revocations: AdminTokenRevocationsService,
    private readonly versions: TokenVersionsService,
    private readonly tx: TransactionRunner,
    private readonly adminRows: AdminsRepository,
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

  /**
   * Ends the calling admin token alone (the admin's other browsers stay in). `token` is the bearer the admin guard has
   * just accepted. A token issued before tokens carried an id cannot be singled out, so it ends everything, as logout
   * everywhere does.
   */
  async logout(token: string): Promise<void> {
    const payload = this.tokens.verify(token);
    if (!payload || payload.role !== 'admin') throw new UnauthorizedException('Authentication required');
    if (payload.jti === undefined) return this.logoutEverywhere(payload.sub);
    await this.revocations.revoke(payload.jti, payload.sub, new Date(payload.exp * 1000));
  }

  /** Ends every token of this admin issued so far, as participant logout does: the token version goes up. */
  async logoutEverywhere(adminId: number): Promise<void> {
    await this.tx.write((m) => this.adminRows.incrementTokenVersion(m, adminId));
    this.versions.forget('admin', adminId);
  }
}
