import {
  PANEL_LINK_SECRET_MASK,
  PANEL_LINK_SECRET_PATTERN,
  STUDY_SETTING_KEYS,
  type StudySettingKey,
} from '@vvq/contracts';

/**
 * How each study setting is edited. Browser checks only help the admin: the server validates every key again and its
 * message wins (issue 10). Bounds and patterns here are the API's DTO's
 * (api/src/modules/study/dto/update-study-settings.dto.ts).
 */
export type FieldKind =
  | { type: 'switch' }
  | { type: 'integer'; min: number; max: number }
  /** Empty = off (null); otherwise a number in [min, max] (above min when minExclusive). */
  | { type: 'optional-number'; min: number; max: number; integer: boolean; minExclusive?: boolean }
  /** Empty = none (null); otherwise an http(s) address. */
  | { type: 'url'; maxLength: number }
  /** Empty = none (null); otherwise text matching `pattern`, described by `patternHint`. */
  | { type: 'text'; pattern: RegExp; patternHint: string }
  /** Write-only text: the server answers `mask` while one is set; the mask left as it is changes nothing. */
  | { type: 'secret'; pattern: RegExp; patternHint: string; mask: string }
  | { type: 'rating-labels' };

export interface SettingField {
  key: StudySettingKey;
  label: string;
  help: string;
  kind: FieldKind;
}

export interface SettingGroup {
  id: string;
  legend: string;
  /** One sentence under the legend; quality control is issue 11's and says so. */
  note?: string;
  fields: SettingField[];
}

const URL_MAX = 2000;

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'session',
    legend: 'Session',
    fields: [
      {
        key: 'videos_per_session',
        label: 'Videos per session',
        help: 'Videos each participant rates (the spec: 4). Raising it tops existing sessions up on their next start.',
        kind: { type: 'integer', min: 1, max: 50 },
      },
    ],
  },
  {
    id: 'rating-scale',
    legend: 'Rating scale',
    fields: [
      {
        key: 'rating_labels',
        label: 'Rating scale labels',
        help: 'The words the rating scale guide and the sliders show for each score.',
        kind: { type: 'rating-labels' },
      },
    ],
  },
  {
    id: 'playback-environment',
    legend: 'Playback & environment',
    fields: [
      {
        key: 'require_full_playback',
        label: 'Require full playback before rating',
        help: 'The rating form unlocks only after the video has played once to its end.',
        kind: { type: 'switch' },
      },
      {
        key: 'max_stall_seconds',
        label: 'Maximum stall time (seconds)',
        help: 'A trial that stalls longer in total is flagged and its video returns to the pool. Empty: never.',
        kind: { type: 'optional-number', min: 0, max: 3600, integer: false },
      },
      {
        key: 'environment_check',
        label: 'Environment check before the first video',
        help: 'Checks viewport, screen, browser, that the catalogue’s codec really plays and, if required, fullscreen.',
        kind: { type: 'switch' },
      },
      {
        key: 'min_viewport_width',
        label: 'Minimum viewport width (CSS pixels)',
        help: 'Used by the environment check; 0 = no minimum.',
        kind: { type: 'integer', min: 0, max: 10000 },
      },
      {
        key: 'min_viewport_height',
        label: 'Minimum viewport height (CSS pixels)',
        help: 'Used by the environment check; 0 = no minimum.',
        kind: { type: 'integer', min: 0, max: 10000 },
      },
      {
        key: 'require_fullscreen',
        label: 'Require fullscreen',
        help: 'The environment check fails when fullscreen cannot be entered.',
        kind: { type: 'switch' },
      },
    ],
  },
  {
    id: 'panel-completion',
    legend: 'Panel & completion',
    fields: [
      {
        key: 'panel_entry',
        label: 'Accept panel entry links (Prolific, MTurk, SONA)',
        help: 'Participants from a panel enter without name or e-mail, one account per panel id.',
        kind: { type: 'switch' },
      },
      {
        key: 'completion_url',
        label: 'Completion URL',
        help: 'Where a participant goes after the last rating; {code} is replaced by the completion code. Empty: none.',
        kind: { type: 'url', maxLength: URL_MAX },
      },
      {
        key: 'completion_code',
        label: 'Completion code',
        help: 'Shown on the completion screen (e.g. Prolific’s completion code). Empty: none.',
        kind: {
          type: 'text',
          pattern: /^[A-Za-z0-9_-]{1,100}$/,
          patternHint: '1 to 100 letters, digits, - or _',
        },
      },
      {
        key: 'panel_link_secret',
        label: 'Panel link secret',
        help: `Empty: none. When set, every panel link must carry sig = HMAC-SHA256(secret, "panel:participant id") in hex (see the README). Write-only: once saved it reads "${PANEL_LINK_SECRET_MASK}".`,
        kind: {
          type: 'secret',
          pattern: PANEL_LINK_SECRET_PATTERN,
          patternHint: '16 to 128 letters, digits, - or _',
          mask: PANEL_LINK_SECRET_MASK,
        },
      },
      {
        key: 'screen_out_url',
        label: 'Screen-out URL',
        help: 'Where a screened-out participant goes (declined consent, failed environment check). Empty: none.',
        kind: { type: 'url', maxLength: URL_MAX },
      },
    ],
  },
  {
    id: 'quality-control',
    legend: 'Quality control',
    note: 'Training, gold and trap items and the live gating rules (issue 11). 0 or empty = off.',
    fields: [
      {
        key: 'training_per_session',
        label: 'Training presentations per session',
        help: 'Shown first to each participant; 0 = none.',
        kind: { type: 'integer', min: 0, max: 20 },
      },
      {
        key: 'gold_per_session',
        label: 'Gold items per session',
        help: 'Items with a known answer mixed into each session; 0 = none.',
        kind: { type: 'integer', min: 0, max: 20 },
      },
      {
        key: 'trap_per_session',
        label: 'Trap items per session',
        help: 'Attention checks mixed into each session; 0 = none.',
        kind: { type: 'integer', min: 0, max: 20 },
      },
      {
        key: 'gate_failed_gold',
        label: 'Gate: failed gold items',
        help: 'Screen a participant out after this many failed gold items. Empty: off.',
        kind: { type: 'optional-number', min: 1, max: 1000, integer: true },
      },
      {
        key: 'gate_failed_trap',
        label: 'Gate: failed trap items',
        help: 'Screen a participant out after this many failed trap items. Empty: off.',
        kind: { type: 'optional-number', min: 1, max: 1000, integer: true },
      },
      {
        key: 'gate_straight_lining',
        label: 'Gate: straight-lined videos',
        help: 'Same score on every dimension of at least this many videos. Empty: off.',
        kind: { type: 'optional-number', min: 1, max: 1000, integer: true },
      },
      {
        key: 'gate_rated_before_end',
        label: 'Gate: ratings before the video ended',
        help: 'At least this many ratings submitted before the video ended. Empty: off.',
        kind: { type: 'optional-number', min: 1, max: 1000, integer: true },
      },
      {
        key: 'gate_inconsistency',
        label: 'Gate: observer inconsistency',
        help: 'Observer inconsistency (MLE model) above this. Empty: off.',
        kind: { type: 'optional-number', min: 0, max: 10, integer: false, minExclusive: true },
      },
    ],
  },
];

export const SETTING_FIELDS: readonly SettingField[] = SETTING_GROUPS.flatMap((group) => group.fields);

const BY_KEY = new Map(SETTING_FIELDS.map((field) => [field.key, field]));

export function settingField(key: StudySettingKey): SettingField {
  const field = BY_KEY.get(key);
  if (!field) throw new Error(`No field for study setting ${key}`);
  return field;
}

/** Every key of the contract has a field (a new key without one would be silently unsettable). */
export function keysWithoutField(): StudySettingKey[] {
  return STUDY_SETTING_KEYS.filter((key) => !BY_KEY.has(key));
}

/** The environment variable that gives a key its initial value (`STUDY_` + the key in upper case). */
export function environmentVariable(key: StudySettingKey): string {
  return `STUDY_${key.toUpperCase()}`;
}

/** The id of a field's input, shared by its label, its messages and the focus moves. */
export function fieldId(key: StudySettingKey): string {
  return `study-setting-${key}`;
}
