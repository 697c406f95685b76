// The public surface of the auth module: the only file other modules and the app root import from it.
export { AuthModule } from './auth.module.js';
export { AdminAccountsModule } from './admin-accounts.module.js';
export { AdminAccountsService } from './admin-accounts.service.js';
export type { AuthPrincipal } from './auth-principal.js';
export { AccountLoginLimiter, PARTICIPANT_ACCOUNT_LOGIN_LIMITER } from './account-login-limiter.js';
export { AdminAccess } from './decorators/admin-access.decorator.js';
export { CurrentUser } from './decorators/current-user.decorator.js';
export { ParticipantGuard } from './guards/participant.guard.js';
export { StillInStudyGuard } from './guards/still-in-study.guard.js';
export { LoginRateLimiter, PARTICIPANT_LOGIN_LIMITER } from './login-rate-limiter.js';
export { ParticipantDirectory } from './participant-directory.js';
export { ParticipantDirectoryModule, type PortBinding } from './participant-directory.module.js';
export { TokenService } from './token.service.js';
export { TokenVersionsService } from './token-versions.service.js';
