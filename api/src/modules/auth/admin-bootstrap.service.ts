import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { TokenVersionsService } from './token-versions.service.js';

export const LOCAL_DEMO_ADMIN_EMAIL = 'admin@vvq.local';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create or reset that admin at every start. On the embedded database with no admin and
 * no such variables, a local demo admin with a random password is created and its password printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AdminAccountsService,
    private readonly versions: TokenVersionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) {
      const { admin, created, passwordChanged } = await this.accounts.upsert(
        this.config.admin.email,
        this.config.admin.password,
        this.config.admin.name,
      );
      this.versions.forget('admin', admin.id);
      const what = created
        ? 'created'
        : passwordChanged
          ? 'password reset, earlier admin tokens revoked'
          : 'password unchanged';
      this.logger.log(`Admin ${this.config.admin.email} ${what} (ADMIN_EMAIL/ADMIN_PASSWORD)`);
      return;
    }
    if (this.config.database.type !== 'sqlite' || (await this.accounts.count()) > 0) return;
    const password = randomBytes(9).toString('base64url');
    await this.accounts.upsert(LOCAL_DEMO_ADMIN_EMAIL, password, 'Local Admin');
    this.logger.warn(
      `Created local demo admin ${LOCAL_DEMO_ADMIN_EMAIL} with password ${password} (shown once; ` +
        'set ADMIN_EMAIL/ADMIN_PASSWORD or run npm run admin:create to choose your own)',
    );
  }
}
