import { Injectable } from '@nestjs/common';
import { type ParticipantExport, type RatingDimension, RATING_DIMENSIONS } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { roundedMean, toIsoString } from '../../database/sql-values.js';
import type { Rating } from './rating.entity.js';
import {
  type DimensionScore,
  type RatingSums,
  RatingsRepository,
  type TrialScore,
} from './ratings.repository.js';

/** Count and mean of each dimension (rounded half up to 2 decimals, null without ratings) of one video's ratings. */
export interface VideoRatingSummary {
  ratings_count: number;
  avg_clarity: number | null;
  avg_interaction: number | null;
  avg_depth: number | null;
  avg_overall: number | null;
}

export const NO_RATINGS: VideoRatingSummary = {
  ratings_count: 0,
  avg_clarity: null,
  avg_interaction: null,
  avg_depth: null,
  avg_overall: null,
};

function summary(s: RatingSums): VideoRatingSummary {
  return {
    ratings_count: s.count,
    avg_clarity: roundedMean(s.clarity, s.count),
    avg_interaction: roundedMean(s.interaction, s.count),
    avg_depth: roundedMean(s.depth, s.count),
    avg_overall: roundedMean(s.overall, s.count),
  };
}

/**
 * The read side of `ratings` for other modules (the admin dashboard and the analysis): aggregates straight from
 * the ratings table, the source of truth, so no figure can drift from what participants submitted.
 */
@Injectable()
export class RatingsReadService {
  constructor(private readonly repository: RatingsRepository) {}

  /** How many ratings are stored. */
  count(): Promise<number> {
    return this.repository.count();
  }

  /** Per video id (of these videos only, when given); videos without ratings are absent (use NO_RATINGS). */
  async summariesByVideo(
    videoIds?: readonly number[],
    m?: EntityManager,
  ): Promise<Map<number, VideoRatingSummary>> {
    const sums = await this.repository.sumsByVideo(videoIds, m);
    return new Map([...sums].map(([videoId, s]) => [videoId, summary(s)]));
  }

  /** Mean of each dimension over every rating, in RATING_DIMENSIONS order; null when there is no rating. */
  async overallMeans(): Promise<number[] | null> {
    const sums = await this.repository.sums();
    if (sums.count === 0) return null;
    return RATING_DIMENSIONS.map((d) => roundedMean(sums[d], sums.count) ?? 0);
  }

  /** Every rating of one participant with its comment, oldest first: their part of a subject-access export. */
  async forParticipant(userId: number): Promise<ParticipantExport['ratings']> {
    const rows = await this.repository.forUser(userId);
    return rows.map((r) => ({
      id: r.id,
      trial_id: r.trial_id,
      video_id: r.video_id,
      clarity: r.clarity,
      interaction: r.interaction,
      depth: r.depth,
      overall: r.overall,
      comments: r.comments,
      rated_at: toIsoString(r.rated_at),
      viewport_width: r.viewport_width,
      viewport_height: r.viewport_height,
      device_pixel_ratio: r.device_pixel_ratio,
      played_to_end: r.played_to_end === null ? null : Boolean(r.played_to_end),
      stall_count: r.stall_count,
      stall_seconds: r.stall_seconds,
      hidden_seconds: r.hidden_seconds,
      end_to_submit_ms: r.end_to_submit_ms,
      stall_flagged: Boolean(r.stall_flagged),
    }));
  }

  /** Scored, not stall-flagged ratings of one dimension; pass a manager to read inside the caller's snapshot. */
  scores(dimension: RatingDimension, m?: EntityManager): Promise<DimensionScore[]> {
    return this.repository.scores(dimension, m);
  }

  /** `scores` of these trials only (scored, not stall-flagged), with their trial ids. */
  trialScores(
    dimension: RatingDimension,
    trialIds: readonly number[],
    m?: EntityManager,
  ): Promise<TrialScore[]> {
    return this.repository.trialScores(dimension, trialIds, m);
  }

  /**
   * Changes whenever a rating is added or deleted (participant deletion), so a result computed from the ratings can
   * be cached under it: see RatingsRepository.fingerprint.
   */
  fingerprint(m?: EntityManager): Promise<string> {
    return this.repository.fingerprint(m);
  }

  /** Every rating in pages of `size` by ascending id, so memory stays flat however large the study is. */
  async *pages(size: number): AsyncGenerator<Rating[]> {
    let after = 0;
    for (;;) {
      const page = await this.repository.pageAfter(after, size);
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1].id;
      if (page.length < size) return;
    }
  }
}
