import type { Panel } from './panel.js';
import type { QualityFlag } from './quality.js';
import type { UserEventType } from './participants.js';
import type { StoredQuestionnaire } from './questionnaire.js';
import type { EnvironmentCheckResult } from './environment-check.js';
import type { RatingDimension, StoredRating } from './ratings.js';
import type { PairChoice } from './test-methods.js';

/** How long the daily retention job keeps rows; null = kept until the participant is deleted (the default). */
export interface RetentionPolicy {
  contact_messages_days: number | null;
  user_events_days: number | null;
}

/** GET /admin/privacy: the policy in force and the consent text participants agree to now. */
export interface PrivacyPolicyResponse {
  retention: RetentionPolicy;
  consent: { version: string; text: string; first_used_at: string };
}

/** The consent a participant gave: when, and to which recorded text. */
export interface ConsentRecord {
  consented_at: string;
  version: string | null;
  /** The text of that version as recorded; null for a version the database does not know. */
  text: string | null;
}

/**
 * GET /admin/participants/:id/export (subject-access request): everything stored about one participant. Each part
 * comes from the module that stores it; times are ISO 8601 (UTC).
 */
export interface ParticipantExport {
  exported_at: string;
  participant: {
    id: number;
    /** name and email are null for a panel account; panel fields are null for a signup account. */
    name: string | null;
    email: string | null;
    created_at: string;
    panel: Panel | null;
    panel_participant_id: string | null;
    panel_study_id: string | null;
    panel_session_id: string | null;
    /** When and why the participant was screened out (declined consent, failed environment check), or null. */
    screened_out_at: string | null;
    screen_out_reason: string | null;
    /** When the participant was first given the completion code, or null. */
    completed_at: string | null;
    /** The language the participant read the study in (null: never chosen). */
    language: string | null;
    /**
     * Live rater gating flagged them after they were given the code (reversed flags too): they may have submitted
     * the code to their panel, so check it before approving or paying.
     */
    flagged_after_completion: boolean;
  };
  consent: ConsentRecord | null;
  questionnaire: Omit<StoredQuestionnaire, 'user_name'> | null;
  session: { id: number; created_at: string } | null;
  trials: Array<{
    id: number;
    session_id: number;
    video_id: number;
    assigned_at: string;
    expires_at: string;
    rated_at: string | null;
  }>;
  ratings: Array<
    Pick<
      StoredRating,
      'trial_id' | 'video_id' | 'clarity' | 'interaction' | 'depth' | 'overall' | 'comments' | 'rated_at'
    > & {
      id: number;
      viewport_width: number | null;
      viewport_height: number | null;
      device_pixel_ratio: number | null;
      played_to_end: boolean | null;
      stall_count: number | null;
      stall_seconds: number | null;
      hidden_seconds: number | null;
      end_to_submit_ms: number | null;
      stall_flagged: boolean;
    }
  >;
  /** The participant's latest environment check, null when they never ran one. */
  environment_check: EnvironmentCheckResult | null;
  /** Contact messages sent from the participant's e-mail address (the contact form asks for an address, not a login). */
  contact_messages: Array<{
    id: number;
    name: string;
    email: string;
    message: string;
    created_at: string;
    answered_at: string | null;
  }>;
  events: Array<{ event_type: UserEventType; event_time: string }>;
  /** Live rater gating flags about the participant, with their evidence; absent when there are none. */
  quality_flags?: QualityFlag[];
  /** Viewing paths recorded on volumetric stimuli (the pose log as sent, base64); absent when there are none. */
  viewing_paths?: StoredViewingPath[];
  /** Pair comparison: the pairs assigned to the participant, in the order shown, and their judgements; absent when none. */
  pair_trials?: StoredPairTrial[];
}

/** One pair assigned to a participant (pair comparison) and, once given, their choice per dimension. */
export interface StoredPairTrial {
  id: number;
  session_id: number;
  left_video_id: number;
  right_video_id: number;
  assigned_at: string;
  judged_at: string | null;
  /** Null per dimension until judged. */
  choices: Record<RatingDimension, PairChoice | null>;
}

/** One trial's viewing path as stored. */
export interface StoredViewingPath {
  trial_id: number;
  video_id: number;
  recorded_at: string;
  /** False when the participant never used the controls (recorded as such, not as an error). */
  touched: boolean;
  samples: number;
  control_events: number;
  duration_ms: number;
  dropped_frames: number | null;
  pose_log: string;
}
