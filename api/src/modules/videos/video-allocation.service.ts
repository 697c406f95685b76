import { Injectable } from '@nestjs/common';
import { RATING_DIMENSIONS, type RatingDimension, type StudySettings } from '@vvq/contracts';
import { ratingsNeeded, stoppingRule, type RunningSums, type StoppingRule } from '@vvq/subjective';
import type { EntityManager } from 'typeorm';
import {
  VideoAllocationRepository,
  type DimensionScores,
  type VideoSumsRow,
} from './video-allocation.repository.js';
import { adaptiveOrder, type ClaimOrder } from './videos.repository.js';

/** The adaptive rule as the study settings give it, with a key that changes whenever any of its inputs does. */
export interface AllocationRule {
  rule: StoppingRule;
  dimensions: RatingDimension[];
  key: string;
}

export function allocationRuleOf(s: StudySettings): AllocationRule {
  const dimensions = RATING_DIMENSIONS.filter((d) => s.allocation_dimensions.split(',').includes(d));
  // The settings refuse a minimum above the maximum; should one come from the environment, the minimum wins.
  const max = Math.max(s.allocation_min_ratings, s.allocation_max_ratings);
  const rule = stoppingRule(s.allocation_target_half_width, s.allocation_min_ratings, max);
  return {
    rule,
    dimensions,
    key: JSON.stringify([rule.targetHalfWidth, rule.minRatings, rule.maxRatings, dimensions]),
  };
}

/** The sums of the required dimensions of one video, each with n = its counted ratings. */
export function requiredSums(row: VideoSumsRow, dimensions: readonly RatingDimension[]): RunningSums[] {
  return dimensions.map((d) => ({ n: row.ratings_count, sum: row.sums[d].sum, sumSq: row.sums[d].sumSq }));
}

/**
 * Adaptive allocation's bookkeeping on the catalogue (docs/experimenter/analysis.md#adaptive-allocation-allocation-precision-ts-simulation-simulate-allocation-ts):
 * the running sums move with every counted rating (in both allocations, so a switch to adaptive finds them
 * ready); under adaptive, the rating's transaction then recomputes that one video's ratings needed, claim order and
 * stop. Every method runs in the caller's transaction.
 */
@Injectable()
export class VideoAllocationService {
  constructor(private readonly repository: VideoAllocationRepository) {}

  claimOrder(r: AllocationRule): ClaimOrder {
    return adaptiveOrder(r.rule.minRatings, r.rule.maxRatings);
  }

  addScores(m: EntityManager, videoId: number, scores: DimensionScores): Promise<void> {
    return this.repository.addScores(m, videoId, scores, 1);
  }

  removeScores(m: EntityManager, videoId: number, scores: DimensionScores): Promise<void> {
    return this.repository.addScores(m, videoId, scores, -1);
  }

  /** After a counted rating of this video (its row already locked by the counters' UPDATE). */
  async refresh(m: EntityManager, videoId: number, r: AllocationRule, now: Date): Promise<void> {
    const row = await this.repository.sumsOf(m, videoId);
    if (row)
      await this.repository.setNeeded(
        m,
        [row.id],
        ratingsNeeded(requiredSums(row, r.dimensions), r.rule),
        now,
      );
  }

  /** Every video under this rule (the first adaptive start of a process, and after any change of the rule). */
  async recomputeAll(m: EntityManager, r: AllocationRule, now: Date): Promise<void> {
    const byNeeded = new Map<number, number[]>();
    for (const row of await this.repository.allSums(m)) {
      const needed = ratingsNeeded(requiredSums(row, r.dimensions), r.rule);
      byNeeded.set(needed, [...(byNeeded.get(needed) ?? []), row.id]);
    }
    for (const [needed, ids] of byNeeded) {
      for (let i = 0; i < ids.length; i += 500)
        await this.repository.setNeeded(m, ids.slice(i, i + 500), needed, now);
    }
  }

  /** Whether every video outside `excluded` (the marked ones) that is not retired has stopped. */
  async allStopped(m: EntityManager | undefined, excluded: readonly number[]): Promise<boolean> {
    return (await this.repository.notStopped(m, excluded)) === 0;
  }

  allSums(m: EntityManager | undefined): Promise<VideoSumsRow[]> {
    return this.repository.allSums(m);
  }
}
