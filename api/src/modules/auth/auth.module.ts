import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminAccountsModule } from './admin-accounts.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminTokenRevocationsService } from './admin-token-revocations.service.js';
import { RevokedAdminTokensRepository } from './revoked-admin-tokens.repository.js';
import { RevokedAdminToken } from './revoked-admin-token.entity.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limiter.factory.js';
import { ADMIN_LOGIN_LIMITER, LoginRateLimiter, PARTICIPANT_LOGIN_LIMITER } from './login-rate-limiter.js';
import { AccountLoginLimiter, PARTICIPANT_ACCOUNT_LOGIN_LIMITER } from './account-login-limiter.js';
import { AdminGuard } from './guards/admin.guard.js';
import { ParticipantGuard } from './guards/participant.guard.js';
import { TokenService } from './token.service.js';
import { TokenVersionsService } from './token-versions.service.js';

const limiter = (name: string) => ({
  inject: [APP_CONFIG, RateLimiterFactory],
  useFactory: (config: AppConfig, factory: RateLimiterFactory) =>
    new LoginRateLimiter(factory, name, config.loginRateLimit),
});

/**
 * Tokens (with their per-account versions), login rate limiting, admin accounts and login, and the guards. Not global:
 * every module whose controllers use ParticipantGuard/AdminGuard imports it, so the wiring shows in its imports. The
 * guards ask TokenVersionsService, which asks ParticipantDirectory about participants: auth sits below participants and
 * cannot import it, so the app root binds the implementation through ParticipantDirectoryModule.bind (see there).
 */
@Module({
  imports: [AdminAccountsModule, TypeOrmModule.forFeature([RevokedAdminToken])],
  controllers: [AuthController],
  providers: [
    TokenService,
    AuthService,
    AdminBootstrapService,
    ParticipantGuard,
    AdminGuard,
    TokenVersionsService,
    RevokedAdminTokensRepository,
    AdminTokenRevocationsService,
    { provide: PARTICIPANT_LOGIN_LIMITER, ...limiter('login-participant') },
    { provide: ADMIN_LOGIN_LIMITER, ...limiter('login-admin') },
    {
      provide: PARTICIPANT_ACCOUNT_LOGIN_LIMITER,
      inject: [APP_CONFIG, RateLimiterFactory],
      useFactory: (config: AppConfig, factory: RateLimiterFactory) =>
        new AccountLoginLimiter(factory, 'login-participant-account', config.loginRateLimit),
    },
  ],
  exports: [
    TokenService,
    TokenVersionsService,
    ParticipantGuard,
    AdminGuard,
    AdminTokenRevocationsService,
    PARTICIPANT_LOGIN_LIMITER,
    PARTICIPANT_ACCOUNT_LOGIN_LIMITER,
  ],
})
export class AuthModule {}
