import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  csvLine,
  type ExplorationFigures,
  isVolumetricUrl,
  type StimulusViewingSummary,
  type StoredViewingPath,
  type TrialViewingPath,
} from '@vvq/contracts';
import {
  checkPoseLogText,
  decodePoseLog,
  DEFAULT_POSE_LOG_LIMITS,
  POSE_CSV_COLUMNS,
  POSE_CSV_DICTIONARY,
  poseLogCsvRows,
  type PoseLogCounts,
  viewDirectionHistogram,
} from '@vvq/volumetric/pose-log';
import { VideosService } from '../videos/index.js';
import { poseLogBase64, poseLogBytes, type PoseLogEntity } from './pose-log.entity.js';
import { type PoseLogFigures, PoseLogsRepository } from './pose-logs.repository.js';
import { deriveFiguresJson, readFigures } from './stored-figures.js';

export const VIEWING_PATH_NOT_FOUND = 'No viewing path was recorded for this trial';
const NOT_VOLUMETRIC = 'pose_log is only accepted for a volumetric stimulus';
const AZ_BINS = 12;
const EL_BINS = 6;

const OTHER_TRIAL = 'pose_log belongs to another trial';

/** A log decoded and validated against the trial it names (before the rating's transaction). */
export interface CheckedPoseLog {
  trialId: number;
  /** The stimulus id written in the log (0 from the participant's player, which is not told it). */
  loggedVideoId: number;
  /** The log's bytes, decoded by the check (what is stored). */
  bytes: Uint8Array;
  counts: PoseLogCounts;
  droppedFrames: number | null;
}

/** A checked log, ready to store with the rating. */
export interface PreparedPoseLog {
  trialId: number;
  videoId: number;
  bytes: Uint8Array;
  counts: PoseLogCounts;
  droppedFrames: number | null;
}

/** Stored logs whose figures are derived per batch when the analysis asks for all of them. */
const DERIVE_PAGE = 200;

/** One trial's exploration figures for the analysis and the raw export. */
export interface TrialExploration {
  trial_id: number;
  video_id: number;
  dropped_frames: number | null;
  figures: ExplorationFigures;
}

const toExploration = (r: PoseLogFigures & { figures: string }): TrialExploration => ({
  trial_id: r.trial_id,
  video_id: r.video_id,
  dropped_frames: r.dropped_frames,
  figures: readFigures(r.figures),
});

/**
 * Owns the viewing paths of volumetric stimuli (docs/developer/decisions/volumetric.md). The ratings module calls
 * `prepare` before it writes anything and `store` in the rating's transaction, so a bad log leaves no rating and no
 * log behind, and a good one is stored with its rating or not at all.
 */
@Injectable()
export class ViewingPathsService {
  constructor(
    private readonly repository: PoseLogsRepository,
    private readonly videos: VideosService,
  ) {}

  /**
   * Checks a rating's pose log for the trial it names, in one pass over its bytes without building sample objects
   * (`checkPoseLogText`: every rule of the decoder, to the reason); null when none was sent. Throws 400 with the
   * reason. The exploration figures are not computed here but when first read (stored-figures.ts): they were about
   * half of this check's CPU on every rating. Pure CPU work, so the ratings module calls it before its write
   * transaction: inside it (which SQLite serialises) a few milliseconds per log held every other rating back.
   */
  check(input: { pose_log?: string; dropped_frames?: number }, trialId: number): CheckedPoseLog | null {
    if (input.pose_log === undefined) return null;
    const { check, bytes } = checkPoseLogText(input.pose_log, { trialId, limits: DEFAULT_POSE_LOG_LIMITS });
    if (!check.ok) throw new BadRequestException(check.reason);
    return {
      trialId,
      loggedVideoId: check.videoId,
      bytes: bytes as Uint8Array, // a log the check accepts was decoded
      counts: check.counts,
      droppedFrames: input.dropped_frames ?? null,
    };
  }

  /**
   * In the rating's transaction: a checked log is for this trial's stimulus, and that stimulus is volumetric. The
   * caller read the stimulus's URL with the trial (TrialsService.findOwnWithStimulusUrl), so this asks nothing more
   * of the database; a trial read without it is refused as not volumetric, never stored without its log.
   */
  prepare(
    checked: CheckedPoseLog | null,
    trial: { id: number; video_id: number; stimulus_url?: string | null },
  ): PreparedPoseLog | null {
    if (!checked) return null;
    if (!isVolumetricUrl(trial.stimulus_url)) throw new BadRequestException(NOT_VOLUMETRIC);
    const otherVideo = checked.loggedVideoId !== 0 && checked.loggedVideoId !== trial.video_id;
    if (checked.trialId !== trial.id || otherVideo) throw new BadRequestException(OTHER_TRIAL);
    return {
      trialId: trial.id,
      videoId: trial.video_id,
      bytes: checked.bytes,
      counts: checked.counts,
      droppedFrames: checked.droppedFrames,
    };
  }

  async store(m: EntityManager, log: PreparedPoseLog, userId: number, at: Date): Promise<void> {
    await this.repository.insert(m, {
      trial_id: log.trialId,
      user_id: userId,
      video_id: log.videoId,
      recorded_at: at,
      touched: log.counts.touched,
      samples: log.counts.samples,
      control_events: log.counts.controlEvents,
      duration_ms: Math.round(log.counts.durationMs),
      dropped_frames: log.droppedFrames,
      figures: null, // derived when first read
      pose_log: Buffer.from(log.bytes.buffer, log.bytes.byteOffset, log.bytes.byteLength),
    });
  }

  /** Whether any trial has a viewing path. */
  any(m?: EntityManager): Promise<boolean> {
    return this.repository.any(m);
  }

  /** The exploration figures of these trials (those with a viewing path), by trial id. */
  async explorationOf(
    trialIds: readonly number[],
    m?: EntityManager,
  ): Promise<Map<number, TrialExploration>> {
    const rows = await this.withFigures(await this.repository.figuresOf(trialIds, m), m);
    return new Map(rows.map((r) => [r.trial_id, toExploration(r)]));
  }

  /**
   * Every trial's exploration figures (the analysis's split). In a caller's transaction (a snapshot) nothing is
   * written: call `deriveMissingFigures` before it so the figures are derived once, not on every read.
   */
  async allExploration(m?: EntityManager): Promise<TrialExploration[]> {
    return (await this.withFigures(await this.repository.allFigures(m), m)).map(toExploration);
  }

  /** Derives and keeps the figures of every stored log that has none yet (page by page). */
  async deriveMissingFigures(): Promise<void> {
    for (;;) {
      const rows = await this.repository.withoutFigures(null, DERIVE_PAGE);
      if (!rows.length) return;
      await this.repository.setFigures(
        new Map(rows.map((r) => [r.trial_id, deriveFiguresJson(r.trial_id, r.pose_log)])),
      );
    }
  }

  /**
   * The rows with their figures: those not derived yet get them from their stored log (read here unless the caller
   * has it), kept in the row unless inside the caller's transaction (a write from there could deadlock SQLite's
   * single writer, and a snapshot need not write).
   */
  private async withFigures<T extends { trial_id: number; figures: string | null }>(
    rows: T[],
    m?: EntityManager,
    logs?: ReadonlyMap<number, Uint8Array | string>,
  ): Promise<Array<T & { figures: string }>> {
    const missing = rows.filter((r) => r.figures === null).map((r) => r.trial_id);
    if (!missing.length) return rows as Array<T & { figures: string }>;
    const stored =
      logs ??
      new Map(
        (await this.repository.withoutFigures(missing, missing.length, m)).map((r) => [
          r.trial_id,
          r.pose_log,
        ]),
      );
    const derived = new Map<number, string>();
    for (const trialId of missing) {
      const log = stored.get(trialId);
      // Absent only if another request derived it between the two reads: read it again rather than guess.
      derived.set(
        trialId,
        log === undefined ? await this.storedFigures(trialId, m) : deriveFiguresJson(trialId, log),
      );
    }
    if (!m) await this.repository.setFigures(derived);
    return rows.map((r) => ({ ...r, figures: r.figures ?? (derived.get(r.trial_id) as string) }));
  }

  /** One row's stored figures (derived meanwhile by another request). */
  private async storedFigures(trialId: number, m?: EntityManager): Promise<string> {
    const [row] = await this.repository.figuresOf([trialId], m);
    if (!row?.figures) throw new Error(`The viewing path of trial ${trialId} has no figures`);
    return row.figures;
  }

  deleteForUser(m: EntityManager, userId: number): Promise<void> {
    return this.repository.deleteForUser(m, userId);
  }

  /** The subject-access export's part. */
  async forParticipant(userId: number): Promise<StoredViewingPath[]> {
    return (await this.repository.byUser(userId)).map((r) => ({
      trial_id: r.trial_id,
      video_id: r.video_id,
      recorded_at: new Date(r.recorded_at).toISOString(),
      touched: Boolean(r.touched),
      samples: r.samples,
      control_events: r.control_events,
      duration_ms: r.duration_ms,
      dropped_frames: r.dropped_frames,
      pose_log: poseLogBase64(r.pose_log),
    }));
  }

  async trial(trialId: number): Promise<TrialViewingPath> {
    const found = await this.repository.byTrial(trialId);
    if (!found) throw new NotFoundException(VIEWING_PATH_NOT_FOUND);
    const [row] = await this.withFigures([found], undefined, new Map([[found.trial_id, found.pose_log]]));
    const video = (await this.videos.describe([row.video_id])).get(row.video_id);
    return {
      trial_id: row.trial_id,
      participant_id: row.user_id,
      video_id: row.video_id,
      video_label: video?.label ?? null,
      stimulus_url: video?.url ?? null,
      recorded_at: new Date(row.recorded_at).toISOString(),
      dropped_frames: row.dropped_frames,
      pose_log: poseLogBase64(row.pose_log),
      figures: readFigures(row.figures),
    };
  }

  async summary(videoId: number): Promise<StimulusViewingSummary> {
    const found = await this.repository.byVideo(videoId);
    const rows = await this.withFigures(
      found,
      undefined,
      new Map(found.map((r) => [r.trial_id, r.pose_log])),
    );
    const logs = rows.map((r) => decodePoseLog(poseLogBytes(r.pose_log)));
    const figures = rows.map((r) => readFigures(r.figures));
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
    return {
      video_id: videoId,
      trials: rows.length,
      untouched: figures.filter((f) => !f.touched).length,
      histogram: viewDirectionHistogram(logs, AZ_BINS, EL_BINS),
      azimuth_bins: AZ_BINS,
      elevation_bins: EL_BINS,
      mean_distance: mean(figures.flatMap((f) => (f.mean_distance === null ? [] : [f.mean_distance]))),
      mean_interacting_share: mean(figures.map((f) => f.interacting_share)),
      per_trial: rows.map((r, i) => ({ trial_id: r.trial_id, participant_id: r.user_id, ...figures[i] })),
    };
  }

  /** The study's pose CSV, one row per sample, event or visibility change, streamed page by page. */
  async *csv(pageSize = 50): AsyncGenerator<string> {
    yield csvLine(POSE_CSV_COLUMNS);
    let after = 0;
    for (;;) {
      const page: PoseLogEntity[] = await this.repository.page(after, pageSize);
      if (!page.length) return;
      for (const row of page) {
        const log = decodePoseLog(poseLogBytes(row.pose_log));
        yield poseLogCsvRows(row.user_id, row.video_id, log)
          .map((r) => csvLine(r))
          .join('');
      }
      after = page[page.length - 1].trial_id;
    }
  }

  dictionaryCsv(): string {
    return csvLine(['column', 'meaning']) + POSE_CSV_DICTIONARY.map(([c, m]) => csvLine([c, m])).join('');
  }
}
