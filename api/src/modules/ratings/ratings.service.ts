import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ENVIRONMENT_CHECK_REQUIRED,
  FULL_PLAYBACK_REQUIRED,
  PARTICIPANT_CLOSED_MESSAGE,
  PARTICIPANT_CLOSED_STATUS,
  RATING_DIMENSIONS,
  TRIAL_NOT_FOUND,
  type RatingDimension,
  type RatingResponse,
  type StudySettings,
} from '@vvq/contracts';
import { blankToNull } from '../../common/utils/normalize.js';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EnvironmentCheckService } from '../environment-check/index.js';
import { anyRuleOn, InconsistencyEstimator, QualityGateService } from '../quality/index.js';
import { TrialsService } from '../sessions/index.js';
import { StudySettingsService } from '../study/index.js';
import { allocationRuleOf, VideoAllocationService, VideoCountersService } from '../videos/index.js';
import { ViewingPathsService } from '../viewing-paths/index.js';
import type { RatingDto } from './dto/rating.dto.js';
import { RatingsRepository } from './ratings.repository.js';

const RATING_SAVED = 'Rating submitted successfully!';
const ALREADY_RATED = 'This video has already been rated.';

/**
 * A participant stopped by live gating who still sends a rating (their unrated trials were withdrawn): 409 whose
 * text (`error`, what a page shows) is the neutral one, never the rule.
 */
function closedError(): ConflictException {
  return new ConflictException(PARTICIPANT_CLOSED_MESSAGE);
}

/** The four moved columns of a rating: null each when the client did not report the list. */
function movedColumns(
  moved: readonly RatingDimension[] | null | undefined,
): Record<`${RatingDimension}_moved`, boolean | null> {
  return Object.fromEntries(
    RATING_DIMENSIONS.map((d) => [`${d}_moved`, moved == null ? null : moved.includes(d)]),
  ) as Record<`${RatingDimension}_moved`, boolean | null>;
}

@Injectable()
export class RatingsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly trials: TrialsService,
    private readonly counters: VideoCountersService,
    private readonly repository: RatingsRepository,
    private readonly settings: StudySettingsService,
    private readonly environmentChecks: EnvironmentCheckService,
    private readonly gate: QualityGateService,
    private readonly viewingPaths: ViewingPathsService,
    private readonly allocation: VideoAllocationService,
    /** Provided by the analysis module (the MLE); absent in an app without it, where the rule cannot fire. */
    @Optional() private readonly estimator?: InconsistencyEstimator,
  ) {}

  /**
   * The study settings' rules on a submission (docs/developer/decisions/study-settings.md), checked before
   * anything is written.
   */
  private async admit(userId: number, dto: RatingDto, settings: StudySettings): Promise<void> {
    if (!(await this.environmentChecks.allowsRating(userId))) {
      throw new ForbiddenException(ENVIRONMENT_CHECK_REQUIRED);
    }
    if (settings.require_full_playback && dto.played_to_end !== true) {
      throw new BadRequestException(FULL_PLAYBACK_REQUIRED);
    }
  }

  /**
   * Marks the trial rated, stores the rating and moves the video counters in ONE transaction; the response is sent
   * only after it commits. The conditional UPDATE (rated_at IS NULL) plus the unique trial_id index make a racing
   * second submission a 409 with exactly one rating stored. A rating whose stalls exceed max_stall_seconds is
   * stored flagged and does not count on its video's ratings_count, so the video goes back to the pool. Training,
   * gold and trap trials move no counter at all.
   *
   * With a gating rule on (docs/developer/decisions/quality.md), the rules run in the same transaction, which
   * then first locks the participant's session row (TrialsService.lockParticipant): their ratings are judged
   * one after the other on everything they rated, and a rule that fires withdraws their unrated trials and
   * releases the reservations at once, with no session start of theirs adding trials meanwhile. Other
   * participants never wait for it.
   */
  async rate(userId: number, dto: RatingDto): Promise<RatingResponse> {
    const settings = await this.settings.current();
    await this.admit(userId, dto, settings);
    const flagged =
      settings.max_stall_seconds !== null && (dto.stall_seconds ?? 0) > settings.max_stall_seconds;
    const gating = anyRuleOn(settings);
    // A pose log is decoded and checked here, before the write transaction (SQLite runs one at a time): a bad one
    // is a 400 with nothing written, and the CPU work never holds other ratings back.
    const checkedLog = this.viewingPaths.check(dto, dto.trialId);
    const run = <T>(work: (m: EntityManager) => Promise<T>) =>
      this.tx.write(async (m) => {
        if (gating) await this.trials.lockParticipant(m, userId);
        return work(m);
      });
    try {
      const outcome = await run(async (m) => {
        // With a log, the stimulus's URL comes with the trial (is it volumetric?), in the same statement.
        const trial = checkedLog
          ? await this.trials.findOwnWithStimulusUrl(m, dto.trialId, userId)
          : await this.trials.findOwn(m, dto.trialId, userId);
        if (!trial) {
          if (await this.gate.isClosed(userId, m)) throw closedError();
          throw new NotFoundException(TRIAL_NOT_FOUND);
        }
        // Its stimulus is checked before anything is written: a log on a 2D video is a 400 with no rating stored.
        const poseLog = this.viewingPaths.prepare(checkedLog, trial);
        const now = new Date();
        const claimed = await this.trials.markRated(m, trial, now);
        if (!claimed) {
          if (await this.gate.isClosed(userId, m)) throw closedError();
          throw new ConflictException(ALREADY_RATED);
        }
        const ratingId = await this.repository.insert(m, {
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
          stall_count: dto.stall_count ?? null,
          stall_seconds: dto.stall_seconds ?? null,
          hidden_seconds: dto.hidden_seconds ?? null,
          end_to_submit_ms: dto.end_to_submit_ms ?? null,
          stall_flagged: flagged,
          kind: trial.kind,
          ...movedColumns(dto.moved),
        });
        if (poseLog) await this.viewingPaths.store(m, poseLog, userId, now);
        if (trial.kind === 'scored') {
          const { clarity, interaction, depth, overall } = dto;
          await this.counters.recordRating(m, trial.video_id, claimed === 'reserving', !flagged, {
            clarity,
            interaction,
            depth,
            overall,
          });
          // Adaptive allocation: this video's ratings needed and stop, from its sums, in the same transaction.
          if (settings.allocation === 'adaptive' && !flagged)
            await this.allocation.refresh(m, trial.video_id, allocationRuleOf(settings), now);
        }
        if (!gating || trial.kind === 'training') return { ratingId, closed: false };
        const inconsistency =
          settings.gate_inconsistency !== null && trial.kind === 'scored' && this.estimator
            ? this.estimator.estimate(await this.repository.overallScoresAround(m, userId), String(userId))
            : null;
        const verdict = await this.gate.evaluate(
          m,
          userId,
          await this.repository.gateRatings(m, userId),
          ratingId,
          settings,
          now,
          inconsistency,
        );
        if (verdict) await this.trials.withdrawUnrated(m, userId);
        return { ratingId, closed: verdict !== null };
      });
      return outcome.closed
        ? {
            message: RATING_SAVED,
            rating_id: outcome.ratingId,
            status: PARTICIPANT_CLOSED_STATUS,
            notice: PARTICIPANT_CLOSED_MESSAGE,
          }
        : { message: RATING_SAVED, rating_id: outcome.ratingId };
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
