import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In, LessThan, Not } from 'typeorm';
import { VIDEOS_PER_SESSION, type AssignedVideo, type SessionStartResponse } from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { Rating } from '../ratings/rating.entity.js';
import { Video } from '../videos/video.entity.js';
import { pickLeastLoaded, type Random } from './pick-least-loaded.js';
import { StudySession } from './session.entity.js';
import { Trial } from './trial.entity.js';
import { VideoCountersService } from './video-counters.service.js';

/** Name of the lock that serialises assignments, so concurrent starts keep the catalogue balanced. */
export const ASSIGNMENT_LOCK = 'assignment';

@Injectable()
export class SessionsService {
  /** Replaceable in tests; the tie-break among equally loaded videos. */
  random: Random = Math.random;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly counters: VideoCountersService,
  ) {}

  /**
   * Returns the participant's one session, creating it and topping it up to 4 videos as needed. Runs under the
   * assignment lock: the least-loaded choice of one start is committed before the next start reads the counters.
   */
  start(userId: number): Promise<SessionStartResponse> {
    return this.tx.exclusive(ASSIGNMENT_LOCK, async (m) => {
      const now = new Date();
      await this.releaseExpired(m, now);
      const session = await this.findOrCreateSession(m, userId, now);
      const trials = await m.getRepository(Trial).find({ where: { user_id: userId }, order: { id: 'ASC' }, ...this.forUpdate() });

      // Unrated trials whose reservation lapsed get NEW trial ids for the same videos; the old ids stop working.
      const lapsed = trials.filter((t) => t.rated_at === null && t.reserving === 0);
      if (lapsed.length > 0) await m.getRepository(Trial).delete({ id: In(lapsed.map((t) => t.id)) });
      const kept = trials.filter((t) => !lapsed.includes(t));

      const missing = Math.max(0, VIDEOS_PER_SESSION - kept.length - lapsed.length);
      const fresh = missing > 0 ? await this.pickVideos(m, userId, trials, missing) : [];
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

  /** Releases every reservation past its expiry (the sweep runs on each session start). */
  async releaseExpired(m: EntityManager, now: Date): Promise<number> {
    const expired = await m.getRepository(Trial).find({
      select: { id: true, video_id: true },
      where: { reserving: 1, expires_at: LessThan(now) },
      ...this.forUpdate(),
    });
    if (expired.length === 0) return 0;
    await m.getRepository(Trial).update({ id: In(expired.map((t) => t.id)), reserving: 1 }, { reserving: 0 });
    await this.counters.releaseReservations(m, expired.map((t) => t.video_id));
    return expired.length;
  }

  /**
   * Row locks for reads whose result decides a write. A rating may commit between a plain (snapshot) read and our
   * UPDATE on MySQL; locking reads see the latest rows and hold them. SQLite is already serialised by the mutex.
   */
  private forUpdate(): { lock?: { mode: 'pessimistic_write' } } {
    return this.tx.dialect === 'mysql' ? { lock: { mode: 'pessimistic_write' } } : {};
  }

  /** See VideoCountersService.releaseForUsers — call before deleting users, in the same transaction. */
  releaseCountersForUsers(m: EntityManager, userIds: readonly number[]): Promise<void> {
    return this.counters.releaseForUsers(m, userIds);
  }

  private async findOrCreateSession(m: EntityManager, userId: number, now: Date): Promise<StudySession> {
    const repo = m.getRepository(StudySession);
    const existing = await repo.findOne({ where: { user_id: userId } });
    if (existing) return existing;
    const result = await repo.insert({ user_id: userId, created_at: now });
    return { id: Number(result.identifiers[0].id), user_id: userId, created_at: now };
  }

  /** Least-loaded videos this participant has never had, reading only the (load_count, id) index. */
  private async pickVideos(m: EntityManager, userId: number, trials: readonly Trial[], count: number): Promise<number[]> {
    const rated = await m.getRepository(Rating).find({ select: { video_id: true }, where: { user_id: userId } });
    const seen = [...new Set([...trials.map((t) => t.video_id), ...rated.map((r) => r.video_id)])];
    const videos = m.getRepository(Video);
    const excluded = seen.length > 0 ? { id: Not(In(seen)) } : {};
    const lowest = await videos.find({
      select: { id: true, load_count: true },
      where: excluded,
      order: { load_count: 'ASC', id: 'ASC' },
      take: count,
    });
    if (lowest.length === 0) return [];
    const cutoff = lowest[lowest.length - 1].load_count;
    const candidates = await videos
      .createQueryBuilder('v')
      .select(['v.id', 'v.load_count'])
      .where('v.load_count <= :cutoff', { cutoff })
      .andWhere(seen.length > 0 ? 'v.id NOT IN (:...seen)' : '1=1', { seen })
      .getMany();
    return pickLeastLoaded(candidates.map((v) => ({ id: v.id, load: v.load_count })), count, this.random);
  }

  private async assignedVideos(m: EntityManager, userId: number): Promise<AssignedVideo[]> {
    const rows = await m
      .getRepository(Trial)
      .createQueryBuilder('t')
      .innerJoin(Video, 'v', 'v.id = t.video_id')
      .select([
        't.id AS trial_id',
        't.video_id AS video_id',
        't.rated_at AS rated_at',
        'v.content AS content',
        'v.view AS view',
        'v.compression_type AS compression_type',
        'v.qp AS qp',
        'v.label AS label',
        'v.url AS url',
      ])
      .where('t.user_id = :userId', { userId })
      .orderBy('t.id', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({
      trial_id: Number(r.trial_id),
      video_id: Number(r.video_id),
      content: String(r.content),
      view: String(r.view),
      compression_type: String(r.compression_type),
      qp: String(r.qp),
      label: String(r.label),
      url: r.url === null || r.url === undefined ? '' : String(r.url),
      submitted: r.rated_at !== null && r.rated_at !== undefined,
    }));
  }
}
