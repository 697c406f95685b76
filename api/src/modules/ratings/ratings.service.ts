import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { TRIAL_NOT_FOUND, type RatingResponse } from '@vvq/contracts';
import { blankToNull } from '../../common/utils/normalize.js';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { Trial } from '../sessions/trial.entity.js';
import { VideoCountersService } from '../sessions/video-counters.service.js';
import type { RatingDto } from './dto/rating.dto.js';
import { Rating } from './rating.entity.js';

export const RATING_SAVED = 'Rating submitted successfully!';
export const ALREADY_RATED = 'This video has already been rated.';

@Injectable()
export class RatingsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly counters: VideoCountersService,
  ) {}

  /**
   * Marks the trial rated, stores the rating and moves the video counters in ONE transaction; the response is sent
   * only after it commits. The conditional UPDATE (rated_at IS NULL) plus the unique trial_id index make a racing
   * second submission a 409 with exactly one rating stored.
   */
  async rate(userId: number, dto: RatingDto): Promise<RatingResponse> {
    try {
      const ratingId = await this.tx.write(async (m) => {
        const trial = await m.getRepository(Trial).findOne({ where: { id: dto.trialId, user_id: userId } });
        if (!trial) throw new NotFoundException(TRIAL_NOT_FOUND);
        const now = new Date();
        const wasReserving = await this.claimTrial(m, trial, now);
        const result = await m.getRepository(Rating).insert({
          trial_id: trial.id,
          user_id: userId,
          video_id: trial.video_id,
          clarity: dto.clarity,
          interaction: dto.interaction,
          depth: dto.depth,
          overall: dto.overall,
          comments: blankToNull(dto.comments),
          rated_at: now,
          viewport_width: dto.viewport_width ?? null,
          viewport_height: dto.viewport_height ?? null,
          device_pixel_ratio: dto.device_pixel_ratio ?? null,
          played_to_end: dto.played_to_end ?? null,
        });
        await this.counters.recordRating(m, trial.video_id, wasReserving);
        return Number(result.identifiers[0].id);
      });
      return { message: RATING_SAVED, rating_id: ratingId };
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(ALREADY_RATED);
      throw error;
    }
  }

  /** Sets rated_at on a still-unrated trial; returns whether it was holding a reservation. 409 when already rated. */
  private async claimTrial(m: EntityManager, trial: Trial, now: Date): Promise<boolean> {
    const trials = m.getRepository(Trial);
    const base = { id: trial.id, user_id: trial.user_id, rated_at: IsNull() };
    const reserving = await trials.update({ ...base, reserving: 1 }, { rated_at: now, reserving: 0 });
    if (reserving.affected === 1) return true;
    const released = await trials.update(base, { rated_at: now, reserving: 0 });
    if (released.affected === 1) return false;
    throw new ConflictException(ALREADY_RATED);
  }
}
