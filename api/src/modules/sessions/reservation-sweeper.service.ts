import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { VideoCountersService } from '../videos/index.js';
import { PairAssignmentRepository } from './pair-assignment.repository.js';
import { TrialsRepository } from './trials.repository.js';

/** Expired reservations released per transaction: short transactions, however many expired at once. */
const BATCH = 500;

/**
 * Returns expired reservations to the pool on a timer (RESERVATION_SWEEP_SECONDS, 30 s by default) instead of at
 * every session start: a start no longer scans or writes anything but its own participant's rows. With a
 * reservation lasting ASSIGNMENT_TTL_MINUTES (2 h by default), a video is back in the pool at most one interval
 * late; a participant's own expired trials are renewed at their next start whether or not the sweep has run.
 *
 * Every API process sweeps on its own timer. On MySQL the rows are read FOR UPDATE SKIP LOCKED, so two processes —
 * or a sweep and a rating, a start or a deletion holding a trial — never release one reservation twice: whoever
 * holds the row decides, and the other reads the committed `reserving` afterwards. SQLite's single writer keeps
 * them apart anyway. The timer is unref'd, cleared on shutdown (which waits for a sweep under way), and a failed
 * sweep (say, the database is down) is logged and tried again at the next tick.
 */
@Injectable()
export class ReservationSweeperService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReservationSweeperService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly counters: VideoCountersService,
    private readonly trials: TrialsRepository,
    private readonly pairs: PairAssignmentRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.reservationSweepSeconds * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  /** Releases every reservation expired by `now`; resolves with how many. One sweep at a time per process. */
  sweep(now: Date = new Date()): Promise<number> {
    const run = this.running.catch(() => undefined).then(() => this.releaseAll(now));
    this.running = run;
    return run;
  }

  private tick(): void {
    this.sweep().catch((error: unknown) =>
      this.logger.error(
        `Reservation sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  private async releaseAll(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const released = await this.tx.write((m) => this.releaseBatch(m, now));
      total += released;
      if (released < BATCH) return total;
    }
  }

  private async releaseBatch(m: EntityManager, now: Date): Promise<number> {
    // Pair comparison's reservations lapse the same way (pc_trials, pc_pairs' load).
    const pairTrials = await this.pairs.expiredReservations(m, now, BATCH);
    await this.pairs.releaseReservations(m, pairTrials);
    const expired = await this.trials.expiredReservations(m, now, BATCH);
    if (expired.length === 0) return pairTrials.length;
    // The rows are held (MySQL) or nobody else writes (SQLite): each of them still reserves, so each releases once.
    await this.trials.endReservations(
      m,
      expired.map((t) => t.id),
    );
    await this.counters.releaseReservations(
      m,
      expired.map((t) => t.video_id),
    );
    return expired.length + pairTrials.length;
  }
}
