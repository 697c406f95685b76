/** Longest browser error text and user agent stored with a playback failure. */
export const PLAYBACK_ERROR_MESSAGE_MAX_LENGTH = 500;
export const PLAYBACK_USER_AGENT_MAX_LENGTH = 500;

/**
 * POST /api/participants/{id}/playback-failures: the participant's browser could not play a trial's video (an
 * `error` event, or no metadata/progress within the player's bound). The trial is released and skipped.
 */
export interface PlaybackFailureRequest {
  trial_id: number;
  /** The MediaError code (1 aborted, 2 network, 3 decode, 4 source not supported); null when none was raised. */
  error_code: number | null;
  /** The browser's message, or what the player saw; may be ''. */
  error_message: string;
  user_agent: string;
}

export interface PlaybackFailureResponse {
  trial_id: number;
  /** Always true: the trial is skipped and the session goes on. */
  skipped: true;
}

/** GET /api/admin/playback-failures: per video, how often participants' browsers could not play it. */
export interface PlaybackFailureSummary {
  video_id: number;
  label: string | null;
  url: string | null;
  failures: number;
  /** The MediaError codes reported, distinct and ascending ('none' for a timeout without an error). */
  error_codes: string[];
  last_reported_at: string;
}

/** What the player tells the participant, in plain words that do not blame them. */
export const PLAYBACK_FAILED_TEXT =
  'This video cannot be played in your browser. This is a problem with the study’s file, not with anything you did.';
export const PLAYBACK_REPORT_BUTTON = 'Report the problem and skip this video';
export const PLAYBACK_SKIPPED_TEXT =
  'Reported, thank you: this video could not be played and is skipped. Please go on with the others.';
