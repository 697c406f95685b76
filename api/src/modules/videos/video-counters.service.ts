import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { VideoAllocationRepository, type DimensionScores } from './video-allocation.repository.js';
import { VideosRepository } from './videos.repository.js';

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
  constructor(
    private readonly videos: VideosRepository,
    private readonly sums: VideoAllocationRepository,
  ) {}

  /** Applies `delta` once per occurrence of each id (an id listed twice gets it twice). */
  async apply(manager: EntityManager, videoIds: readonly number[], delta: CounterDelta): Promise<void> {
    for (const [times, ids] of groupByMultiplicity(videoIds)) {
      const r = delta.ratings * times;
      const s = delta.reserved * times;
      if (r === 0 && s === 0) continue;
      await this.videos.addToCounters(manager, ids, r, s);
    }
  }

  reserve(manager: EntityManager, videoIds: readonly number[]): Promise<void> {
    return this.apply(manager, videoIds, { ratings: 0, reserved: 1 });
  }

  releaseReservations(manager: EntityManager, videoIds: readonly number[]): Promise<void> {
    return this.apply(manager, videoIds, { ratings: 0, reserved: -1 });
  }

  /**
   * A rating of a trial that still reserved its video turns the reservation into a rating (load unchanged). A rating
   * that does not count (stall-flagged, docs/developer/decisions/playback.md#playback-integrity) only
   * releases the reservation: the video goes back to the pool.
   */
  async recordRating(
    manager: EntityManager,
    videoId: number,
    trialWasReserving: boolean,
    counts = true,
    scores?: DimensionScores,
  ): Promise<void> {
    await this.apply(manager, [videoId], { ratings: counts ? 1 : 0, reserved: trialWasReserving ? -1 : 0 });
    // A counted rating's scores join the video's running sums (adaptive allocation), in the same transaction.
    if (counts && scores) await this.sums.addScores(manager, videoId, scores, 1);
  }

  /**
   * Takes deleted counted ratings off the counters (one per listed rating) and their scores off the sums, in the
   * transaction that deletes them.
   */
  async removeRatings(
    manager: EntityManager,
    ratings: readonly ({ video_id: number } & DimensionScores)[],
  ): Promise<void> {
    await this.apply(
      manager,
      ratings.map((r) => r.video_id),
      { ratings: -1, reserved: 0 },
    );
    for (const r of ratings) await this.sums.addScores(manager, r.video_id, r, -1);
  }
}
