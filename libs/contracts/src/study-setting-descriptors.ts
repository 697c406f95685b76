/**
 * One descriptor per study setting: its type, bounds, default, label, help, screen group and environment variable.
 * Everything else is derived from this table: the StudySettings type and its defaults (study-settings.ts), the API's
 * validation of PATCH /api/admin/study-settings and of the STUDY_* variables (with their messages), the OpenAPI
 * schema, the configuration page (docs/operator/configuration.md) and the admin form. Adding a setting means adding
 * one entry here and writing what the setting does; docs/developer/how-to.md ("A study setting") walks through it.
 *
 * The order is the admin screen's order (groups kept together); the API's answers and the docs follow it too.
 */
import { DEFAULT_BACKGROUND_VIDEO } from './default-background-video.js';
import {
  DEFAULT_OFFERED_LANGUAGES,
  OFFERED_LANGUAGES_PATTERN,
  PARTICIPANT_LANGUAGES,
  offeredLanguagesRule,
} from './languages.js';
import { STUDY_FAQ_RULE, type StudyFaqEntry } from './study-faq.js';

export const RATING_LABEL_PRESETS = ['spec', 'itu-acr'] as const;
/**
 * The test methods a study can be switched to today: the ones whose participant journey exists. `acr-hr` runs the
 * ACR journey with each content's reference (videos.is_reference) among the stimuli, analysed as DMOS; `dcr` shows
 * each content's reference, then a processed video, rated on the impairment scale; `pc` pair comparison: two videos
 * of one content, the better one chosen in each dimension (assignment and judgements in the API; the study cannot
 * switch to it until the participant's pair screen exists, see the method readiness in the ratings module).
 */
export const STUDY_METHODS = ['acr', 'acr-hr', 'dcr', 'pc'] as const;
export type StudyMethod = (typeof STUDY_METHODS)[number];
export type RatingLabelPreset = (typeof RATING_LABEL_PRESETS)[number];

/**
 * What the admin view and the history show for a write-only setting that is set. It is no valid secret, so a form
 * that sends it back unchanged is refused rather than storing it.
 */
export const PANEL_LINK_SECRET_MASK = '(set, hidden)';
// Letters, digits, '_' and '-' only, so the secret goes into a shell command or a survey tool's field unquoted.
export const PANEL_LINK_SECRET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const STUDY_URL_MAX_LENGTH = 2000;
export const COMPLETION_CODE_MAX_LENGTH = 100;
export const STUDY_TEXT_MAX_LENGTH = 2000;
// Any printable text of 1 to 2000 characters on one line (the form's field is one line); no control characters.
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern refuses
const STUDY_TEXT_PATTERN = /^[^\u0000-\u001f\u007f]{1,2000}$/u;
const studyText = {
  kind: 'text',
  pattern: STUDY_TEXT_PATTERN,
  maxLength: STUDY_TEXT_MAX_LENGTH,
  rule: `1 to ${STUDY_TEXT_MAX_LENGTH} characters on one line, or null`,
  hint: `up to ${STUDY_TEXT_MAX_LENGTH} characters, one line`,
  nullable: true,
  default: null,
  group: 'study-texts',
} as const;

/** How the session start picks videos (docs/experimenter/study-settings.md#allocation). */
export const ALLOCATION_POLICIES = ['balanced', 'adaptive'] as const;
export type AllocationPolicy = (typeof ALLOCATION_POLICIES)[number];
/** One or more of the four rating dimensions, comma-separated, no spaces. */
export const ALLOCATION_DIMENSIONS_PATTERN =
  /^(clarity|interaction|depth|overall)(,(clarity|interaction|depth|overall)){0,3}$/;

/** The admin screen's fieldsets, in screen order. */
export const STUDY_SETTING_GROUPS = [
  { id: 'session', legend: 'Session' },
  {
    id: 'study-texts',
    legend: 'Study texts',
    note: 'What participants read on the landing page. Empty = the spec’s text.',
  },
  { id: 'rating-scale', legend: 'Rating scale' },
  { id: 'playback-environment', legend: 'Playback & environment' },
  { id: 'panel-completion', legend: 'Panel & completion' },
  {
    id: 'quality-control',
    legend: 'Quality control',
    // One sentence under the legend: quality control came later than the rest and says so.
    note: 'Training, gold and trap items and the live gating rules. 0 or empty = off.',
  },
] as const satisfies readonly { id: string; legend: string; note?: string }[];
export type StudySettingGroupId = (typeof STUDY_SETTING_GROUPS)[number]['id'];

interface DescriptorBase {
  /** The admin form's label; the history names the setting by it too. */
  label: string;
  /** The admin form's help line; also the configuration page's text unless `docs.meaning` says otherwise. */
  help: string;
  group: StudySettingGroupId;
  /** The environment variable; `STUDY_` + the key in capitals when left out (it must start with `STUDY_`). */
  envName?: string;
  /** The configuration page's row where it should read differently from the derived one (Markdown). */
  docs?: { default?: string; meaning?: string };
  /** null is a value ("off" or "none"); the environment's `null`, `off` and `none` set it. */
  nullable?: boolean;
}

/** On or off. */
export interface BooleanSettingDescriptor extends DescriptorBase {
  kind: 'boolean';
  default: boolean;
}
/** A whole number in [min, max]. */
export interface IntegerSettingDescriptor extends DescriptorBase {
  kind: 'integer';
  min: number;
  max: number;
  default: number | null;
}
/** A decimal number in [min, max], or (min, max] with minExclusive. */
export interface NumberSettingDescriptor extends DescriptorBase {
  kind: 'number';
  min: number;
  max: number;
  minExclusive?: boolean;
  /** Named in the refusal: "a number of seconds from 0 to 3600". */
  unit?: string;
  default: number | null;
}
/** One word of `values`. */
export interface EnumSettingDescriptor extends DescriptorBase {
  kind: 'enum';
  values: readonly string[];
  default: string;
}
/** An http(s) address of at most `maxLength` characters. */
export interface UrlSettingDescriptor extends DescriptorBase {
  kind: 'url';
  maxLength: number;
  default: string | null;
}
/** Text matching `pattern`. `rule` completes the API's refusal ("<key> must be <rule>"); `hint` the form's. */
export interface TextSettingDescriptor extends DescriptorBase {
  kind: 'text';
  pattern: RegExp;
  maxLength: number;
  rule: string;
  hint: string;
  default: string | null;
}
/**
 * Text like `text`, but write-only: never returned, not even to admins; the admin view and the history show `mask`
 * while one is set, and a form that sends the mask back unchanged changes nothing.
 */
export interface SecretSettingDescriptor extends DescriptorBase {
  kind: 'secret';
  pattern: RegExp;
  rule: string;
  hint: string;
  mask: string;
  /** The OpenAPI description. */
  description: string;
  default: string | null;
}

/** A list of question/answer entries in plain text (studyFaqProblem is its rule); null = the spec's FAQ. */
export interface FaqSettingDescriptor extends DescriptorBase {
  kind: 'faq';
  rule: string;
  default: null;
}

export type StudySettingDescriptor =
  | FaqSettingDescriptor
  | BooleanSettingDescriptor
  | IntegerSettingDescriptor
  | NumberSettingDescriptor
  | EnumSettingDescriptor
  | UrlSettingDescriptor
  | TextSettingDescriptor
  | SecretSettingDescriptor;

/** The descriptor with its key, as the derivations use it. */
export type KeyedStudySettingDescriptor = StudySettingDescriptor & { key: string };

/**
 * Every study setting. Each default keeps the spec's journey exactly (4 videos, the spec's labels,
 * no checks, no panels, no training/gold/trap, no gating).
 */
export const STUDY_SETTING_DESCRIPTORS = {
  videos_per_session: {
    kind: 'integer',
    min: 1,
    max: 50,
    default: 4,
    group: 'session',
    label: 'Videos per session',
    help: 'Videos each participant rates (the spec: 4). Raising it tops existing sessions up on their next start.',
  },
  allocation: {
    kind: 'enum',
    values: ALLOCATION_POLICIES,
    default: 'balanced',
    group: 'session',
    label: 'Allocation',
    help: 'balanced: every stimulus gets about as many ratings. adaptive: each stops once its interval is narrow enough.',
    docs: {
      meaning:
        '`balanced`: the least-rated videos first (the spec). `adaptive`: the videos whose 95 % interval is widest ' +
        'against the target first; a video stops once the target is met, the study is complete when all have.',
    },
  },
  allocation_target_half_width: {
    kind: 'number',
    min: 0.05,
    max: 2,
    default: 0.3,
    group: 'session',
    label: 'Adaptive: target 95 % half-width',
    help: 'A video stops once its 95 % interval is at most ± this on every required dimension (5-point scale).',
  },
  allocation_min_ratings: {
    kind: 'integer',
    min: 2,
    max: 1000,
    default: 8,
    group: 'session',
    label: 'Adaptive: minimum ratings per video',
    help: 'No video stops before this many counted ratings, so early noise cannot stop it.',
  },
  allocation_max_ratings: {
    kind: 'integer',
    min: 2,
    max: 10000,
    default: 60,
    group: 'session',
    label: 'Adaptive: maximum ratings per video',
    help: 'A video stops at this many counted ratings even if its interval is still wider than the target.',
  },
  allocation_dimensions: {
    kind: 'text',
    pattern: ALLOCATION_DIMENSIONS_PATTERN,
    maxLength: 40,
    rule: 'a comma-separated list of clarity, interaction, depth and overall',
    hint: 'e.g. overall or clarity,overall',
    default: 'clarity,interaction,depth,overall',
    group: 'session',
    label: 'Adaptive: dimensions that must meet the target',
    help: 'A video stops only when each of these dimensions meets the target.',
  },
  offered_languages: {
    kind: 'text',
    pattern: OFFERED_LANGUAGES_PATTERN,
    maxLength: 64,
    rule: offeredLanguagesRule(PARTICIPANT_LANGUAGES),
    hint: `e.g. en,de — from ${PARTICIPANT_LANGUAGES.join(', ')} and the languages uploaded under Languages`,
    default: DEFAULT_OFFERED_LANGUAGES,
    group: 'session',
    label: 'Offered languages',
    help: 'The languages participants may read the study in; the first is used when neither the link (lang=) nor the browser names an offered one. A participant keeps one language once they rated.',
    docs: {
      meaning:
        'Languages participants may choose (`en`, `de`, `fr`, `es`, `zh-Hans`; `ar` is partial; and any language a lab uploaded), comma-separated; the first is the default. See [languages](../experimenter/languages.md).',
    },
  },
  study_title: {
    ...studyText,
    label: 'Study title',
    help: 'Named in the landing headline and the footer. Empty: “Volumetric Video Quality Study”.',
    docs: {
      default: 'unset (the spec’s title)',
      meaning: 'The study’s name on the landing page and footer.',
    },
  },
  landing_headline: {
    ...studyText,
    label: 'Landing headline',
    help: 'The landing page’s main heading. Empty: “Welcome to the” and the study title.',
    docs: { default: 'unset (the spec’s headline)', meaning: 'The landing page’s main heading.' },
  },
  landing_description: {
    ...studyText,
    label: 'Landing description',
    help: 'The paragraph under the headline. Empty: the spec’s text about volumetric video.',
    docs: { default: 'unset (the spec’s text)', meaning: 'The paragraph under the landing headline.' },
  },
  about_text: {
    ...studyText,
    label: 'About text',
    help: 'The “About Us” paragraph. Empty: the spec’s text about the research team.',
    docs: { default: 'unset (the spec’s text)', meaning: 'The landing page’s “About Us” paragraph.' },
  },
  faq: {
    kind: 'faq',
    rule: STUDY_FAQ_RULE,
    nullable: true,
    default: null,
    group: 'study-texts',
    label: 'FAQ',
    help: 'The landing page’s questions: a question on one line, its answer on the next, a blank line between entries (up to 20). Empty: the spec’s six questions.',
    docs: {
      default: 'unset (the spec’s six questions)',
      meaning:
        'The landing page’s FAQ: a JSON list of `{"question": …, "answer": …}` (1–20 entries, plain text, a question up to 300 and an answer up to 2000 characters, 15,000 in all); `none`: the spec’s.',
    },
  },
  background_video: {
    kind: 'text',
    // A file under the media folder (/media/…), never a path out of it.
    pattern: /^\/media\/(?!.*\.\.)[A-Za-z0-9._~/-]{1,400}$/,
    maxLength: 407,
    rule: 'a file under the media folder (/media/…, no ..), or null for none',
    hint: '/media/… (a file under MEDIA_DIR); empty: none',
    nullable: true,
    default: DEFAULT_BACKGROUND_VIDEO,
    group: 'study-texts',
    label: 'Background video (landing and contact pages)',
    help: 'A looping, muted clip behind the landing and contact pages, from the media folder. Empty: none.',
    docs: {
      default: 'the demo catalogue’s clip',
      meaning: 'Clip behind the landing and contact pages (a `/media/…` path); `none`: a plain background.',
    },
  },
  method: {
    kind: 'enum',
    values: STUDY_METHODS,
    default: 'acr', // the spec's journey
    group: 'rating-scale',
    label: 'Test method',
    help:
      "acr: each video rated on its own; acr-hr: the same, with each content's reference video hidden among the " +
      'others, analysed as DMOS; dcr: the reference shown first, then the processed video, rated on the impairment ' +
      'scale (5 Imperceptible … 1 Very annoying); pc: two versions of one content, the better one chosen ' +
      '(not offered yet). Cannot change once the study has ratings.',
    docs: {
      meaning:
        "`acr`: the spec's journey (ITU-T P.910 ACR); `acr-hr`: ACR with hidden reference, every content of the " +
        'catalogue needs exactly one reference video; the analysis adds DMOS. `dcr`: degradation category rating ' +
        '(ITU-T P.910 DCR, ITU-R BT.500 DSIS), the same references needed; only the processed videos are rated, each ' +
        'after its reference, on the five-grade impairment scale. `pc`: pair comparison (ITU-T P.910 PC), two ' +
        'videos of one content, the better one chosen per dimension; every content needs two videos or more. ' +
        'Refused once ratings or pair judgements exist.',
    },
  },
  pc_allow_tie: {
    kind: 'boolean',
    default: false,
    group: 'rating-scale',
    label: 'Pair comparison: allow "no difference"',
    help:
      'Under pair comparison, participants may answer that neither video is better. A tie counts as half a ' +
      'win for each video in the scaling.',
  },
  rating_labels: {
    kind: 'enum',
    values: RATING_LABEL_PRESETS,
    default: 'spec',
    group: 'rating-scale',
    label: 'Rating scale labels',
    help: 'The words the rating scale guide and the sliders show for each score.',
    docs: {
      meaning:
        "`spec`: the spec's texts (guide 0–5, sliders 1–5, words differ); `itu-acr`: 5 Excellent … 1 Bad on both.",
    },
  },
  require_full_playback: {
    kind: 'boolean',
    default: false,
    group: 'playback-environment',
    label: 'Require full playback before rating',
    help: 'The rating form unlocks only after the video has played once to its end.',
  },
  max_stall_seconds: {
    kind: 'number',
    min: 0,
    max: 3600,
    unit: 'seconds',
    nullable: true,
    default: null,
    group: 'playback-environment',
    label: 'Maximum stall time (seconds)',
    help: 'A trial that stalls longer in total is flagged and its video returns to the pool. Empty: never.',
    docs: {
      default: 'unset (never)',
      meaning: 'Total stall time (seconds) above which a trial is flagged and its video returns to the pool.',
    },
  },
  volumetric_loop: {
    kind: 'boolean',
    default: false, // as before: a volumetric stimulus plays once and stops on its last frame
    group: 'playback-environment',
    label: 'Loop volumetric stimuli',
    help: 'The 6DoF player starts a volumetric sequence again at its end until the rating is sent; "played to end" is the first complete pass.',
    docs: {
      meaning:
        'Volumetric stimuli play in a loop until the participant rates; the first complete pass counts as played to end. Off: they play once.',
    },
  },
  volumetric_antialias: {
    kind: 'boolean',
    default: true, // as before: the 6DoF player draws with multisampling
    group: 'playback-environment',
    label: 'Smooth edges of volumetric stimuli (multisampling)',
    help: 'The 6DoF player draws with 4× multisampling. Off: every participant sees hard pixel edges, and software renderers (no GPU) draw about twice as fast. The same for all participants of the study.',
    docs: {
      meaning:
        "The 6DoF player (and the environment check's 3D test) draws with multisampling (smoothed edges). Off: hard pixel edges for every participant, about half the drawing cost in a software renderer; the points drawn are the same.",
    },
  },
  volumetric_immersive: {
    kind: 'boolean',
    default: false, // as before: the 6DoF player has orbit controls only, no Enter VR button
    group: 'playback-environment',
    label: 'Immersive VR for volumetric stimuli (WebXR headsets)',
    help: 'Where the browser has a WebXR headset, the 6DoF player offers an "Enter VR" button: the participant views the stimulus with the headset (same frames, same clock) and the viewing path logs their head. Elsewhere nothing changes.',
    docs: {
      meaning:
        'The 6DoF player shows an "Enter VR" button where the browser reports an immersive-vr WebXR session (a headset): the stimulus is then viewed in the headset, same frames and clock, and the viewing path records the head pose with vr-on/vr-off events. Off, or without a headset: no button, nothing changes.',
    },
  },
  environment_check: {
    kind: 'boolean',
    default: false,
    group: 'playback-environment',
    label: 'Environment check before the first video',
    help: 'Checks viewport, screen, browser, that the catalogue’s codec really plays and, if required, fullscreen.',
    docs: {
      meaning:
        'Run the environment check before the first video (viewport, screen, codec, test clip, fullscreen).',
    },
  },
  min_viewport_width: {
    kind: 'integer',
    min: 0,
    max: 10000,
    default: 0,
    group: 'playback-environment',
    label: 'Minimum viewport width (CSS pixels)',
    help: 'Used by the environment check; 0 = no minimum.',
    docs: { meaning: 'Minimum viewport width in CSS pixels for the environment check; 0 = no minimum.' },
  },
  min_viewport_height: {
    kind: 'integer',
    min: 0,
    max: 10000,
    default: 0,
    group: 'playback-environment',
    label: 'Minimum viewport height (CSS pixels)',
    help: 'Used by the environment check; 0 = no minimum.',
    docs: { meaning: 'Minimum viewport height in CSS pixels for the environment check; 0 = no minimum.' },
  },
  min_render_fps: {
    kind: 'integer',
    min: 0,
    max: 240,
    default: 0, // the spec's journey: no 3D test render
    group: 'playback-environment',
    label: 'Minimum 3D frame rate (fps)',
    help: 'Volumetric stimuli: the environment check draws a short WebGL 2 test and screens out devices below this rate; 0 = off.',
    docs: {
      meaning:
        "Minimum frames per second of the environment check's WebGL 2 test render (volumetric stimuli); 0 = no test, WebGL 2 not required.",
    },
  },
  require_fullscreen: {
    kind: 'boolean',
    default: false,
    group: 'playback-environment',
    label: 'Require fullscreen',
    help: 'The environment check fails when fullscreen cannot be entered.',
    docs: { meaning: 'The environment check requires that fullscreen can be entered.' },
  },
  panel_entry: {
    kind: 'boolean',
    default: false,
    group: 'panel-completion',
    label: 'Accept panel entry links (Prolific, MTurk, SONA)',
    help: 'Participants from a panel enter without name or e-mail, one account per panel id.',
    docs: {
      meaning:
        'Panel entry links (Prolific, MTurk, SONA) are accepted. See [panel studies](../experimenter/panels.md).',
    },
  },
  completion_url: {
    kind: 'url',
    maxLength: STUDY_URL_MAX_LENGTH,
    nullable: true,
    default: null,
    group: 'panel-completion',
    label: 'Completion URL',
    help: 'Where a participant goes after the last rating; {code} is replaced by the completion code. Empty: none.',
    docs: {
      meaning:
        'Where a participant goes after the last rating; `{code}` in it is replaced by the completion code.',
    },
  },
  completion_code: {
    kind: 'text',
    pattern: /^[A-Za-z0-9_-]{1,100}$/,
    maxLength: COMPLETION_CODE_MAX_LENGTH,
    rule: `1 to ${COMPLETION_CODE_MAX_LENGTH} letters, digits, '-' or '_'`,
    hint: '1 to 100 letters, digits, - or _',
    nullable: true,
    default: null,
    group: 'panel-completion',
    label: 'Completion code',
    help: 'Shown on the completion screen (e.g. Prolific’s completion code). Empty: none.',
    docs: { meaning: "Shown on the completion screen (e.g. Prolific's completion code)." },
  },
  panel_link_secret: {
    kind: 'secret',
    pattern: PANEL_LINK_SECRET_PATTERN,
    rule: '16 to 128 letters, digits, underscores or hyphens, or null',
    hint: '16 to 128 letters, digits, - or _',
    mask: PANEL_LINK_SECRET_MASK,
    description: `Write-only: GET answers "${PANEL_LINK_SECRET_MASK}" while one is set`,
    nullable: true,
    default: null,
    group: 'panel-completion',
    label: 'Panel link secret',
    // Per-study secret for signed panel links: while set, every panel entry must carry
    // `sig` = HMAC-SHA256(secret, `<panel>:<participant id>`) in hex.
    help: `Empty: none. When set, every panel link must carry sig = HMAC-SHA256(secret, "panel:participant id") in hex (see the README). Write-only: once saved it reads "${PANEL_LINK_SECRET_MASK}".`,
    docs: {
      default: 'none',
      meaning:
        'When set (16–128 letters, digits, `-`, `_`), every panel entry must carry `sig` = HMAC-SHA256 of `<panel>:<id>`; write-only. See [who can open a panel account](../experimenter/panels.md#who-can-open-a-panel-account).',
    },
  },
  screen_out_url: {
    kind: 'url',
    maxLength: STUDY_URL_MAX_LENGTH,
    nullable: true,
    default: null,
    group: 'panel-completion',
    label: 'Screen-out URL',
    help: 'Where a screened-out participant goes (declined consent, failed environment check). Empty: none.',
    docs: {
      meaning: 'Where a screened-out participant goes (declined consent, failed environment check, gated).',
    },
  },
  training_per_session: {
    kind: 'integer',
    min: 0,
    max: 20,
    default: 0,
    group: 'quality-control',
    label: 'Training presentations per session',
    help: 'Shown first to each participant; 0 = none.',
    docs: { meaning: 'Training presentations each participant sees first; 0 = none.' },
  },
  gold_per_session: {
    kind: 'integer',
    min: 0,
    max: 20,
    default: 0,
    group: 'quality-control',
    label: 'Gold items per session',
    help: 'Items with a known answer mixed into each session; 0 = none. Pair comparison: gold pairs, a reference against another video of its content, or the pairs the lab declared.',
    docs: {
      meaning:
        'Gold items mixed into each session; 0 = none. Under `method=pc`: gold pairs per session, each a content’s reference against another of its videos (the reference the known winner) or, while the lab has declared any (`/api/admin/pc/gold-pairs`), one of its declared pairs with its declared winner; on top of `videos_per_session` and kept out of the scaling.',
    },
  },
  trap_per_session: {
    kind: 'integer',
    min: 0,
    max: 20,
    default: 0,
    group: 'quality-control',
    label: 'Trap items per session',
    help: 'Attention checks mixed into each session; 0 = none.',
    docs: { meaning: 'Trap items mixed into each session; 0 = none.' },
  },
  gate_failed_gold: {
    kind: 'integer',
    min: 1,
    max: 1000,
    nullable: true,
    default: null,
    group: 'quality-control',
    label: 'Gate: failed gold items',
    help: 'Screen a participant out after this many failed gold items. Empty: off.',
    docs: {
      default: 'unset (off)',
      meaning: 'Live gating: stop a participant after this many failed gold items.',
    },
  },
  gate_failed_trap: {
    kind: 'integer',
    min: 1,
    max: 1000,
    nullable: true,
    default: null,
    group: 'quality-control',
    label: 'Gate: failed trap items',
    help: 'Screen a participant out after this many failed trap items. Empty: off.',
    docs: {
      default: 'unset (off)',
      meaning: 'Live gating: stop a participant after this many failed trap items.',
    },
  },
  gate_straight_lining: {
    kind: 'integer',
    min: 1,
    max: 1000,
    nullable: true,
    default: null,
    group: 'quality-control',
    label: 'Gate: straight-lined videos',
    help: 'Same score on every dimension of at least this many videos. Empty: off.',
    docs: {
      default: 'unset (off)',
      meaning: 'Live gating: the same score on every dimension of at least this many videos.',
    },
  },
  gate_rated_before_end: {
    kind: 'integer',
    min: 1,
    max: 1000,
    nullable: true,
    default: null,
    group: 'quality-control',
    label: 'Gate: ratings before the video ended',
    help: 'At least this many ratings submitted before the video ended. Empty: off.',
    docs: {
      default: 'unset (off)',
      meaning: 'Live gating: at least this many ratings submitted before the video ended.',
    },
  },
  gate_inconsistency: {
    kind: 'number',
    min: 0,
    max: 10,
    minExclusive: true,
    nullable: true,
    default: null,
    group: 'quality-control',
    label: 'Gate: observer inconsistency',
    help: 'Observer inconsistency (MLE model) above this. Empty: off.',
    docs: {
      default: 'unset (off)',
      meaning: 'Live gating: observer inconsistency (maximum-likelihood model) above this.',
    },
  },
} as const satisfies Record<string, StudySettingDescriptor>;

type Descriptors = typeof STUDY_SETTING_DESCRIPTORS;
type BaseValue<D> = D extends { kind: 'faq' }
  ? StudyFaqEntry[]
  : D extends { kind: 'boolean' }
    ? boolean
    : D extends { kind: 'integer' | 'number' }
      ? number
      : D extends { kind: 'enum'; values: readonly (infer V)[] }
        ? V
        : string;
type SettingValue<D> = D extends { nullable: true } ? BaseValue<D> | null : BaseValue<D>;

/** The settings' values, each typed by its descriptor (kind, and null where nullable). */
export type StudySettings = { -readonly [K in keyof Descriptors]: SettingValue<Descriptors[K]> };
export type StudySettingKey = keyof StudySettings;

/** The descriptors of `table` as a list with their keys, in table order. */
export const describeStudySettings = (
  table: Readonly<Record<string, StudySettingDescriptor>>,
): KeyedStudySettingDescriptor[] => Object.entries(table).map(([key, d]) => ({ ...d, key }));

/** `videos_per_session` ↔ `STUDY_VIDEOS_PER_SESSION`, unless the descriptor names another. */
export const studySettingEnvName = (d: KeyedStudySettingDescriptor): string =>
  d.envName ?? `STUDY_${d.key.toUpperCase()}`;
