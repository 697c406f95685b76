import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { normalizeEmail } from '../../common/utils/normalize.js';
import { Admin } from './admin.entity.js';
import { PasswordService } from './password.service.js';

/**
 * Creates an admin or resets an existing one's password (and name, when one is given); used by the bootstrap and
 * the CLI. A new admin without a name is called 'Admin'.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly passwords: PasswordService,
  ) {}

  async upsert(emailInput: string, password: string, name?: string): Promise<{ admin: Admin; created: boolean }> {
    const email = normalizeEmail(emailInput);
    const password_hash = await this.passwords.hash(password);
    return this.tx.write(async (manager) => {
      const repo = manager.getRepository(Admin);
      const existing = await repo.findOne({ where: { email } });
      if (existing) {
        existing.password_hash = password_hash;
        existing.name = name ?? existing.name;
        return { admin: await repo.save(existing), created: false };
      }
      const admin = repo.create({ email, name: name ?? 'Admin', password_hash, created_at: new Date() });
      return { admin: await repo.save(admin), created: true };
    });
  }

  count(): Promise<number> {
    return this.tx.dataSource.getRepository(Admin).count();
  }

  findByEmail(email: string): Promise<Admin | null> {
    return this.tx.dataSource.getRepository(Admin).findOne({ where: { email } });
  }
}
