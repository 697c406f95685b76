import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AppConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { AdminAccountsModule } from '../modules/auth/index.js';

/** Just the database and the admin accounts: no HTTP, no seeding, no bootstrap admin. */
@Module({})
export class AdminCliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AdminCliModule,
      imports: [AppConfigModule.register(config), DatabaseModule.register(config), AdminAccountsModule],
    };
  }
}
