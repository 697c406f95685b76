import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In, LessThan } from 'typeorm';
import {
  PARTICIPANT_CLOSED_MESSAGE,
  PARTICIPANT_CLOSED_STATUS,
  QUALITY_MARK_KINDS,
  type AssignedVideo,
  type SessionStartResponse,
} from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { QualityGateService, QualityMarksService } from '../quality/index.js';
import { StudySettingsService } from '../study/index.js';
import { VideoCountersService, VideosService } from '../videos/index.js';
import { ASSIGNMENT_LOCK } from './assignment-lock.js';
import { pickLeastLoaded, shuffle, type Random } from './pick-least-loaded.js';
import {
  countKinds,
  orderTrials,
  planTotal,
  sessionPlan,
  type PlannedTrial,
  type SessionPlan,
} from './session-plan.js';
import { StudySession } from './session.entity.js';
import { Trial } from './trial.entity.js';
import { TrialsService } from './trials.service.js';

@Injectable()
export class SessionsService {
  /** Replaceable in tests; the tie-break among equally loaded videos. */
  random: Random = Math.random;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly counters: VideoCountersService,
    private readonly videos: VideosService,
    private readonly settings: StudySettingsService,
    private readonly marks: QualityMarksService,
    private readonly gate: QualityGateService,
    private readonly trials: TrialsService,
  ) {}

  /**
   * Returns the participant's one session, creating it and topping it up to `videos_per_session` scored videos (the
   * spec's 4 by default; raising the setting tops existing sessions up, lowering it takes nothing away), plus the
   * training, gold and trap items the settings ask for (issue 11; none by default). Runs under the assignment lock:
   * the least-loaded choice of one start is committed before the next start reads the counters.
   *
   * Scored videos come from the catalogue minus every marked video; training, gold and trap items from their marks,
   * at random among those the participant has not had. Only scored trials reserve and move the balance counters.
   * A participant stopped by live gating gets nothing new: their unrated trials are withdrawn and the answer carries
   * the neutral `closed` status.
   */
  async start(userId: number): Promise<SessionStartResponse> {
    const plan = sessionPlan(await this.settings.current());
    // The browser checks the list against the study's count (the spec's 4 unless the setting says otherwise).
    const answer = await this.assign(userId, plan);
    return { ...answer, videos_per_session: plan.scored };
  }

  private async assign(userId: number, plan: SessionPlan): Promise<SessionStartResponse> {
    const unchanged = await this.currentIfNothingToWrite(userId, plan, new Date());
    if (unchanged) return unchanged;
    return this.tx.exclusive(ASSIGNMENT_LOCK, async (m) => {
      const now = new Date();
      await this.releaseExpired(m, now);
      const session = await this.findOrCreateSession(m, userId, now);
      if (await this.gate.isClosed(userId, m)) return this.closed(m, session, userId);
      const trials = await m
        .getRepository(Trial)
        .find({ where: { user_id: userId }, order: { id: 'ASC' }, ...this.forUpdate() });

      // Unrated scored trials whose reservation lapsed get NEW trial ids for the same videos; the old ids stop
      // working. (Training, gold and trap trials reserve nothing, so they never lapse.)
      const lapsed = trials.filter((t) => t.kind === 'scored' && t.rated_at === null && t.reserving === 0);
      if (lapsed.length > 0) await m.getRepository(Trial).delete({ id: In(lapsed.map((t) => t.id)) });

      const have = countKinds(trials.map((t) => t.kind));
      const missing = (kind: keyof SessionPlan) => Math.max(0, plan[kind] - have[kind]);
      const marked = await this.marks.idsByKind(m);
      const seen = new Set(trials.map((t) => t.video_id));
      const fromMarks = (kind: (typeof QUALITY_MARK_KINDS)[number]) =>
        shuffle(
          marked[kind].filter((id) => !seen.has(id)),
          this.random,
        ).slice(0, missing(kind));

      const freshScored =
        missing('scored') > 0 ? await this.pickVideos(m, seen, marked, missing('scored')) : [];
      const checks: PlannedTrial[] = [
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
        await m.getRepository(Trial).insert(
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
          planned.filter((t) => t.kind === 'scored').map((t) => t.video_id),
        );
      }
      return { sessionId: session.id, videos: await this.assignedVideos(m, userId) };
    });
  }

  /**
   * The repeat start of every dashboard load, as a plain read: when the participant already has all their videos and
   * no unrated scored one has lapsed or expired, the locked path below would write nothing for them, so neither the
   * global lock nor the expiry sweep is needed (the next first start sweeps). Anything else falls through to the
   * locked path. (On SQLite's one connection this read may see another request's open transaction; only this
   * participant's own concurrent first start writes these rows, and it commits what it inserted.)
   */
  private async currentIfNothingToWrite(
    userId: number,
    plan: SessionPlan,
    now: Date,
  ): Promise<SessionStartResponse | null> {
    const m = this.tx.dataSource.manager;
    const session = await m.getRepository(StudySession).findOne({ where: { user_id: userId } });
    if (!session) return null;
    const trials = await m.getRepository(Trial).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    if (trials.length < planTotal(plan)) return null;
    const have = countKinds(trials.map((t) => t.kind));
    if ((Object.keys(plan) as Array<keyof SessionPlan>).some((k) => have[k] < plan[k])) return null;
    const renewable = (t: Trial) =>
      t.kind === 'scored' && t.rated_at === null && (t.reserving === 0 || t.expires_at < now);
    if (trials.some(renewable)) return null;
    if (await this.gate.isClosed(userId, m)) return null;
    return { sessionId: session.id, videos: await this.describeTrials(m, trials) };
  }

  /**
   * A participant stopped by live gating: any unrated trial left (normally withdrawn by the rating that stopped them)
   * goes, its reservation back to the pool; the answer lists what they rated and the neutral status.
   */
  private async closed(
    m: EntityManager,
    session: StudySession,
    userId: number,
  ): Promise<SessionStartResponse> {
    await this.trials.withdrawUnrated(m, userId);
    return {
      sessionId: session.id,
      videos: await this.assignedVideos(m, userId),
      status: PARTICIPANT_CLOSED_STATUS,
      message: PARTICIPANT_CLOSED_MESSAGE,
    };
  }

  /** Releases every reservation past its expiry (the sweep runs on each session start). */
  async releaseExpired(m: EntityManager, now: Date): Promise<number> {
    const expired = await m.getRepository(Trial).find({
      select: { id: true, video_id: true },
      where: { reserving: 1, expires_at: LessThan(now) },
      ...this.forUpdate(),
    });
    if (expired.length === 0) return 0;
    await m.getRepository(Trial).update({ id: In(expired.map((t) => t.id)), reserving: 1 }, { reserving: 0 });
    await this.counters.releaseReservations(
      m,
      expired.map((t) => t.video_id),
    );
    return expired.length;
  }

  /**
   * Row locks for reads whose result decides a write. A rating may commit between a plain (snapshot) read and our
   * UPDATE on MySQL; locking reads see the latest rows and hold them. SQLite is already serialised by the mutex.
   */
  private forUpdate(): { lock?: { mode: 'pessimistic_write' } } {
    return this.tx.dialect === 'mysql' ? { lock: { mode: 'pessimistic_write' } } : {};
  }

  private async findOrCreateSession(m: EntityManager, userId: number, now: Date): Promise<StudySession> {
    const repo = m.getRepository(StudySession);
    const existing = await repo.findOne({ where: { user_id: userId } });
    if (existing) return existing;
    const result = await repo.insert({ user_id: userId, created_at: now });
    return { id: Number(result.identifiers[0].id), user_id: userId, created_at: now };
  }

  /**
   * Least-loaded scored videos this participant has never had, never a marked one. Their trials name every video
   * they had: a rating is only stored by marking its trial rated, and rated trials are never deleted (only lapsed
   * unrated ones, and a stopped participant's unrated ones, are).
   */
  private async pickVideos(
    m: EntityManager,
    seen: ReadonlySet<number>,
    marked: Record<string, number[]>,
    count: number,
  ): Promise<number[]> {
    const excluded = [...new Set([...seen, ...Object.values(marked).flat()])];
    const candidates = await this.videos.leastLoaded(m, excluded, count, this.random);
    return pickLeastLoaded(candidates, count, this.random);
  }

  private async assignedVideos(m: EntityManager, userId: number): Promise<AssignedVideo[]> {
    const trials = await m.getRepository(Trial).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    return this.describeTrials(m, trials);
  }

  /**
   * Training presentations first, then the rest by trial id. Only training is marked as such: gold and trap items
   * look exactly like scored videos to the participant.
   */
  private async describeTrials(m: EntityManager, trials: readonly Trial[]): Promise<AssignedVideo[]> {
    const videos = await this.videos.describe(
      trials.map((t) => t.video_id),
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
      const submitted = t.rated_at !== null;
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
          ...(t.kind === 'training' ? { kind: 'training' as const } : {}),
        },
      ];
    });
  }
}
