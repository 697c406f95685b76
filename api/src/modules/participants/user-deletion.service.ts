import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ASSIGNMENT_LOCK } from '../sessions/sessions.service.js';
import { VideoCountersService } from '../sessions/video-counters.service.js';

export const USER_DELETED = 'User deleted successfully';
export const USER_NOT_FOUND = 'User not found';

/** Child tables holding a participant's data, deleted children first (trials before their sessions). */
const OWNED_TABLES = ['ratings', 'trials', 'sessions', 'questionnaires', 'user_events'] as const;

/**
 * Withdrawal of consent: the participant and everything recorded about them go in one transaction, and the
 * per-video counters lose their ratings and open reservations in that same transaction, so every statistic and
 * the next assignment see the study without them at once.
 */
@Injectable()
export class UserDeletionService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly counters: VideoCountersService,
  ) {}

  async delete(userId: number): Promise<{ message: string }> {
    // Under the assignment lock: a session start's expiry sweep must not release the same reservations meanwhile.
    await this.tx.exclusive(ASSIGNMENT_LOCK, async (manager) => {
      if (!(await this.lockUser(manager, userId))) throw new NotFoundException(USER_NOT_FOUND);
      await this.counters.releaseForUsers(manager, [userId]);
      // Explicit deletes rather than trusting ON DELETE CASCADE, which SQLite only honours with foreign_keys on.
      for (const table of OWNED_TABLES) await manager.query(`DELETE FROM ${table} WHERE user_id = ?`, [userId]);
      await manager.query('DELETE FROM users WHERE id = ?', [userId]);
    });
    return { message: USER_DELETED };
  }

  /**
   * On MySQL the row lock makes a racing rating or assignment of this user (whose foreign-key check needs a shared
   * lock on the same row) wait until we commit and then fail, so no counter is bumped after we released it.
   * SQLite has a single writer, so reading is enough.
   */
  private async lockUser(manager: EntityManager, userId: number): Promise<boolean> {
    const lock = this.tx.dialect === 'mysql' ? ' FOR UPDATE' : '';
    const rows = (await manager.query(`SELECT id FROM users WHERE id = ?${lock}`, [userId])) as unknown[];
    return rows.length > 0;
  }
}
