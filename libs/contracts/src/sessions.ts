import type { VideoKind } from './quality.js';
import type { VideoAttributes } from './videos.js';

export const VIDEOS_PER_SESSION = 4;
/** Default time an unrated assignment keeps its video reserved (configurable on the server). */
export const DEFAULT_ASSIGNMENT_TTL_MINUTES = 120;

/**
 * Adaptive allocation: once every video has collected the ratings it needs, a participant without videos reads this
 * (session start, with the `closed` status) and a panel entry is screened out with it.
 */
export const STUDY_COMPLETE_MESSAGE =
  'Thank you — this study has collected all the ratings it needs, so no further videos are available.';

export interface SessionStartRequest {
  /** The spec's client sends it; the server acts on the token's user and rejects a different id with 403. */
  userId?: number;
}
export interface AssignedVideo extends VideoAttributes {
  trial_id: number;
  video_id?: number;
  label: string;
  url: string;
  submitted: boolean;
  /**
   * Present only on training presentations (`training`, docs/developer/decisions/quality.md): the app shows
   * them as training. Gold and trap items are never revealed to the participant (no kind, like a scored
   * video).
   */
  kind?: VideoKind;
  /**
   * Present only on trap items: the instruction the app shows over the player (which score to give, in the study's
   * scale words). The item's kind is still not sent.
   */
  instruction?: string;
  /**
   * Present (true) once the participant reported that their browser cannot play this video: the trial is released,
   * not rated, and counts as submitted. The app shows it as skipped.
   */
  playback_failed?: true;
  /**
   * Present only in a DCR study (setting `method` = `dcr`): the media URL of the reference video of this video's
   * content, which the app plays first, before the processed video of `url`.
   */
  reference_url?: string;
}
export interface SessionStartResponse {
  sessionId: number;
  videos: AssignedVideo[];
  /**
   * `closed` once the participant may get no further videos (live gating): their unrated videos are
   * withdrawn and `message` is the neutral text to show. Absent otherwise.
   */
  status?: 'closed';
  message?: string;
  /**
   * How many of `videos` are not training: the study's scored count (the `videos_per_session` setting, the spec's 4
   * by default) plus the gold and trap items the participant holds — counted in, since a count of the scored part
   * alone would show how many of the unmarked cards are checks. Absent from older servers.
   */
  videos_per_session?: number;
}
