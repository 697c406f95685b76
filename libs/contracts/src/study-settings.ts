/**
 * Study settings: stored in the database, changed by admins at run time, every change recorded.
 * Each key `some_key` may get its initial value from the environment variable `STUDY_SOME_KEY`; the stored value wins
 * once an admin has set it. What each setting is (type, bounds, default, texts) is its descriptor's, in
 * study-setting-descriptors.ts; this file derives the defaults and holds what the API and the apps exchange.
 */
import {
  describeStudySettings,
  STUDY_SETTING_DESCRIPTORS,
  type RatingLabelPreset,
  type StudySettingKey,
  type StudySettings,
} from './study-setting-descriptors.js';

export const DEFAULT_STUDY_SETTINGS: Readonly<StudySettings> = Object.freeze(
  Object.fromEntries(
    Object.entries(STUDY_SETTING_DESCRIPTORS).map(([key, d]) => [key, d.default]),
  ) as unknown as StudySettings,
);

export const STUDY_SETTING_KEYS = Object.keys(STUDY_SETTING_DESCRIPTORS) as StudySettingKey[];

/** Every setting's descriptor with its key, in screen order. */
export const STUDY_SETTING_LIST = describeStudySettings(STUDY_SETTING_DESCRIPTORS);

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

/** PATCH body: any subset of the settings. */
export type StudySettingsUpdate = Partial<StudySettings>;

/** One recorded change (GET /api/admin/study-settings/history), newest first. */
export interface StudySettingChange {
  id: number;
  key: StudySettingKey;
  /** JSON of the effective value before and after (also when it came from the environment or the default). */
  old_value: string | null;
  new_value: string;
  /** Set when an admin reset the setting: what it reads since (the environment's value or the default). */
  reset_to: StudySettingResetTarget | null;
  changed_at: string;
  admin_id: number;
  admin_email: string | null;
}

/** Where the effective value of each setting came from. */
export type StudySettingSource = 'default' | 'environment' | 'admin';
/** What a reset setting reads again. */
export type StudySettingResetTarget = Exclude<StudySettingSource, 'admin'>;
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

/**
 * The five-grade impairment scale of DCR/DSIS (ITU-T P.910 DCR, ITU-R BT.500 DSIS): what a study with method `dcr`
 * shows on the guide and the sliders, whatever the label preset (it asks how the processed video differs from the
 * reference, not how good it is).
 */
export const IMPAIRMENT_LABEL_SET: RatingLabelSet = {
  guide: [
    [5, 'Imperceptible'],
    [4, 'Perceptible but not annoying'],
    [3, 'Slightly annoying'],
    [2, 'Annoying'],
    [1, 'Very annoying'],
  ],
  slider: {
    1: 'Very annoying',
    2: 'Annoying',
    3: 'Slightly annoying',
    4: 'Perceptible but not annoying',
    5: 'Imperceptible',
  },
};
