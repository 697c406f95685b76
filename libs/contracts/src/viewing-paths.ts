import type { DescriptiveStats } from './analysis.js';
import type { FlaggedFilter } from './quality.js';
import type { RatingDimension } from './ratings.js';

/**
 * Volumetric stimuli (the 6DoF player). A catalogue row is volumetric when its media URL names a sequence manifest;
 * the player then replaces the <video> element.
 */
export const VOLUMETRIC_MANIFEST_SUFFIX = '/sequence.json';

export function isVolumetricUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.endsWith(VOLUMETRIC_MANIFEST_SUFFIX);
}

/** The folder the player reads frames from. */
export function volumetricBaseUrl(url: string): string {
  return url.slice(0, -VOLUMETRIC_MANIFEST_SUFFIX.length);
}

/** Per-trial exploration figures (raw export, replay, summary); angles in degrees. */
export interface ExplorationFigures {
  samples: number;
  duration_ms: number;
  median_interval_ms: number | null;
  touched: boolean;
  control_events: number;
  interacting_share: number;
  mean_distance: number | null;
  /** Farthest minus nearest distance (null: no samples, or logged before this figure existed). */
  distance_range: number | null;
  azimuth_range_deg: number;
  /** 10° azimuth sectors seen × 10, 0–360 (null: logged before this figure existed). */
  azimuth_coverage_deg: number | null;
  elevation_range_deg: number;
  angular_path_deg: number;
  hidden_ms: number;
}

/** GET /admin/viewing-paths/trials/:trialId — what the replay needs. */
export interface TrialViewingPath {
  trial_id: number;
  participant_id: number;
  video_id: number;
  video_label: string | null;
  /** The stimulus's sequence.json URL. */
  stimulus_url: string | null;
  recorded_at: string;
  dropped_frames: number | null;
  /** The pose log as sent (base64 of the binary format in @vvq/volumetric/pose-log). */
  pose_log: string;
  figures: ExplorationFigures;
}

/** GET /admin/viewing-paths/stimuli/:videoId/summary */
export interface StimulusViewingSummary {
  video_id: number;
  trials: number;
  /** Trials whose participant never used the controls. */
  untouched: number;
  /** Time-weighted share per cell: rows are elevation bins from -90°, columns azimuth bins from -180°. */
  histogram: number[][];
  azimuth_bins: number;
  elevation_bins: number;
  mean_distance: number | null;
  mean_interacting_share: number | null;
  per_trial: Array<{ trial_id: number; participant_id: number } & ExplorationFigures>;
}

/** The exploration figures the analysis can split a stimulus's MOS by; the first is the default. */
export const EXPLORATION_SPLIT_FIGURES = [
  'angular_path_deg',
  'azimuth_coverage_deg',
  'interacting_share',
  'control_events',
] as const;
export type ExplorationSplitFigure = (typeof EXPLORATION_SPLIT_FIGURES)[number];

/** Query of GET /admin/analysis/exploration-split; all optional. */
export interface ExplorationSplitQuery {
  dimension?: RatingDimension;
  figure?: ExplorationSplitFigure;
  flagged?: FlaggedFilter;
}

/** One volumetric stimulus: its rated trials with a viewing path, split at their median exploration. */
export interface ExplorationSplitStimulus {
  video_id: number;
  label: string;
  content: string;
  qp: string;
  /** Rated trials with a viewing path (the low and high groups together). */
  trials: number;
  /** The stimulus's median of the figure over those trials; null without trials. */
  median: number | null;
  /** Trials whose figure is at or below the median (the untouched ones among them). */
  low: DescriptiveStats;
  /** Trials whose figure is above the median. */
  high: DescriptiveStats;
}

/** GET /admin/analysis/exploration-split */
export interface ExplorationSplitResponse {
  dimension: RatingDimension;
  figure: ExplorationSplitFigure;
  flagged: FlaggedFilter;
  stimuli: ExplorationSplitStimulus[];
}
