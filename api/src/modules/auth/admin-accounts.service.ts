import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { normalizeEmail } from '../../common/utils/normalize.js';
import { Admin } from './admin.entity.js';
import { PasswordService } from './password.service.js';

/** Creates an admin or resets an existing one's password and name (used by the bootstrap and the CLI). */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly passwords: PasswordService,
  ) {}

  async upsert(emailInput: string, password: string, name: string): Promise<{ admin: Admin; created: boolean }> {
    const email = normalizeEmail(emailInput);
    const password_hash = await this.passwords.hash(password);
    return this.tx.write(async (manager) => {
      const repo = manager.getRepository(Admin);
      const existing = await repo.findOne({ where: { email } });
      if (existing) {
        existing.password_hash = password_hash;
        existing.name = name;
        return { admin: await repo.save(existing), created: false };
      }
      const admin = repo.create({ email, name, password_hash, created_at: new Date() });
      return { admin: await repo.save(admin), created: true };
    });
  }

  /**
   * Creates the admin unless that e-mail exists; an existing admin is never changed (the ADMIN_PASSWORD bootstrap:
   * a restart must not undo a reset done with `npm run admin:create`). Says whether an existing password differs.
   */
  async createIfMissing(
    emailInput: string,
    password: string,
    name: string,
  ): Promise<'created' | 'exists' | 'exists-with-other-password'> {
    const existing = await this.tx.dataSource.getRepository(Admin).findOne({ where: { email: normalizeEmail(emailInput) } });
    if (!existing) return (await this.upsert(emailInput, password, name)).created ? 'created' : 'exists';
    return (await this.passwords.verify(password, existing.password_hash)) ? 'exists' : 'exists-with-other-password';
  }

  count(): Promise<number> {
    return this.tx.dataSource.getRepository(Admin).count();
  }
}
