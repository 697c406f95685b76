import { Injectable, Optional } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { normalizeEmail } from '../../common/utils/normalize.js';
import type { Admin } from './admin.entity.js';
import { AdminsRepository } from './admins.repository.js';
import { PasswordService } from './password.service.js';
import { TokenVersionsService } from './token-versions.service.js';

/**
 * The admins table. Creates an admin or resets an existing one's password and name (used by the bootstrap and the CLI). A changed
 * password raises the token version, so every admin token issued before the reset stops working; the same password
 * again (ADMIN_PASSWORD unchanged at a restart) keeps the hash and the sessions.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly passwords: PasswordService,
    private readonly admins: AdminsRepository,
    // Absent in the CLI (no cache to drop there; the API processes see its reset within their cache time).
    @Optional() private readonly versions?: TokenVersionsService,
  ) {}

  async upsert(
    emailInput: string,
    password: string,
    /** Omitted: an existing admin keeps its name, a new one is called 'Admin'. */
    name?: string,
  ): Promise<{ admin: Admin; created: boolean; passwordChanged: boolean }> {
    const email = normalizeEmail(emailInput);
    const existing = await this.admins.findByEmail(email);
    const unchanged = existing !== null && (await this.passwords.verify(password, existing.password_hash));
    const password_hash = unchanged ? existing.password_hash : await this.passwords.hash(password);
    const result = await this.tx.write(async (manager) => {
      const current = await this.admins.findByEmail(email, manager);
      if (current) {
        const passwordChanged = current.password_hash !== password_hash;
        if (name !== undefined) current.name = name;
        if (passwordChanged) {
          current.password_hash = password_hash;
          current.token_version += 1;
        }
        return { admin: await this.admins.save(manager, current), created: false, passwordChanged };
      }
      const admin = this.admins.create(manager, {
        email,
        name: name ?? 'Admin',
        password_hash,
        created_at: new Date(),
        token_version: 0,
      });
      return { admin: await this.admins.save(manager, admin), created: true, passwordChanged: true };
    });
    this.versions?.forget('admin', result.admin.id);
    return result;
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
    const existing = await this.admins.findByEmail(normalizeEmail(emailInput));
    if (!existing) return (await this.upsert(emailInput, password, name)).created ? 'created' : 'exists';
    return (await this.passwords.verify(password, existing.password_hash))
      ? 'exists'
      : 'exists-with-other-password';
  }

  count(): Promise<number> {
    return this.admins.count();
  }

  /** E-mail addresses of the given admins (for audit trails); a deleted admin is simply absent. */
  async emailsByIds(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const admins = await this.admins.emailsByIds(ids);
    return new Map(admins.map((a) => [a.id, a.email]));
  }

  findByEmail(email: string): Promise<Admin | null> {
    return this.admins.findByEmail(email);
  }
}
