import { Injectable } from '@nestjs/common';
import type { ParticipantExport, VideoKind } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { toIsoString } from '../../database/sql-values.js';
import { VideoCountersService } from '../videos/index.js';
import type { Trial } from './trial.entity.js';
import { TrialsRepository } from './trials.repository.js';

/** The part of a trial other modules read: who had which video, when, in which session. */
export type TrialRecord = Pick<Trial, 'id' | 'session_id' | 'user_id' | 'video_id' | 'assigned_at' | 'kind'>;

/** Per kind: the trials a participant holds and how many of them they rated. */
export interface TrialProgress {
  held: Record<VideoKind, number>;
  rated: Record<VideoKind, number>;
}

/**
 * What other modules may do with trials and sessions: the ratings module rates a trial, the deletion removes a
 * participant's, the analysis exports read them. Methods taking an EntityManager run in the caller's transaction.
 */
@Injectable()
export class TrialsService {
  constructor(
    private readonly trials: TrialsRepository,
    private readonly counters: VideoCountersService,
  ) {}

  /**
   * Locks the participant's session row until the caller's transaction ends (MySQL; SQLite has one writer): what
   * must not overlap for one participant — their session starts, and a rating whose gating may withdraw their
   * unrated trials — waits here, and nobody else does. False when they have no session yet.
   */
  async lockParticipant(m: EntityManager, userId: number): Promise<boolean> {
    return this.trials.lockSessionOf(m, userId);
  }

  /** The participant's own trial with this id, or null. (Raw SQL: every rating reads it; see database/raw-sql.ts.) */
  async findOwn(m: EntityManager, trialId: number, userId: number): Promise<TrialRecord | null> {
    return this.trials.findOwn(m, trialId, userId);
  }

  /** `findOwn` with the URL of the trial's stimulus, read in the same statement (a rating with a pose log). */
  async findOwnWithStimulusUrl(
    m: EntityManager,
    trialId: number,
    userId: number,
  ): Promise<(TrialRecord & { stimulus_url: string | null }) | null> {
    return this.trials.findOwnWithStimulusUrl(m, trialId, userId);
  }

  /**
   * How many trials of each kind the participant holds, and how many of those are done (rated, or reported as not
   * playing in their browser): what completion asks. (Raw SQL: one grouped count.)
   */
  async progress(userId: number): Promise<TrialProgress> {
    const rows = await this.trials.progress(userId);
    const progress: TrialProgress = {
      held: { training: 0, scored: 0, gold: 0, trap: 0 },
      rated: { training: 0, scored: 0, gold: 0, trap: 0 },
    };
    for (const r of rows) {
      const kind = String(r.kind) as VideoKind;
      if (!(kind in progress.held)) continue;
      progress.held[kind] = Number(r.held);
      progress.rated[kind] = Number(r.rated ?? 0);
    }
    return progress;
  }

  /**
   * Sets rated_at on a still-unrated trial: 'reserving' when it held a reservation (now turned into a rating),
   * 'released' when its reservation had lapsed, null when it was rated already. The conditional UPDATE decides a race.
   */
  async markRated(m: EntityManager, trial: TrialRecord, now: Date): Promise<'reserving' | 'released' | null> {
    if (await this.trials.markRated(m, trial, now, true)) return 'reserving';
    return (await this.trials.markRated(m, trial, now, false)) ? 'released' : null;
  }

  /**
   * Live gating stopped the participant (docs/developer/decisions/quality.md): their open reservations go
   * back to the pool and their unrated trials are withdrawn, in the caller's transaction (which holds
   * lockParticipant). The locking read sees the latest `reserving` and holds it, so the expiry sweep cannot
   * release the same reservations twice. Returns how many trials were withdrawn.
   */
  async withdrawUnrated(m: EntityManager, userId: number): Promise<number> {
    const unrated = await this.trials.lockUnrated(m, userId);
    if (unrated.length === 0) return 0;
    await this.counters.releaseReservations(
      m,
      unrated.filter((t) => t.reserving === 1).map((t) => t.video_id),
    );
    await this.trials.deleteUnrated(
      m,
      unrated.map((t) => t.id),
    );
    return unrated.length;
  }

  /**
   * Releases the participant's open reservations and deletes their trials and session (children first). The
   * locking read (MySQL) sees the latest `reserving` and holds the rows, so the expiry sweep cannot release them too.
   */
  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    const reserving = await this.trials.lockReserving(m, userId);
    await this.counters.releaseReservations(
      m,
      reserving.map((t) => t.video_id),
    );
    await this.trials.deleteTrialsAndSession(m, userId);
  }

  /** The participant's session and trials (assigned, expired or rated), oldest first: their part of an export. */
  async forParticipant(userId: number): Promise<Pick<ParticipantExport, 'session' | 'trials'>> {
    const session = await this.trials.sessionOf(userId);
    const trials = await this.trials.trialsOf(userId);
    return {
      session: session ? { id: session.id, created_at: toIsoString(session.created_at) } : null,
      trials: trials.map((t) => ({
        id: t.id,
        session_id: t.session_id,
        video_id: t.video_id,
        assigned_at: toIsoString(t.assigned_at),
        expires_at: toIsoString(t.expires_at),
        rated_at: t.rated_at === null ? null : toIsoString(t.rated_at),
      })),
    };
  }

  /**
   * How many sessions were ever started, and how many are in progress: they hold a live reservation (an assigned,
   * unrated video whose assignment has not lapsed). Two COUNT queries on indexed columns, for the metrics.
   */
  sessionCounts(now: Date): Promise<{ started: number; inProgress: number }> {
    return this.trials.sessionCounts(now);
  }

  /** Trials by id, for the exports (read outside any transaction). */
  async byIds(ids: readonly number[]): Promise<Map<number, TrialRecord>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.trials.byIds(unique);
    return new Map(rows.map((t) => [t.id, t]));
  }
}
