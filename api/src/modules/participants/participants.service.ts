import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { LoginResponse, SignupResponse, UserEventType } from '@vvq/contracts';
import { normalizeEmail } from '../../common/utils/normalize.js';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import {
  assertLoginAllowed,
  LoginRateLimiter,
  PARTICIPANT_LOGIN_LIMITER,
  TokenService,
} from '../auth/index.js';
import { UserEvent } from './user-event.entity.js';
import { User } from './user.entity.js';

const DUPLICATE_EMAIL = 'An account with this email already exists.';
const SIGNUP_SUCCESS = 'Signup successful! Please log in.';
const INVALID_EMAIL = 'Invalid email';

@Injectable()
export class ParticipantsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly tokens: TokenService,
    @Inject(PARTICIPANT_LOGIN_LIMITER) private readonly limiter: LoginRateLimiter,
  ) {}

  /** The unique index decides duplicates, so two racing signups give one 201 and one 409. */
  async signup(name: string, emailInput: string): Promise<SignupResponse> {
    const email = normalizeEmail(emailInput);
    try {
      await this.tx.write((m) => m.getRepository(User).insert({ name, email, created_at: new Date() }));
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(DUPLICATE_EMAIL);
      throw error;
    }
    return { message: SIGNUP_SUCCESS };
  }

  async login(emailInput: string, ip: string): Promise<LoginResponse> {
    const email = normalizeEmail(emailInput);
    assertLoginAllowed(this.limiter, ip, email);
    const user = await this.tx.dataSource.getRepository(User).findOne({ where: { email } });
    if (!user) {
      this.limiter.recordFailure(ip, email);
      throw new UnauthorizedException(INVALID_EMAIL);
    }
    this.limiter.recordSuccess(ip, email);
    await this.recordEvent(user.id, 'login');
    return { user_id: user.id, name: user.name, token: this.tokens.issueParticipant(user.id) };
  }

  async recordEvent(userId: number, eventType: UserEventType): Promise<void> {
    await this.tx.write((m) =>
      m.getRepository(UserEvent).insert({ user_id: userId, event_type: eventType, event_time: new Date() }),
    );
  }
}
