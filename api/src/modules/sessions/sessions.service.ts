import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In, LessThan } from 'typeorm';
import type { AssignedVideo, SessionStartResponse } from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { StudySettingsService } from '../study/index.js';
import { VideoCountersService, VideosService } from '../videos/index.js';
import { ASSIGNMENT_LOCK } from './assignment-lock.js';
import { pickLeastLoaded, type Random } from './pick-least-loaded.js';
import { StudySession } from './session.entity.js';
import { Trial } from './trial.entity.js';

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
  ) {}

  /**
   * Returns the participant's one session, creating it and topping it up to `videos_per_session` videos (the spec's 4
   * by default; raising the setting tops existing sessions up, lowering it takes nothing away). Runs under the
   * assignment lock: the least-loaded choice of one start is committed before the next start reads the counters.
   */
  async start(userId: number): Promise<SessionStartResponse> {
    const { videos_per_session: perSession } = await this.settings.current();
    const unchanged = await this.currentIfNothingToWrite(userId, perSession, new Date());
    if (unchanged) return unchanged;
    return this.tx.exclusive(ASSIGNMENT_LOCK, async (m) => {
      const now = new Date();
      await this.releaseExpired(m, now);
      const session = await this.findOrCreateSession(m, userId, now);
      const trials = await m
        .getRepository(Trial)
        .find({ where: { user_id: userId }, order: { id: 'ASC' }, ...this.forUpdate() });

      // Unrated trials whose reservation lapsed get NEW trial ids for the same videos; the old ids stop working.
      const lapsed = trials.filter((t) => t.rated_at === null && t.reserving === 0);
      if (lapsed.length > 0) await m.getRepository(Trial).delete({ id: In(lapsed.map((t) => t.id)) });
      const kept = trials.filter((t) => !lapsed.includes(t));

      const missing = Math.max(0, perSession - kept.length - lapsed.length);
      const fresh = missing > 0 ? await this.pickVideos(m, trials, missing) : [];
      const toAssign = [...lapsed.map((t) => t.video_id), ...fresh];
      if (toAssign.length > 0) {
        const expires = new Date(now.getTime() + this.config.assignmentTtlMinutes * 60_000);
        await m.getRepository(Trial).insert(
          toAssign.map((video_id) => ({
            session_id: session.id,
            user_id: userId,
            video_id,
            assigned_at: now,
            expires_at: expires,
            rated_at: null,
            reserving: 1,
          })),
        );
        await this.counters.reserve(m, toAssign);
      }
      return { sessionId: session.id, videos: await this.assignedVideos(m, userId) };
    });
  }

  /**
   * The repeat start of every dashboard load, as a plain read: when the participant already has all their videos and
   * no unrated one has lapsed or expired, the locked path below would write nothing for them, so neither the global
   * lock nor the expiry sweep is needed (the next first start sweeps). Anything else falls through to the locked path.
   * (On SQLite's one connection this read may see another request's open transaction; only this participant's own
   * concurrent first start writes these rows, and it commits what it inserted.)
   */
  private async currentIfNothingToWrite(
    userId: number,
    perSession: number,
    now: Date,
  ): Promise<SessionStartResponse | null> {
    const m = this.tx.dataSource.manager;
    const session = await m.getRepository(StudySession).findOne({ where: { user_id: userId } });
    if (!session) return null;
    const trials = await m.getRepository(Trial).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    if (trials.length < perSession) return null;
    const renewable = (t: Trial) => t.rated_at === null && (t.reserving === 0 || t.expires_at < now);
    if (trials.some(renewable)) return null;
    return { sessionId: session.id, videos: await this.describeTrials(m, trials) };
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
   * Least-loaded videos this participant has never had. Their trials name every video they had: a rating is only
   * stored by marking its trial rated, and rated trials are never deleted (only lapsed unrated ones are).
   */
  private async pickVideos(m: EntityManager, trials: readonly Trial[], count: number): Promise<number[]> {
    const seen = [...new Set(trials.map((t) => t.video_id))];
    const candidates = await this.videos.leastLoaded(m, seen, count, this.random);
    return pickLeastLoaded(candidates, count, this.random);
  }

  private async assignedVideos(m: EntityManager, userId: number): Promise<AssignedVideo[]> {
    const trials = await m.getRepository(Trial).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    return this.describeTrials(m, trials);
  }

  private async describeTrials(m: EntityManager, trials: readonly Trial[]): Promise<AssignedVideo[]> {
    const videos = await this.videos.describe(
      trials.map((t) => t.video_id),
      m,
    );
    return trials.flatMap((t) => {
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
        },
      ];
    });
  }
}
