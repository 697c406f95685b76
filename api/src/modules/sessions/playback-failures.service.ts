import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { PlaybackFailureRequest, PlaybackFailureResponse, PlaybackFailureSummary } from '@vvq/contracts';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { toIsoString } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { VideoCountersService, VideosService } from '../videos/index.js';
import { PlaybackFailuresRepository } from './playback-failures.repository.js';
import { TrialsRepository } from './trials.repository.js';

export const TRIAL_NOT_YOURS = 'No such video in your session.';
export const TRIAL_ALREADY_RATED =
  'This video has already been rated: there is no playback problem to report.';
export const ALREADY_REPORTED = 'This video has already been reported as not playing.';

/**
 * A participant's browser could not play a trial's video. The report is stored with the browser's error and user
 * agent, and the trial is released in the same transaction: its reservation goes back to the pool (so the counters
 * keep load = ratings + reservations), it can no longer be rated or renewed, and the session counts it as done.
 */
@Injectable()
export class PlaybackFailuresService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly trials: TrialsRepository,
    private readonly failures: PlaybackFailuresRepository,
    private readonly counters: VideoCountersService,
    private readonly videos: VideosService,
  ) {}

  async report(userId: number, body: PlaybackFailureRequest): Promise<PlaybackFailureResponse> {
    await this.tx
      .write(async (m) => {
        // The session row first, as a rating does: this participant's starts and ratings wait for the release.
        await this.trials.lockSessionOf(m, userId);
        const trial = await this.trials.lockOwn(m, body.trial_id, userId);
        if (!trial) throw new NotFoundException(TRIAL_NOT_YOURS);
        if (trial.rated_at !== null) throw new ConflictException(TRIAL_ALREADY_RATED);
        if (trial.playback_failed_at !== null) throw new ConflictException(ALREADY_REPORTED);
        const now = new Date();
        if (!(await this.trials.markPlaybackFailed(m, trial.id, now)))
          throw new ConflictException(ALREADY_REPORTED);
        if (trial.reserving === 1) await this.counters.releaseReservations(m, [trial.video_id]);
        await this.failures.insert(m, {
          trial_id: trial.id,
          user_id: userId,
          video_id: trial.video_id,
          error_code: body.error_code,
          error_message: body.error_message,
          user_agent: body.user_agent,
          reported_at: now,
        });
      })
      .catch((error: unknown) => {
        if (isDuplicateKeyError(error)) throw new ConflictException(ALREADY_REPORTED);
        throw error;
      });
    return { trial_id: body.trial_id, skipped: true };
  }

  /** Per video, how often participants' browsers could not play it: the most reported first. */
  async summary(): Promise<PlaybackFailureSummary[]> {
    const [counts, codes] = await Promise.all([this.failures.countsByVideo(), this.failures.codesByVideo()]);
    const videos = await this.videos.describe(counts.map((c) => c.video_id));
    const codesOf = new Map<number, Set<string>>();
    for (const c of codes) {
      const set = codesOf.get(c.video_id) ?? new Set<string>();
      set.add(c.error_code === null ? 'none' : String(c.error_code));
      codesOf.set(c.video_id, set);
    }
    return counts.map((c) => ({
      video_id: c.video_id,
      label: videos.get(c.video_id)?.label ?? null,
      url: videos.get(c.video_id)?.url ?? null,
      failures: c.failures,
      error_codes: [...(codesOf.get(c.video_id) ?? [])].sort(),
      last_reported_at: toIsoString(c.last_reported_at),
    }));
  }
}
