/**
 * Study settings (issues 10 and 11): stored in the database, changed by admins at run time, every change recorded.
 * Each key `some_key` may get its initial value from the environment variable `STUDY_SOME_KEY`; the stored value wins
 * once an admin has set it. Every default keeps the spec's journey exactly (4 videos, the spec's labels, no checks,
 * no panels, no training/gold/trap, no gating).
 */
export const RATING_LABEL_PRESETS = ['spec', 'itu-acr'] as const;
export type RatingLabelPreset = (typeof RATING_LABEL_PRESETS)[number];

export interface StudySettings {
  /** Videos each participant rates (spec: 4). Raising it tops existing sessions up on their next start. */
  videos_per_session: number;
  /** `spec`: the spec's texts (guide 0–5, sliders 1–5, words differ); `itu-acr`: 5 Excellent … 1 Bad on both. */
  rating_labels: RatingLabelPreset;
  /** The rating form unlocks only after the video has played once to its end. */
  require_full_playback: boolean;
  /** Run the environment check before the first video (viewport, screen, codec, test clip, fullscreen). */
  environment_check: boolean;
  /** Minimum viewport in CSS pixels for the environment check; 0 = no minimum. */
  min_viewport_width: number;
  min_viewport_height: number;
  /** The environment check requires that fullscreen can be entered. */
  require_fullscreen: boolean;
  /** Panel entry links (Prolific, MTurk, SONA) are accepted. */
  panel_entry: boolean;
  /** Where a participant goes after the last rating; `{code}` in it is replaced by the completion code. */
  completion_url: string | null;
  /** Shown on the completion screen (e.g. Prolific's completion code). */
  completion_code: string | null;
  /** Where a screened-out participant goes (declined consent, failed environment check, gated). */
  screen_out_url: string | null;
  /**
   * Per-study secret for signed panel links: while set, every panel entry must carry
   * `sig` = HMAC-SHA256(secret, `<panel>:<participant id>`) in hex. Write-only: admins read PANEL_LINK_SECRET_MASK.
   */
  panel_link_secret: string | null;
  /** Total stall time (seconds) above which a trial is flagged and its video returns to the pool; null = never. */
  max_stall_seconds: number | null;
  /** Training presentations each participant sees first (issue 11); 0 = none. */
  training_per_session: number;
  /** Gold items mixed into each session; 0 = none. */
  gold_per_session: number;
  /** Trap items mixed into each session; 0 = none. */
  trap_per_session: number;
  /** Live gating rules (issue 11): each null = off, else its threshold. */
  gate_failed_gold: number | null;
  gate_failed_trap: number | null;
  /** Same score on every dimension of at least N videos. */
  gate_straight_lining: number | null;
  /** Ratings submitted before the video ended, at least N. */
  gate_rated_before_end: number | null;
  /** Observer inconsistency (MLE model) above this. */
  gate_inconsistency: number | null;
}

export type StudySettingKey = keyof StudySettings;

export const DEFAULT_STUDY_SETTINGS: Readonly<StudySettings> = Object.freeze({
  videos_per_session: 4,
  rating_labels: 'spec',
  require_full_playback: false,
  environment_check: false,
  min_viewport_width: 0,
  min_viewport_height: 0,
  require_fullscreen: false,
  panel_entry: false,
  completion_url: null,
  completion_code: null,
  screen_out_url: null,
  panel_link_secret: null,
  max_stall_seconds: null,
  training_per_session: 0,
  gold_per_session: 0,
  trap_per_session: 0,
  gate_failed_gold: null,
  gate_failed_trap: null,
  gate_straight_lining: null,
  gate_rated_before_end: null,
  gate_inconsistency: null,
});

export const STUDY_SETTING_KEYS = Object.keys(DEFAULT_STUDY_SETTINGS) as StudySettingKey[];

/**
 * What any visitor may read (GET /api/study-settings): what the participant app needs. Left out: where and with which
 * code a panel pays, and the quality-control set-up (how many hidden gold/trap items a session holds and the gating
 * thresholds) — a rater who read those could stay just under them.
 */
export const PRIVATE_STUDY_SETTING_KEYS = [
  'completion_url',
  'completion_code',
  'screen_out_url',
  'panel_link_secret',
  'gold_per_session',
  'trap_per_session',
  'gate_failed_gold',
  'gate_failed_trap',
  'gate_straight_lining',
  'gate_rated_before_end',
  'gate_inconsistency',
] as const satisfies readonly StudySettingKey[];
export type PublicStudySettings = Omit<StudySettings, (typeof PRIVATE_STUDY_SETTING_KEYS)[number]>;

/** Secret settings: never returned, not even to admins; the admin view and the history show the mask instead. */
export const WRITE_ONLY_STUDY_SETTING_KEYS = [
  'panel_link_secret',
] as const satisfies readonly StudySettingKey[];
/**
 * What the admin view and the history show for a write-only setting that is set. It is no valid secret, so a form
 * that sends it back unchanged is refused rather than storing it.
 */
export const PANEL_LINK_SECRET_MASK = '(set, hidden)';
export const PANEL_LINK_SECRET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** PATCH body: any subset of the settings. */
export type StudySettingsUpdate = Partial<StudySettings>;

/** One recorded change (GET /api/admin/study-settings/history), newest first. */
export interface StudySettingChange {
  id: number;
  key: StudySettingKey;
  /** JSON of the value before and after (null before = it came from the environment or the default). */
  old_value: string | null;
  new_value: string;
  changed_at: string;
  admin_id: number;
  admin_email: string | null;
}

/** Where the effective value of each setting came from. */
export type StudySettingSource = 'default' | 'environment' | 'admin';
export interface AdminStudySettingsResponse {
  settings: StudySettings;
  sources: Record<StudySettingKey, StudySettingSource>;
}

/** The labels of one preset: the guide's lines (score, word) and the slider caption per score 1–5. */
export interface RatingLabelSet {
  guide: ReadonlyArray<readonly [number, string]>;
  slider: Readonly<Record<number, string>>;
}

export const RATING_LABEL_SETS: Readonly<Record<RatingLabelPreset, RatingLabelSet>> = {
  // The spec's two texts, kept word for word: the guide reads 0–5, the sliders 1–5.
  spec: {
    guide: [
      [0, 'Very Poor'],
      [1, 'Poor'],
      [2, 'Fair'],
      [3, 'Good'],
      [4, 'Very Good'],
      [5, 'Excellent'],
    ],
    slider: { 1: 'Very Poor', 2: 'Poor', 3: 'Fair', 4: 'Good', 5: 'Excellent' },
  },
  // ITU-T P.910 / ITU-R BT.500 absolute category rating: one word per number on the guide and the sliders alike.
  'itu-acr': {
    guide: [
      [5, 'Excellent'],
      [4, 'Good'],
      [3, 'Fair'],
      [2, 'Poor'],
      [1, 'Bad'],
    ],
    slider: { 1: 'Bad', 2: 'Poor', 3: 'Fair', 4: 'Good', 5: 'Excellent' },
  },
};
