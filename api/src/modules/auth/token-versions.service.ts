import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import type { TokenRole } from './token.service.js';

const TABLE: Record<TokenRole, 'users' | 'admins'> = { participant: 'users', admin: 'admins' };

/**
 * The token version of each account (users/admins.token_version): tokens carry the version they were issued with and
 * the guards accept them only while it is still the account's version, so raising it revokes them all.
 *
 * Guards ask on every request, so versions are cached in process for TOKEN_VERSION_CACHE_SECONDS (default 5 s;
 * 0 = read every time). A revocation done by this process (logout, password reset at start, deletion) drops its
 * entry at once; one done elsewhere (another API process, `npm run admin:create`) is seen within that time.
 * Absent accounts are not cached (ids are never reused), so a deleted account is refused as soon as it is forgotten.
 */
@Injectable()
export class TokenVersionsService {
  private readonly cache: LRUCache<string, number> | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const ttl = config.tokenVersionCacheSeconds * 1000;
    this.cache = ttl > 0 ? new LRUCache<string, number>({ max: 50_000, ttl }) : null;
  }

  /** The account's current version, or null when the account does not exist (any more). */
  async current(role: TokenRole, id: number): Promise<number | null> {
    const key = `${role}:${id}`;
    const cached = this.cache?.get(key);
    if (cached !== undefined) return cached;
    const rows = (await this.dataSource.query(`SELECT token_version FROM ${TABLE[role]} WHERE id = ?`, [
      id,
    ])) as Array<{
      token_version: number | string;
    }>;
    if (rows.length === 0) return null;
    const version = Number(rows[0].token_version);
    this.cache?.set(key, version);
    return version;
  }

  /** Revokes every token of the account issued so far (committed before the cached version is dropped). */
  async revoke(role: TokenRole, id: number): Promise<void> {
    await this.tx.write((m) =>
      m.query(`UPDATE ${TABLE[role]} SET token_version = token_version + 1 WHERE id = ?`, [id]),
    );
    this.forget(role, id);
  }

  /** Drops the cached version; call it after committing a change made in this process (e.g. a deletion). */
  forget(role: TokenRole, id: number): void {
    this.cache?.delete(`${role}:${id}`);
  }
}
