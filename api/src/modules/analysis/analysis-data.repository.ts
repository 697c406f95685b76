import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import type { ExplorationSplitFigure, RatingDimension } from '@vvq/contracts';
import type { EnvironmentCheckResult } from '@vvq/contracts';
import { EnvironmentCheckService } from '../environment-check/index.js';
import { ParticipantRecordsService } from '../participants/index.js';
import { flaggedSince, QualityGateService } from '../quality/index.js';
import { type QuestionnaireRecord, QuestionnairesService } from '../questionnaires/index.js';
import { RatingsReadService } from '../ratings/index.js';
import { TrialsService } from '../sessions/index.js';
import { type CatalogueVideo, VideosService } from '../videos/index.js';
import { type TrialExploration, ViewingPathsService } from '../viewing-paths/index.js';
import type { VideoAttributes } from '@vvq/subjective';
import type { ExplorationTrial } from './exploration-split.js';
import type { ScoreColumns } from './worker/analysis-task.js';
import { toScoreColumns } from './worker/score-columns.js';

/** The scores of one dimension as columns, and the videos they name: a worker task's input. */
export interface ScoreData {
  columns: ScoreColumns;
  videos: VideoAttributes[];
}

/**
 * One rating of one dimension with its video, as the single ratings ⨝ videos query returns it: the catalogue
 * description without its id (`video_id` carries it).
 */
export interface ScoreRow extends Omit<CatalogueVideo, 'id'> {
  user_id: number;
  video_id: number;
  score: number;
}

/** Raw columns of one rating for the raw export (ratings ⨝ videos ⟕ trials ⟕ questionnaires). */
export type RawRatingRow = Record<string, unknown> & { rating_id: number; user_id: number };

const RAW_PAGE_SIZE = 1000;

/** A stimulus's stored attributes (a JSON object of strings, written by the import) as an object; null when none. */
function parseAttributes(stored: string | null): Record<string, string> | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string>)
      : null;
  } catch {
    return null;
  }
}

/** The questionnaire's answer columns of the raw export (none when the participant has no questionnaire). */
function questionnaireColumns(q: QuestionnaireRecord | undefined): Record<string, unknown> {
  if (!q) return {};
  const { id: _id, user_id: _userId, submitted_at, ...answers } = q;
  return { ...answers, questionnaire_submitted_at: submitted_at };
}

/** The environment check's columns of the raw export (none when the participant never ran one). */
function environmentColumns(c: EnvironmentCheckResult | undefined): Record<string, unknown> {
  if (!c) return {};
  return {
    env_check_passed: c.passed,
    env_check_reasons: c.reasons.join(' | '),
    env_check_attempts: c.attempts,
    env_checked_at: c.checked_at,
    env_viewport_width: c.viewport_width,
    env_viewport_height: c.viewport_height,
    env_screen_width: c.screen_width,
    env_screen_height: c.screen_height,
    env_device_pixel_ratio: c.device_pixel_ratio,
    env_browser: c.browser,
    env_mime_types: c.mime_types,
    env_codec_supported: c.codec_supported,
    env_test_clip_played: c.test_clip_played,
    env_fullscreen_entered: c.fullscreen_entered,
  };
}

/** A volumetric trial's exploration figures as raw export columns (none for a trial without a viewing path). */
function explorationColumns(x: TrialExploration | undefined): Record<string, unknown> {
  if (!x) return {};
  const f = x.figures;
  return {
    explore_touched: f.touched,
    explore_control_events: f.control_events,
    explore_interacting_share: f.interacting_share,
    explore_angular_path_deg: f.angular_path_deg,
    explore_azimuth_coverage_deg: f.azimuth_coverage_deg,
    explore_azimuth_range_deg: f.azimuth_range_deg,
    explore_elevation_range_deg: f.elevation_range_deg,
    explore_mean_distance: f.mean_distance,
    explore_distance_range: f.distance_range,
    explore_duration_ms: f.duration_ms,
    explore_samples: f.samples,
    explore_dropped_frames: x.dropped_frames,
  };
}

/**
 * The analysis's reads, through the owners' services: per request one query per owner (no N+1), keyset pages of
 * ratings for the exports, each page joined in memory to its videos, trials, questionnaires and panel accounts.
 */
@Injectable()
export class AnalysisDataRepository {
  constructor(
    private readonly ratings: RatingsReadService,
    private readonly videos: VideosService,
    private readonly trials: TrialsService,
    private readonly questionnaires: QuestionnairesService,
    private readonly environmentChecks: EnvironmentCheckService,
    private readonly participants: ParticipantRecordsService,
    private readonly gate: QualityGateService,
    private readonly viewingPaths: ViewingPathsService,
    private readonly tx: TransactionRunner,
  ) {}

  /** Whether the raw export carries the exploration columns: some trial has a viewing path. */
  hasViewingPaths(): Promise<boolean> {
    return this.viewingPaths.any();
  }

  /**
   * The version of everything the analysis reads (see `scores`), to cache results under: the ratings' and the
   * flags' fingerprints. The videos' attributes are not in it: the API never changes a catalogue row (rows are
   * only added, and a new video enters the analysis only with a rating, which moves the ratings' fingerprint).
   * Outside a snapshot on SQLite this may see a write transaction still open; that is why results are cached
   * under the version read with their data (`versionedScores`), never under this one.
   */
  async version(m?: EntityManager): Promise<string> {
    const [ratings, flags] = await Promise.all([this.ratings.fingerprint(m), this.gate.fingerprint(m)]);
    return `r${ratings}/f${flags}`;
  }

  /** `scores` and the version they are of, read in one snapshot. */
  versionedScores(dimension: RatingDimension, includeFlagged: boolean, language: string | null = null) {
    return this.versioned((m) => this.scores(dimension, includeFlagged, m, language));
  }

  /** `scoreColumns` and the version they are of, read in one snapshot. */
  versionedScoreColumns(
    dimension: RatingDimension,
    includeFlagged: boolean,
    withAttributes = false,
    language: string | null = null,
  ) {
    return this.versioned((m) => this.scoreColumns(dimension, includeFlagged, m, withAttributes, language));
  }

  /** A read and the data version it is of, in one snapshot (TransactionRunner.snapshot). */
  private versioned<T>(read: (m: EntityManager) => Promise<T>): Promise<{ version: string; data: T }> {
    return this.tx.snapshot(async (m) => ({ version: await this.version(m), data: await read(m) }));
  }

  /**
   * Scored ratings of one dimension (training, gold and trap ratings are never read), without the participants an
   * unreversed gating flag stopped unless `includeFlagged`, and only the participants who read the study in
   * `language` when one is given. With a manager, every read happens in its transaction.
   */
  async scores(
    dimension: RatingDimension,
    includeFlagged = false,
    m?: EntityManager,
    language: string | null = null,
  ): Promise<ScoreRow[]> {
    const { scores, videos } = await this.scoresAndVideos(dimension, includeFlagged, m, language);
    // A plain loop and object literal: tens of thousands of rows, where flatMap with spreads cost hundreds of ms.
    const rows: ScoreRow[] = [];
    for (const s of scores) {
      const v = videos.get(s.video_id);
      if (!v) continue;
      rows.push({
        user_id: s.user_id,
        video_id: s.video_id,
        score: s.score,
        content: v.content,
        view: v.view,
        compression_type: v.compression_type,
        qp: v.qp,
        label: v.label,
        url: v.url,
      });
    }
    return rows;
  }

  /** The worker task's input straight from the reads: the scores as columns and the distinct videos they name. */
  async scoreColumns(
    dimension: RatingDimension,
    includeFlagged: boolean,
    m?: EntityManager,
    withAttributes = false,
    language: string | null = null,
  ): Promise<ScoreData> {
    const { scores, videos } = await this.scoresAndVideos(dimension, includeFlagged, m, language);
    if (!withAttributes) return toScoreColumns(scores, (id) => videos.get(id));
    // The lab's attributes only for a grouping by one (group_by): the catalogue's description stays lean.
    const facts = await this.videos.facts([...videos.keys()], m);
    return toScoreColumns(scores, (id) => {
      const v = videos.get(id);
      return v && { ...v, attributes: parseAttributes(facts.get(id)?.attributes ?? null) };
    });
  }

  private async scoresAndVideos(
    dimension: RatingDimension,
    includeFlagged: boolean,
    m?: EntityManager,
    language: string | null = null,
  ) {
    const all = await this.ratings.scores(dimension, m);
    const flagged = includeFlagged ? new Set<number>() : await this.gate.flaggedUserIds(m);
    // A study in two languages is analysed per language: only the participants who read it in this one.
    const reading = language === null ? null : await this.participants.idsReading(language, m);
    const scores =
      flagged.size === 0 && reading === null
        ? all
        : all.filter((s) => !flagged.has(s.user_id) && (reading === null || reading.has(s.user_id)));
    const videos = await this.videos.describe(
      scores.map((s) => s.video_id),
      m,
    );
    return { scores, videos };
  }

  /**
   * Scored ratings of one dimension given in trials with a viewing path, each with the trial's exploration figure
   * (trials whose log predates the figure are left out), without gated participants unless `includeFlagged`; and
   * the videos they name. One snapshot, so the logs and the ratings agree.
   */
  async explorationScores(
    dimension: RatingDimension,
    figure: ExplorationSplitFigure,
    includeFlagged: boolean,
  ) {
    // Figures not derived yet (ratings store logs without them) are derived and kept first: the snapshot writes nothing.
    await this.viewingPaths.deriveMissingFigures();
    return this.tx.snapshot(async (m) => {
      const paths = await this.viewingPaths.allExploration(m);
      const [scores, flagged] = await Promise.all([
        this.ratings.trialScores(
          dimension,
          paths.map((p) => p.trial_id),
          m,
        ),
        includeFlagged ? new Set<number>() : this.gate.flaggedUserIds(m),
      ]);
      const byTrial = new Map(paths.map((p) => [p.trial_id, p.figures[figure]]));
      const trials: ExplorationTrial[] = [];
      for (const s of scores) {
        const value = byTrial.get(s.trial_id);
        if (flagged.has(s.user_id) || value === null || value === undefined) continue;
        trials.push({ video_id: s.video_id, score: s.score, figure: value });
      }
      const videos = await this.videos.describe(
        trials.map((t) => t.video_id),
        m,
      );
      return { trials, videos };
    });
  }

  /** Pages of RAW_PAGE_SIZE ratings by ascending id, so memory stays flat however large the study is. */
  async *rawPages(pageSize = RAW_PAGE_SIZE): AsyncGenerator<RawRatingRow[]> {
    for await (const ratings of this.ratings.pages(pageSize)) {
      const [videos, trials, questionnaires, checks, panels, flags, facts, exploration] = await Promise.all([
        this.videos.describe(ratings.map((r) => r.video_id)),
        this.trials.byIds(ratings.map((r) => r.trial_id)),
        this.questionnaires.byUserIds(ratings.map((r) => r.user_id)),
        this.environmentChecks.byUserIds(ratings.map((r) => r.user_id)),
        this.participants.panelFacts(ratings.map((r) => r.user_id)),
        this.gate.statesByUser(ratings.map((r) => r.user_id)),
        this.videos.facts(ratings.map((r) => r.video_id)),
        this.viewingPaths.explorationOf(ratings.map((r) => r.trial_id)),
      ]);
      const page = ratings.flatMap((r): RawRatingRow[] => {
        const v = videos.get(r.video_id);
        if (!v) return [];
        const t = trials.get(r.trial_id);
        const flag = flags.get(r.user_id);
        const { id: _videoId, ...video } = v;
        return [
          {
            ...r,
            ...video,
            ...questionnaireColumns(questionnaires.get(r.user_id)),
            ...environmentColumns(checks.get(r.user_id)),
            ...explorationColumns(exploration.get(r.trial_id)),
            // The panel id in clear stays in the row only until the export pseudonymises it.
            panel: panels.get(r.user_id)?.panel ?? null,
            panel_participant_id: panels.get(r.user_id)?.panel_participant_id ?? null,
            screen_out_reason: panels.get(r.user_id)?.screen_out_reason ?? null,
            rating_id: r.id,
            video_sha256: facts.get(r.video_id)?.sha256 ?? null,
            video_retired: facts.get(r.video_id)?.retired ?? false,
            video_attributes: facts.get(r.video_id)?.attributes ?? null,
            video_is_reference: facts.get(r.video_id)?.isReference ?? false,
            session_id: t?.session_id ?? null,
            assigned_at: t?.assigned_at ?? null,
            participant_flagged: flag?.flagged ?? false,
            flag_rules: flag?.rules.join(';') ?? '',
            completed_at: panels.get(r.user_id)?.completed_at ?? null,
            language: panels.get(r.user_id)?.language ?? null,
            flagged_after_completion: flaggedSince(
              flag?.flagged_at ?? [],
              panels.get(r.user_id)?.completed_at,
            ),
          },
        ];
      });
      if (page.length > 0) yield page;
    }
  }
}
