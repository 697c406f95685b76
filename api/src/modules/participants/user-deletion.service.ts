import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EnvironmentCheckService } from '../environment-check/index.js';
import { QuestionnairesService } from '../questionnaires/index.js';
import { TokenVersionsService } from '../auth/index.js';
import { QualityGateService } from '../quality/index.js';
import { RatingsService } from '../ratings/index.js';
import { PairJudgementsService, TrialsService } from '../sessions/index.js';
import { ViewingPathsService } from '../viewing-paths/index.js';
import { ParticipantsRepository } from './participants.repository.js';

const USER_DELETED = 'User deleted successfully';
const USER_NOT_FOUND = 'User not found';

/**
 * Withdrawal of consent: the participant and everything recorded about them go in one transaction, and the
 * per-video counters lose their ratings and open reservations in that same transaction, so every statistic and
 * the next assignment see the study without them at once. Each owner deletes its own rows (and moves the counters
 * it moved) through its service, with this transaction's EntityManager.
 */
@Injectable()
export class UserDeletionService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly ratings: RatingsService,
    private readonly trials: TrialsService,
    private readonly pairJudgements: PairJudgementsService,
    private readonly questionnaires: QuestionnairesService,
    private readonly versions: TokenVersionsService,
    private readonly environmentChecks: EnvironmentCheckService,
    private readonly gate: QualityGateService,
    private readonly viewingPaths: ViewingPathsService,
    private readonly users: ParticipantsRepository,
  ) {}

  async delete(userId: number): Promise<{ message: string }> {
    // The user row's lock keeps this participant's starts and ratings out; the reservations are released under their
    // trials' row locks (TrialsService.deleteForUser), so the expiry sweep cannot release them too.
    await this.tx.write(async (manager) => {
      if (!(await this.lockUser(manager, userId))) throw new NotFoundException(USER_NOT_FOUND);
      // Explicit deletes, children first, rather than trusting ON DELETE CASCADE, which SQLite only honours with
      // foreign_keys on.
      await this.viewingPaths.deleteForUser(manager, userId);
      await this.ratings.deleteForUser(manager, userId);
      await this.pairJudgements.deleteForUser(manager, userId);
      await this.trials.deleteForUser(manager, userId);
      await this.questionnaires.deleteForUser(manager, userId);
      await this.environmentChecks.deleteForUser(manager, userId);
      await this.gate.deleteForUser(manager, userId);
      await this.users.deleteUserAndEvents(manager, userId);
    });
    // The guards refuse the deleted participant's tokens at once in this process (others: within the cache time).
    this.versions.forget('participant', userId);
    return { message: USER_DELETED };
  }

  /**
   * On MySQL the row lock makes a racing rating or assignment of this user (whose foreign-key check needs a shared
   * lock on the same row) wait until we commit and then fail, so no counter is bumped after we released it.
   * SQLite has a single writer, so reading is enough.
   */
  private lockUser(manager: EntityManager, userId: number): Promise<boolean> {
    return this.users.lockUser(manager, userId);
  }
}
