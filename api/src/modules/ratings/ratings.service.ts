import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TRIAL_NOT_FOUND, type RatingResponse } from '@vvq/contracts';
import { blankToNull } from '../../common/utils/normalize.js';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { TrialsService } from '../sessions/index.js';
import { VideoCountersService } from '../videos/index.js';
import type { RatingDto } from './dto/rating.dto.js';
import { Rating } from './rating.entity.js';
import { RatingsRepository } from './ratings.repository.js';

const RATING_SAVED = 'Rating submitted successfully!';
const ALREADY_RATED = 'This video has already been rated.';

@Injectable()
export class RatingsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly trials: TrialsService,
    private readonly counters: VideoCountersService,
    private readonly repository: RatingsRepository,
  ) {}

  /**
   * Marks the trial rated, stores the rating and moves the video counters in ONE transaction; the response is sent
   * only after it commits. The conditional UPDATE (rated_at IS NULL) plus the unique trial_id index make a racing
   * second submission a 409 with exactly one rating stored.
   */
  async rate(userId: number, dto: RatingDto): Promise<RatingResponse> {
    try {
      const ratingId = await this.tx.write(async (m) => {
        const trial = await this.trials.findOwn(m, dto.trialId, userId);
        if (!trial) throw new NotFoundException(TRIAL_NOT_FOUND);
        const now = new Date();
        const claimed = await this.trials.markRated(m, trial, now);
        if (!claimed) throw new ConflictException(ALREADY_RATED);
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
        await this.counters.recordRating(m, trial.video_id, claimed === 'reserving');
        return Number(result.identifiers[0].id);
      });
      return { message: RATING_SAVED, rating_id: ratingId };
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(ALREADY_RATED);
      throw error;
    }
  }

  /** Deletes the participant's ratings and takes them off the video counters, in the caller's transaction. */
  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await this.counters.removeRatings(m, await this.repository.deleteForUser(m, userId));
  }
}
