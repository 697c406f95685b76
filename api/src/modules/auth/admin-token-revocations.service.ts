import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { RevokedAdminTokensRepository } from './revoked-admin-tokens.repository.js';

/**
 * Single admin tokens ended by POST /admin/logout (the token version ends them all at once; this ends one and
 * leaves the admin's other browsers in). A row lives until its token would have expired; each logout sweeps the
 * expired ones, so the table holds at most the logouts of one ADMIN_TOKEN_TTL.
 *
 * Not cached: the admin guard reads it by primary key on every admin request, so a logout in one API process is
 * refused at once by every other (admin requests are few; participants' requests never read it).
 */
@Injectable()
export class AdminTokenRevocationsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly revoked: RevokedAdminTokensRepository,
  ) {}

  async revoke(tokenId: string, adminId: number, expiresAt: Date): Promise<void> {
    await this.tx.write(async (m) => {
      // Two logouts of one token at once: the second finds the row and changes nothing.
      await this.revoked.insertIgnoringDuplicate(m, {
        token_id: tokenId,
        admin_id: adminId,
        expires_at: expiresAt,
      });
      await this.revoked.deleteExpiredBefore(m, new Date());
    });
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return this.revoked.exists(tokenId);
  }
}
