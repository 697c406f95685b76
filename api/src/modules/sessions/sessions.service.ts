import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  PARTICIPANT_CLOSED_MESSAGE,
  PARTICIPANT_CLOSED_STATUS,
  QUALITY_MARK_KINDS,
  STUDY_COMPLETE_MESSAGE,
  type AssignedVideo,
  type SessionStartResponse,
} from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { QualityGateService, QualityMarksService } from '../quality/index.js';
import { StudySettingsService } from '../study/index.js';
import {
  VideoAllocationService,
  VideoClaimsService,
  VideoCountersService,
  VideoReferencesService,
  VideosService,
  type AllocationRule,
} from '../videos/index.js';
import {
  countKinds,
  orderTrials,
  planTotal,
  sessionPlan,
  type PlannedTrial,
  type SessionPlan,
} from './session-plan.js';
import { shuffle, type Random } from './shuffle.js';
import { AssignmentRepository } from './assignment.repository.js';
import type { StudySession } from './session.entity.js';
import { StudyAllocationService } from './study-allocation.service.js';
import type { Trial } from './trial.entity.js';
import { TrialsService } from './trials.service.js';

/** A session answer before its count, and how many gold and trap items the participant holds. */
type Answer = Omit<SessionStartResponse, 'videos_per_session'> & { checks: number };

/**
 * A DCR study's references per content (id and media URL); null under the other methods. DCR never assigns a
 * reference as a trial: it is shown before each processed video of its content instead.
 */
type References = ReadonlyMap<string, { id: number; url: string | null }> | null;

/** An unrated gold or trap trial past its expiry: renewed with a new id, exactly like a lapsed scored one. */
const isLapsedCheck = (t: Trial, now: Date) =>
  (t.kind === 'gold' || t.kind === 'trap') && isOpen(t) && t.expires_at < now;
/** Neither rated nor reported unplayable: the participant still has to rate it. */
const isOpen = (t: Trial) => t.rated_at === null && t.playback_failed_at === null;

@Injectable()
export class SessionsService {
  /** Replaceable in tests; the tie-break among equally loaded videos. */
  random: Random = Math.random;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly counters: VideoCountersService,
    private readonly claims: VideoClaimsService,
    private readonly videos: VideosService,
    private readonly settings: StudySettingsService,
    private readonly marks: QualityMarksService,
    private readonly gate: QualityGateService,
    private readonly trials: TrialsService,
    private readonly rows: AssignmentRepository,
    private readonly allocation: StudyAllocationService,
    private readonly videoAllocation: VideoAllocationService,
    private readonly references: VideoReferencesService,
  ) {}

  /**
   * Returns the participant's one session, creating it and topping it up to `videos_per_session` scored videos (the
   * spec's 4 by default; raising the setting tops existing sessions up, lowering it takes nothing away), plus the
   * training, gold and trap items the settings ask for (none by default). No global lock (so that starts run
   * side by side): the participant's own session row serialises their concurrent starts, and the least-loaded
   * videos are taken by atomic conditional claims (VideoClaimsService), which keep every load within 1 of
   * every other.
   *
   * Scored videos come from the catalogue minus every marked video; training, gold and trap items from their marks,
   * at random among those the participant has not had. Only scored trials reserve and move the balance counters.
   * A participant stopped by live gating gets nothing new: their unrated trials are withdrawn and the answer carries
   * the neutral `closed` status.
   */
  async start(userId: number): Promise<SessionStartResponse> {
    const settings = await this.settings.current();
    // Pair comparison assigns pairs (PairSessionsService), never single videos to rate.
    if (settings.method === 'pc')
      throw new ConflictException('This study runs pair comparison: its pairs come from the pair session');
    const plan = sessionPlan(settings);
    const adaptive = await this.allocation.ruleFor(settings);
    const refs: References = settings.method === 'dcr' ? await this.references.byContent() : null;
    const { checks, ...answer } = await this.assign(userId, plan, adaptive, refs);
    // The browser checks the list against this count (the spec's 4 unless the setting says otherwise). The gold and
    // trap items the participant holds are in it: a count of the scored part alone would show how many of the
    // unmarked cards are checks.
    return { ...answer, videos_per_session: plan.scored + checks };
  }

  private async assign(
    userId: number,
    plan: SessionPlan,
    adaptive: AllocationRule | null,
    refs: References,
  ): Promise<Answer> {
    const unchanged = await this.currentIfNothingToWrite(userId, plan, new Date(), refs);
    if (unchanged) return unchanged;
    return this.tx.write(
      async (m) => {
        const now = new Date();
        const session = await this.rows.lockOrCreateSession(m, userId, now);
        if (await this.gate.isClosed(userId, m)) return this.closed(m, session, userId, refs);
        return this.topUp(m, session, userId, plan, now, adaptive, refs);
      },
      { isolation: 'READ COMMITTED' },
    );
  }

  /** Adds what the plan still asks for, in the caller's transaction, which holds the participant's session row. */
  private async topUp(
    m: EntityManager,
    session: StudySession,
    userId: number,
    plan: SessionPlan,
    now: Date,
    adaptive: AllocationRule | null,
    refs: References,
  ): Promise<Answer> {
    const trials = await this.rows.trialsOf(m, userId, true);

    // Unrated scored trials whose reservation lapsed get NEW trial ids for the same videos; the old ids stop
    // working. Lapsed: released by the sweep (reserving 0), or past their expiry and not yet swept — those keep
    // their reservation for the new trial, so their counters do not move. Gold and trap trials reserve nothing, but
    // lapse with the same expiry all the same: were they the ones that kept their ids, a participant back after the
    // expiry would see which cards are checks. (Training trials are announced, and keep theirs.)
    // A trial reported unplayable stays as it is: released, never renewed, and not replaced (the session goes on).
    const unratedScored = trials.filter((t) => t.kind === 'scored' && isOpen(t));
    const released = unratedScored.filter((t) => t.reserving === 0);
    const expired = unratedScored.filter((t) => t.reserving === 1 && t.expires_at < now);
    const lapsed = [...released, ...expired];
    const lapsedChecks = trials.filter((t) => isLapsedCheck(t, now));
    const marked = await this.marks.idsByKind(m);
    // A retired stimulus gets no new assignment, and that includes the checks: its mark stays (restoring the
    // stimulus brings the check back), so the marks are filtered here, and a lapsed check of it is not renewed.
    const retired = await this.videos.retiredAmong(
      [...Object.values(marked).flat(), ...lapsedChecks.map((t) => t.video_id)],
      m,
    );
    await this.rows.deleteTrials(
      m,
      [...lapsed, ...lapsedChecks].map((t) => t.id),
    );

    const have = countKinds(trials.map((t) => t.kind));
    const missing = (kind: keyof SessionPlan) => Math.max(0, plan[kind] - have[kind]);
    // DCR shows a reference before its content's videos, never as an item of its own (training, gold or trap).
    const seen = new Set([
      ...trials.map((t) => t.video_id),
      ...(refs ? [...refs.values()].map((r) => r.id) : []),
    ]);
    const fromMarks = (kind: (typeof QUALITY_MARK_KINDS)[number]) =>
      shuffle(
        marked[kind].filter((id) => !seen.has(id) && !retired.has(id)),
        this.random,
      ).slice(0, missing(kind));

    // The claims reserve the fresh videos; a released lapsed video is reserved again below.
    const freshScored =
      missing('scored') > 0 ? await this.claimVideos(m, seen, marked, missing('scored'), adaptive, refs) : [];
    // Adaptive allocation: a participant who holds no scored video and gets none because every video has stopped
    // reads that the study is complete (nothing was written for them but their session row).
    if (adaptive && freshScored.length === 0 && !trials.some((t) => t.kind === 'scored')) {
      if (await this.allocation.allStopped(m)) return this.complete(m, session, userId, trials, refs);
    }
    const checks: PlannedTrial[] = [
      ...lapsedChecks
        .filter((t) => !retired.has(t.video_id))
        .map(({ video_id, kind }) => ({ video_id, kind })),
      ...fromMarks('gold').map((video_id) => ({ video_id, kind: 'gold' as const })),
      ...fromMarks('trap').map((video_id) => ({ video_id, kind: 'trap' as const })),
    ];
    const planned = orderTrials(
      fromMarks('training'),
      [...lapsed.map((t) => t.video_id), ...freshScored],
      checks,
      this.random,
    );
    if (planned.length > 0) {
      const expires = new Date(now.getTime() + this.config.assignmentTtlMinutes * 60_000);
      await this.rows.insertTrials(
        m,
        planned.map(({ video_id, kind }) => ({
          session_id: session.id,
          user_id: userId,
          video_id,
          assigned_at: now,
          expires_at: expires,
          rated_at: null,
          reserving: kind === 'scored' ? 1 : 0,
          kind,
        })),
      );
      await this.counters.reserve(
        m,
        released.map((t) => t.video_id),
      );
    }
    return this.answer(m, session.id, await this.rows.trialsOf(m, userId), refs);
  }

  /**
   * The repeat start of every dashboard load, as a plain read: when the participant already has all their videos and
   * no unrated scored one has lapsed or expired, the transaction below would write nothing for them, so it is skipped
   * and no row is locked. Anything else falls through to the transaction. (On SQLite's one connection this read may
   * see another request's open transaction; only this participant's own concurrent first start writes these rows,
   * and it commits what it inserted.)
   */
  private async currentIfNothingToWrite(
    userId: number,
    plan: SessionPlan,
    now: Date,
    refs: References,
  ): Promise<Answer | null> {
    const m = this.rows.outsideTransaction();
    const session = await this.rows.sessionOf(m, userId);
    if (!session) return null;
    const trials = await this.rows.trialsOf(m, userId);
    if (trials.length < planTotal(plan)) return null;
    const have = countKinds(trials.map((t) => t.kind));
    if ((Object.keys(plan) as Array<keyof SessionPlan>).some((k) => have[k] < plan[k])) return null;
    const renewable = (t: Trial) =>
      (t.kind === 'scored' && isOpen(t) && (t.reserving === 0 || t.expires_at < now)) ||
      isLapsedCheck(t, now);
    if (trials.some(renewable)) return null;
    if (await this.gate.isClosed(userId, m)) return null;
    return this.answer(m, session.id, trials, refs);
  }

  /**
   * A participant stopped by live gating: any unrated trial left (normally withdrawn by the rating that stopped them)
   * goes, its reservation back to the pool; the answer lists what they rated and the neutral status.
   */
  private async closed(
    m: EntityManager,
    session: StudySession,
    userId: number,
    refs: References,
  ): Promise<Answer> {
    await this.trials.withdrawUnrated(m, userId);
    return {
      ...(await this.answer(m, session.id, await this.rows.trialsOf(m, userId), refs)),
      status: PARTICIPANT_CLOSED_STATUS,
      message: PARTICIPANT_CLOSED_MESSAGE,
    };
  }

  /**
   * Claims the least-loaded scored videos this participant has never had, never a marked one (under adaptive
   * allocation: the lowest ratio of load to ratings needed, among videos not stopped). Their trials name
   * every video they had: a rating is only stored by marking its trial rated, and rated trials are never deleted
   * (only lapsed unrated ones, and a stopped participant's unrated ones, are). In a DCR study the references are
   * excluded too, so the claims balance the processed videos among themselves (same atomic claims, same bound).
   */
  private async claimVideos(
    m: EntityManager,
    seen: ReadonlySet<number>,
    marked: Record<string, number[]>,
    count: number,
    adaptive: AllocationRule | null,
    refs: References,
  ): Promise<number[]> {
    const references = refs ? [...refs.values()].map((r) => r.id) : [];
    const excluded = [...new Set([...seen, ...Object.values(marked).flat(), ...references])];
    const claimed = adaptive
      ? await this.claims.claimLeastLoaded(
          m,
          excluded,
          count,
          this.random,
          this.videoAllocation.claimOrder(adaptive),
        )
      : await this.claims.claimLeastLoaded(m, excluded, count, this.random);
    return shuffle(claimed, this.random);
  }

  /** The study is complete (adaptive allocation): what the participant holds, none of it scored, and the message. */
  private async complete(
    m: EntityManager,
    session: StudySession,
    userId: number,
    held: readonly Trial[],
    refs: References,
  ): Promise<Answer> {
    const kept = held.filter((t) => t.kind === 'training' && t.rated_at !== null);
    await this.rows.deleteTrials(
      m,
      held.filter((t) => !kept.includes(t)).map((t) => t.id),
    );
    return {
      ...(await this.answer(m, session.id, await this.rows.trialsOf(m, userId), refs)),
      status: PARTICIPANT_CLOSED_STATUS,
      message: STUDY_COMPLETE_MESSAGE,
    };
  }

  /** The answer for these trials, with how many of them are gold or trap items (never said which). */
  private async answer(
    m: EntityManager,
    sessionId: number,
    trials: readonly Trial[],
    refs: References,
  ): Promise<Answer> {
    return {
      sessionId,
      videos: await this.describeTrials(m, trials, refs),
      checks: trials.filter((t) => t.kind === 'gold' || t.kind === 'trap').length,
    };
  }

  /**
   * Training presentations first, then the rest by trial id. Only training is marked as such: gold and trap items
   * look like scored videos to the participant, except that a trap carries the instruction its clip gives. In a DCR
   * study each video carries its content's reference URL, which the app plays first.
   */
  private async describeTrials(
    m: EntityManager,
    trials: readonly Trial[],
    refs: References,
  ): Promise<AssignedVideo[]> {
    const videos = await this.videos.describe(
      trials.map((t) => t.video_id),
      m,
    );
    // A trap clip carries its instruction (the score to give); only its text is sent, never the kind.
    const instructions = await this.marks.trapInstructions(
      trials.filter((t) => t.kind === 'trap').map((t) => t.video_id),
      m,
    );
    const ordered = [
      ...trials.filter((t) => t.kind === 'training'),
      ...trials.filter((t) => t.kind !== 'training'),
    ];
    return ordered.flatMap((t) => {
      const v = videos.get(t.video_id);
      if (!v) return [];
      const { content, view, compression_type, qp, label } = v;
      // Reported unplayable: nothing is left to do on it, so it counts as submitted and says why.
      const failed = t.playback_failed_at !== null;
      const submitted = t.rated_at !== null || failed;
      const referenceUrl = refs?.get(content)?.url;
      return [
        {
          trial_id: t.id,
          video_id: t.video_id,
          content,
          view,
          compression_type,
          qp,
          label,
          url: v.url ?? '',
          submitted,
          ...(failed ? { playback_failed: true as const } : {}),
          ...(t.kind === 'training' ? { kind: 'training' as const } : {}),
          ...(t.kind === 'trap' && instructions.has(t.video_id)
            ? { instruction: instructions.get(t.video_id) }
            : {}),
          ...(referenceUrl ? { reference_url: referenceUrl } : {}),
        },
      ];
    });
  }
}
