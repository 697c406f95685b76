import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { LoginResponse, SignupResponse, UserEventType } from '@vvq/contracts';
import { normalizeEmail } from '../../common/utils/normalize.js';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import {
  AccountLoginLimiter,
  LoginRateLimiter,
  PARTICIPANT_ACCOUNT_LOGIN_LIMITER,
  PARTICIPANT_LOGIN_LIMITER,
  TokenService,
  TokenVersionsService,
} from '../auth/index.js';
import { ParticipantsRepository } from './participants.repository.js';

export const DUPLICATE_EMAIL = 'An account with this email already exists.';
export const SIGNUP_SUCCESS = 'Signup successful! Please log in.';
const INVALID_EMAIL = 'Invalid email';

@Injectable()
export class ParticipantsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly tokens: TokenService,
    @Inject(PARTICIPANT_LOGIN_LIMITER) private readonly limiter: LoginRateLimiter,
    @Inject(PARTICIPANT_ACCOUNT_LOGIN_LIMITER) private readonly accountLimiter: AccountLoginLimiter,
    private readonly versions: TokenVersionsService,
    private readonly users: ParticipantsRepository,
  ) {}

  /** The unique index decides duplicates, so two racing signups give one 201 and one 409. */
  async signup(name: string, emailInput: string): Promise<SignupResponse> {
    const email = normalizeEmail(emailInput);
    try {
      await this.tx.write((m) => this.users.insertSignup(m, { name, email, created_at: new Date() }));
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(DUPLICATE_EMAIL);
      throw error;
    }
    return { message: SIGNUP_SUCCESS };
  }

  /**
   * The login policy for participants (docs/operator/security.md): LOGIN_RATE_LIMIT attempts per (address, e-mail),
   * counted before the look-up; and LOGIN_RATE_LIMIT_PER_IP UNKNOWN e-mails per address. Known e-mails never spend
   * the address budget, so a class behind one NAT address still gets in while someone there guesses e-mails; the
   * guesser is held to the budget (429 + Retry-After) and to what it reveals: the login itself ('Invalid email').
   * A known e-mail then spends its account's LOGIN_SUCCESS_LIMIT (from any address) before a token is issued and the
   * login event written: a refused login writes no event and issues no token.
   */
  async login(emailInput: string, ip: string): Promise<LoginResponse> {
    const email = normalizeEmail(emailInput);
    await this.limiter.takePairAttempt(ip, email);
    const user = await this.users.findByEmail(email);
    if (!user) {
      await this.limiter.takeAddressAttempt(ip);
      throw new UnauthorizedException(INVALID_EMAIL);
    }
    await this.limiter.clearPair(ip, email);
    await this.accountLimiter.takeLogin(user.id);
    await this.recordEvent(user.id, 'login');
    return {
      user_id: user.id,
      name: user.name ?? '',
      token: this.tokens.issueParticipant(user.id, user.token_version),
    };
  }

  /** Logout ends every token of this participant issued so far (all tabs and devices), then records the event. */
  async logout(userId: number): Promise<void> {
    await this.tx.write((m) => this.users.incrementTokenVersion(m, userId));
    this.versions.forget('participant', userId);
    await this.recordEvent(userId, 'logout');
  }

  async recordEvent(userId: number, eventType: UserEventType): Promise<void> {
    await this.tx.write((m) =>
      this.users.insertEvent(m, { user_id: userId, event_type: eventType, event_time: new Date() }),
    );
  }
}
