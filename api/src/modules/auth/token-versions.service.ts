import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminsRepository } from './admins.repository.js';
import { ParticipantDirectory } from './participant-directory.js';
import type { TokenRole } from './token.service.js';

/**
 * The token version of each account (users/admins.token_version): tokens carry the version they were issued with and
 * the guards accept them only while it is still the account's version, so raising it revokes them all. Participants'
 * versions come from their owner (ParticipantDirectory); admins are this module's own table.
 *
 * Guards ask on every request, so versions are cached in process for TOKEN_VERSION_CACHE_SECONDS (default 5 s;
 * 0 = read every time). A revocation done by this process (logout, password reset at start, deletion) drops its
 * entry at once (forget); one done elsewhere (another API process, `npm run admin:create`) is seen within that time.
 * Absent accounts are not cached (ids are never reused), so a deleted account is refused as soon as it is forgotten.
 */
@Injectable()
export class TokenVersionsService {
  private readonly cache: LRUCache<string, number> | null;

  constructor(
    private readonly participants: ParticipantDirectory,
    private readonly admins: AdminsRepository,
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
    const version =
      role === 'participant' ? await this.participants.tokenVersion(id) : await this.adminVersion(id);
    if (version !== null) this.cache?.set(key, version);
    return version;
  }

  private adminVersion(id: number): Promise<number | null> {
    return this.admins.tokenVersion(id);
  }

  /** Drops the cached version; call it after committing a change made in this process (revocation, deletion). */
  forget(role: TokenRole, id: number): void {
    this.cache?.delete(`${role}:${id}`);
  }
}
