import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminAccountsService } from './admin-accounts.service.js';

export const LOCAL_DEMO_ADMIN_EMAIL = 'admin@vvq.local';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create that admin at the first start and never change it later (reset passwords with
 * `npm run admin:create`, which also revokes the admin's earlier tokens). On the embedded database with no admin and
 * no such variables, outside production, a local demo admin with a random password is created and printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AdminAccountsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) {
      const { email, password, name } = this.config.admin;
      const outcome = await this.accounts.createIfMissing(email, password, name);
      // The log names the variable, not the address: no e-mail address goes into a log line.
      if (outcome === 'created') this.logger.log('The admin of ADMIN_EMAIL was created with ADMIN_PASSWORD');
      else if (outcome === 'exists-with-other-password') {
        this.logger.warn(
          'ADMIN_PASSWORD differs from the password of the admin of ADMIN_EMAIL and was not applied: it only creates a ' +
            "missing admin. Reset a password with npm run admin:create -- --email … --password '…', and remove " +
            'ADMIN_PASSWORD from the environment once the admin exists.',
        );
      }
      return;
    }
    if ((await this.accounts.count()) > 0) return;
    if (this.config.database.type !== 'sqlite' || this.config.production) {
      // No demo admin here: a generated password printed into a production log (journald, log shipping) is a leak.
      this.logger.warn('No admin exists: create one with npm run admin:create -- --email … --password …');
      return;
    }
    const password = randomBytes(9).toString('base64url');
    await this.accounts.upsert(LOCAL_DEMO_ADMIN_EMAIL, password, 'Local Admin');
    this.logger.warn(
      `Created local demo admin ${LOCAL_DEMO_ADMIN_EMAIL} with password ${password} (shown once; ` +
        'set ADMIN_EMAIL/ADMIN_PASSWORD or run npm run admin:create to choose your own)',
    );
  }
}
