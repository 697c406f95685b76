import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  PARTICIPANT_CLOSED_MESSAGE,
  type GatingEvidence,
  type GatingEvidenceItem,
  type ObserverInconsistency,
  type QualityFlag,
  type QualityTargets,
} from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { toIsoString } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ParticipantDirectory } from '../auth/index.js';
import { evaluateRules, type GateRating, type GateThresholds, type GateVerdict } from './gating-rules.js';
import type { QualityFlagRow } from './quality-flag.entity.js';
import { QualityMarksService } from './quality-marks.service.js';
import { QualityRepository } from './quality.repository.js';

const FLAG_NOT_FOUND = 'Flag not found';
const ALREADY_REVERSED = 'This flag has already been reversed';

/** A participant's state in the exports: flagged (an unreversed flag) and the reason codes of their flags. */
export interface ParticipantFlagState {
  flagged: boolean;
  rules: string[];
  /** When each flag (reversed or not) was raised. */
  flagged_at: Date[];
}

/**
 * Whether any of these flag times is at or after `completedAt` (when the participant was first given the completion
 * code): a participant who took the code and was stopped afterwards. False when they never got the code.
 */
export function flaggedSince(flaggedAt: readonly Date[], completedAt: Date | null | undefined): boolean {
  if (!completedAt) return false;
  return flaggedAt.some((t) => t.getTime() >= completedAt.getTime());
}

/**
 * Owns `quality_flags`: live rater gating (docs/developer/decisions/quality.md). The rating transaction asks
 * `evaluate` after storing each rating; a participant with an unreversed flag gets no further videos until an
 * admin reverses it.
 */
@Injectable()
export class QualityGateService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly marks: QualityMarksService,
    private readonly directory: ParticipantDirectory,
    private readonly quality: QualityRepository,
  ) {}

  /** Whether the participant is stopped (has an unreversed flag); pass the transaction's manager to read in it. */
  isClosed(userId: number, m?: EntityManager): Promise<boolean> {
    // Raw SQL with a placeholder: every session start asks (see database/raw-sql.ts).
    return this.quality.hasOpenFlag(userId, m);
  }

  /**
   * Runs the rules over the participant's non-training ratings made since their last reversal (a reversed flag
   * forgives every rating up to the one that triggered it) and records a flag when one fires, in the caller's
   * transaction. Returns the verdict, or null (also when the participant is already stopped).
   */
  async evaluate(
    m: EntityManager,
    userId: number,
    ratings: readonly GateRating[],
    triggerRatingId: number,
    thresholds: GateThresholds,
    now: Date,
    inconsistency: ObserverInconsistency | null = null,
  ): Promise<GateVerdict | null> {
    const flags = await this.quality.flagsOf(m, userId);
    if (flags.some((f) => f.reversed_at === null)) return null;
    const since = Math.max(0, ...flags.map((f) => f.trigger_rating_id));
    const counted = ratings.filter((r) => r.id > since && r.kind !== 'training');
    const checked = new Set(
      counted.filter((r) => r.kind === 'gold' || r.kind === 'trap').map((r) => r.video_id),
    );
    const targets = new Map<number, QualityTargets>();
    if (checked.size > 0)
      for (const mark of await this.marks.all(m))
        if (checked.has(mark.video_id) && mark.kind !== 'training') targets.set(mark.video_id, mark.targets);
    const verdict = evaluateRules(counted, targets, thresholds, inconsistency);
    if (!verdict) return null;
    await this.raise(m, userId, verdict, triggerRatingId, now);
    return verdict;
  }

  /**
   * Pair comparison's gold rule, in the judgement's transaction: `failures` are the participant's gold pairs that
   * missed their known winner (pair-gold.ts); those judged after their last reversal count (a pair trial's id takes
   * the place of the rating id: a study holds the judgements of one method only), and `threshold` of them raise the
   * same `failed_gold` flag an ACR gold item does. Returns the verdict, or null.
   */
  async evaluatePairGold(
    m: EntityManager,
    userId: number,
    failures: readonly GatingEvidenceItem[],
    triggerTrialId: number,
    threshold: number,
    now: Date,
  ): Promise<GateVerdict | null> {
    const flags = await this.quality.flagsOf(m, userId);
    if (flags.some((f) => f.reversed_at === null)) return null;
    const since = Math.max(0, ...flags.map((f) => f.trigger_rating_id));
    const items = failures.filter((f) => f.trial_id > since);
    if (items.length < threshold) return null;
    const verdict: GateVerdict = { rule: 'failed_gold', evidence: { count: items.length, threshold, items } };
    await this.raise(m, userId, verdict, triggerTrialId, now);
    return verdict;
  }

  private async raise(
    m: EntityManager,
    userId: number,
    verdict: GateVerdict,
    triggerRatingId: number,
    now: Date,
  ): Promise<void> {
    await this.quality.insertFlag(m, {
      user_id: userId,
      rule: verdict.rule,
      evidence: JSON.stringify(verdict.evidence),
      trigger_rating_id: triggerRatingId,
      flagged_at: now,
      reversed_at: null,
      reversed_by_admin_id: null,
    });
    // A panel participant is returned to their panel as screened out; the reason is the neutral text they are shown.
    await this.directory.screenOutByGate(m, userId, PARTICIPANT_CLOSED_MESSAGE, now);
  }

  /** Every flag, newest first, with the participant's name. */
  async list(): Promise<QualityFlag[]> {
    const rows = await this.quality.flagsNewestFirst();
    const names = await this.directory.namesById(rows.map((r) => r.user_id));
    return rows.map((r) => this.toFlag(r, names.get(r.user_id) ?? null));
  }

  /**
   * Lets the participant continue: their next session start assigns videos again (a panel participant's screen-out by
   * the gate is lifted with the flag).
   */
  async reverse(flagId: number, adminId: number): Promise<QualityFlag> {
    const row = await this.tx.write(async (m) => {
      const flag = await this.quality.findFlag(m, flagId);
      if (!flag) throw new NotFoundException(FLAG_NOT_FOUND);
      const now = new Date();
      if (!(await this.quality.reverseFlag(m, flagId, adminId, now)))
        throw new ConflictException(ALREADY_REVERSED);
      await this.directory.liftGateScreenOut(m, flag.user_id, PARTICIPANT_CLOSED_MESSAGE);
      return { ...flag, reversed_at: now, reversed_by_admin_id: adminId };
    });
    const names = await this.directory.namesById([row.user_id]);
    return this.toFlag(row, names.get(row.user_id) ?? null);
  }

  /** Participants with an unreversed flag (the analysis leaves them out unless asked to include them). */
  async flaggedUserIds(m?: EntityManager): Promise<Set<number>> {
    const rows = await this.quality.openFlagUserIds(m);
    return new Set(rows.map((r) => r.user_id));
  }

  /**
   * A fingerprint of the flags: count, highest id, sum of the ids and how many are unreversed. A flag is added (a new
   * highest id), reversed (one fewer unreversed; never undone) or deleted with its participant (a lower count), so
   * any change of who is flagged changes it. The table holds a few rows per stopped participant: a scan is cheap.
   */
  fingerprint(m?: EntityManager): Promise<string> {
    return this.quality.flagsFingerprint(m);
  }

  /** Flag state of these participants for the exports (absent: never flagged). */
  async statesByUser(userIds: readonly number[]): Promise<Map<number, ParticipantFlagState>> {
    const unique = [...new Set(userIds)];
    const states = new Map<number, ParticipantFlagState>();
    if (unique.length === 0) return states;
    const rows = await this.quality.flagsOfUsers(unique);
    for (const r of rows) {
      const s = states.get(r.user_id) ?? { flagged: false, rules: [], flagged_at: [] };
      if (r.reversed_at === null) s.flagged = true;
      s.flagged_at.push(r.flagged_at);
      if (!s.rules.includes(r.rule)) s.rules.push(r.rule);
      states.set(r.user_id, s);
    }
    return states;
  }

  /** The participant's flags, oldest first: their part of a subject-access export. */
  async forParticipant(userId: number): Promise<QualityFlag[]> {
    const rows = await this.quality.flagsOfUser(userId);
    const names = rows.length > 0 ? await this.directory.namesById([userId]) : new Map<number, string>();
    return rows.map((r) => this.toFlag(r, names.get(userId) ?? null));
  }

  /** The participant's flags go with their account (consent withdrawn), in the caller's transaction. */
  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await this.quality.deleteFlagsOf(m, userId);
  }

  private toFlag(r: QualityFlagRow, name: string | null): QualityFlag {
    return {
      id: r.id,
      user_id: r.user_id,
      name,
      rule: r.rule,
      flagged_at: toIsoString(r.flagged_at),
      evidence: JSON.parse(r.evidence) as GatingEvidence,
      reversed_at: r.reversed_at === null ? null : toIsoString(r.reversed_at),
      reversed_by_admin_id: r.reversed_by_admin_id,
    };
  }
}
