import type { VideoAttributes } from './videos.js';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 3;
export const COMMENTS_MAX_LENGTH = 2000;
export const RATING_DIMENSIONS = ['clarity', 'interaction', 'depth', 'overall'] as const;
export type RatingDimension = (typeof RATING_DIMENSIONS)[number];

/** The question each slider asks (spec section 5) and the order the rating card shows them in. */
export const RATING_QUESTIONS: Readonly<Record<RatingDimension, string>> = {
  clarity: 'Visual Clarity',
  depth: 'Depth Perception',
  interaction: 'Ease of Interaction',
  overall: 'Overall Experience',
};
export const RATING_QUESTION_ORDER: readonly RatingDimension[] = [
  'clarity',
  'depth',
  'interaction',
  'overall',
];

/** Slider tooltip labels (spec section 5). */
export const RATING_LABELS: Record<number, string> = {
  1: 'Very Poor',
  2: 'Poor',
  3: 'Fair',
  4: 'Good',
  5: 'Excellent',
};

/** What the browser reports about how the video was seen; all optional. */
export interface ViewingContext {
  viewport_width?: number;
  viewport_height?: number;
  device_pixel_ratio?: number;
  played_to_end?: boolean;
  /**
   * Playback integrity (docs/developer/decisions/playback.md#playback-integrity): how often and how long the
   * video stalled (`waiting` until `playing`).
   */
  stall_count?: number;
  stall_seconds?: number;
  /** Seconds the tab was hidden while the trial was open. */
  hidden_seconds?: number;
  /** Milliseconds from the end of the first full playback to the submission (absent when it never ended). */
  end_to_submit_ms?: number;
  /** Volumetric stimuli: frames the 6DoF player passed over because they were late or failed to decode. */
  dropped_frames?: number;
  /**
   * Volumetric stimuli: the viewing path (camera per rendered frame, control events, visibility), the binary pose
   * log of @vvq/volumetric/pose-log in base64. Refused whole (400) when malformed, another trial's or too large.
   */
  pose_log?: string;
}
/** Upper bounds the API accepts for the playback-integrity figures (a day; a week in milliseconds). */
export const PLAYBACK_SECONDS_MAX = 86_400;
export const STALL_COUNT_MAX = 100_000;
export const END_TO_SUBMIT_MS_MAX = 604_800_000;
/** Upper bound of dropped_frames (a day at 120 fps). */
export const DROPPED_FRAMES_MAX = 10_368_000;
/** Longest pose_log the API reads: base64 of 512 KiB (the pose log's own limit, checked again on the bytes). */
export const POSE_LOG_BASE64_MAX = Math.ceil((512 * 1024) / 3) * 4;
/** The 400 when require_full_playback is on and the rating does not report played_to_end = true. */
export const FULL_PLAYBACK_REQUIRED =
  'This study asks you to watch each video to its end before rating it: play the video once to the end, then submit.';
export interface RatingRequest extends ViewingContext {
  trialId: number;
  clarity: number;
  interaction: number;
  depth: number;
  overall: number;
  comments?: string | null;
  /**
   * The dimensions whose slider the participant moved before submitting (sliders start at RATING_DEFAULT, so an
   * untouched one is told apart from a chosen 3). Absent: the client did not say.
   */
  moved?: RatingDimension[];
}
export interface RatingResponse {
  message: string;
  rating_id: number;
  /**
   * `closed` when this rating ended the participant's study (live gating,
   * docs/developer/decisions/quality.md); `notice` is then the neutral text to show. Absent otherwise.
   */
  status?: 'closed';
  notice?: string;
}
export interface StoredRating extends VideoAttributes {
  rating_id: number;
  user_id: number;
  trial_id: number;
  video_id: number;
  clarity: number;
  interaction: number;
  depth: number;
  overall: number;
  comments: string | null;
  rated_at: string;
  url: string | null;
}
export const TRIAL_NOT_FOUND = 'trial not found';
