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
  azimuth_range_deg: number;
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
