import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { Rating } from '../ratings/rating.entity.js';
import { Video } from '../videos/video.entity.js';
import { Trial } from './trial.entity.js';

type CounterDelta = { ratings: number; reserved: number };

/** Counts how often each id occurs, so one UPDATE per distinct multiplicity covers repeated ids. */
function groupByMultiplicity(ids: readonly number[]): Map<number, number[]> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const groups = new Map<number, number[]>();
  for (const [id, n] of counts) groups.set(n, [...(groups.get(n) ?? []), id]);
  return groups;
}

/**
 * The per-video counters (ratings_count, reserved_count, load_count = their sum). Every method must run inside the
 * caller's transaction (pass its EntityManager) so counters and rows commit or roll back together.
 */
@Injectable()
export class VideoCountersService {
  /** Applies `delta` once per occurrence of each id (an id listed twice gets it twice). */
  async apply(manager: EntityManager, videoIds: readonly number[], delta: CounterDelta): Promise<void> {
    for (const [times, ids] of groupByMultiplicity(videoIds)) {
      const r = delta.ratings * times;
      const s = delta.reserved * times;
      await manager
        .createQueryBuilder()
        .update(Video)
        .set({
          ratings_count: () => `ratings_count + (${r})`,
          reserved_count: () => `reserved_count + (${s})`,
          load_count: () => `load_count + (${r + s})`,
        })
        .where({ id: In(ids) })
        .execute();
    }
  }

  reserve(manager: EntityManager, videoIds: readonly number[]): Promise<void> {
    return this.apply(manager, videoIds, { ratings: 0, reserved: 1 });
  }

  releaseReservations(manager: EntityManager, videoIds: readonly number[]): Promise<void> {
    return this.apply(manager, videoIds, { ratings: 0, reserved: -1 });
  }

  /** A rating of a trial that still reserved its video turns the reservation into a rating (load unchanged). */
  recordRating(manager: EntityManager, videoId: number, trialWasReserving: boolean): Promise<void> {
    return this.apply(manager, [videoId], { ratings: 1, reserved: trialWasReserving ? -1 : 0 });
  }

  /**
   * Decrements the video counters for these ratings and still-reserving trials. Call it in the same transaction
   * that deletes them (e.g. before deleting a user, whose rows then go by ON DELETE CASCADE).
   */
  async decrementFor(manager: EntityManager, ratings: readonly Pick<Rating, 'video_id'>[], reservingTrials: readonly Pick<Trial, 'video_id'>[]): Promise<void> {
    await this.apply(manager, ratings.map((r) => r.video_id), { ratings: -1, reserved: 0 });
    await this.apply(manager, reservingTrials.map((t) => t.video_id), { ratings: 0, reserved: -1 });
  }

  /** decrementFor() over everything the given users own: call before deleting the users, in the same transaction. */
  async releaseForUsers(manager: EntityManager, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    const ratings = await manager.getRepository(Rating).find({ select: { video_id: true }, where: { user_id: In(userIds) } });
    const trials = await manager
      .getRepository(Trial)
      .find({ select: { video_id: true }, where: { user_id: In(userIds), reserving: 1 } });
    await this.decrementFor(manager, ratings, trials);
  }
}
