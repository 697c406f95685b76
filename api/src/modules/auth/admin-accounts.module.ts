import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccountsService } from './admin-accounts.service.js';
import { Admin } from './admin.entity.js';
import { AdminsRepository } from './admins.repository.js';
import { PasswordService } from './password.service.js';

/** The admins table: accounts and their password hashes. Used by AuthModule and by the `admin:create` CLI. */
@Module({
  imports: [TypeOrmModule.forFeature([Admin])],
  providers: [AdminsRepository, AdminAccountsService, PasswordService],
  exports: [AdminsRepository, AdminAccountsService, PasswordService],
})
export class AdminAccountsModule {}
