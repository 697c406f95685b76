import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminAccountsModule } from './admin-accounts.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { ADMIN_LOGIN_LIMITER, LoginRateLimiter, PARTICIPANT_LOGIN_LIMITER } from './login-rate-limiter.js';
import { AdminGuard } from './guards/admin.guard.js';
import { ParticipantGuard } from './guards/participant.guard.js';
import { TokenService } from './token.service.js';

const limiter = (config: AppConfig) => new LoginRateLimiter(config.loginRateLimit);

/**
 * Tokens, login rate limiting, admin accounts and login, and the guards. Global so ParticipantGuard/AdminGuard work
 * in any module's controllers without importing it; ParticipantGuard asks ParticipantDirectory (provided by the
 * participants module) whether the account still exists.
 */
@Global()
@Module({
  imports: [AdminAccountsModule],
  controllers: [AuthController],
  providers: [
    TokenService,
    AuthService,
    AdminBootstrapService,
    ParticipantGuard,
    AdminGuard,
    { provide: PARTICIPANT_LOGIN_LIMITER, inject: [APP_CONFIG], useFactory: limiter },
    { provide: ADMIN_LOGIN_LIMITER, inject: [APP_CONFIG], useFactory: limiter },
  ],
  exports: [TokenService, ParticipantGuard, AdminGuard, PARTICIPANT_LOGIN_LIMITER],
})
export class AuthModule {}
