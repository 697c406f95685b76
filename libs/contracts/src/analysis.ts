/**
 * BT.500 analysis: query options, response shapes and routes of `/api/admin/analysis/...`.
 * Formulas and the choices made for incomplete designs are in docs/experimenter/analysis.md.
 */
import type { RatingDimension } from './ratings.js';
import type { VideoAttributes } from './videos.js';

/** The video attributes, each null where the data has none (uploaded scores, or a grouping that drops it). */
export type NullableVideoAttributes = { [K in keyof VideoAttributes]: VideoAttributes[K] | null };

/** What one "presentation" is for screening, bias and the sureal export. */
export const ANALYSIS_UNITS = ['video', 'condition'] as const;
export type AnalysisUnit = (typeof ANALYSIS_UNITS)[number];

/**
 * Denominator of the BT.500 first screening statistic (P+Q)/denominator:
 * `presentations` = number of presentations in the analysed set × max repetitions (sureal's choice),
 * `observer` = the observer's own number of scores.
 */
export const SCREENING_DENOMINATORS = ['presentations', 'observer'] as const;
export type ScreeningDenominator = (typeof SCREENING_DENOMINATORS)[number];

/** z of the two-sided 95 % normal interval, as sureal uses it. */
export const CI95_Z = 1.95996;
/** BT.500 recommends at least 15 observers per condition. */
export const MIN_VALID_OBSERVERS = 15;
/** Fewer scores than this can never put a score at ū ± 2·S (max |u−ū|/S is √(n−1)). */
export const MIN_SCORES_TO_SCREEN = 5;
/** Upload limits of `POST /api/admin/analysis/upload`. */
export const ANALYSIS_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const ANALYSIS_UPLOAD_MAX_ROWS = 200_000;
/**
 * Per-observer rows (`observers`, `screening.observers`) one analysis answer carries by default: a page of them, so a
 * 200,000-observer upload answers with its summary in kilobytes, not 43 MB. More with `observer_offset`/`observer_limit`.
 */
export const ANALYSIS_OBSERVER_PAGE_SIZE = 1000;
/** The largest `observer_limit` accepted. */
export const ANALYSIS_OBSERVER_PAGE_MAX = 10_000;
/**
 * Every other list of an answer that grows with the data (rejected observers, videos, conditions, presentations,
 * warnings) stops after this many rows; `list_totals` says how many there are (the exports carry all of them).
 */
export const ANALYSIS_LIST_MAX_ROWS = 5000;

/**
 * Extra subjective models an analysis can add, each answering the `mle` block (docs/experimenter/analysis.md):
 * `mle`, the maximum-likelihood model of ITU-T P.910 Annex E (Li & Bampis; sureal's MLE family), solved so that it
 * converges on sparse designs; `ordinal`, the same bias + inconsistency model for whole-number category scores
 * (rounding and clipping at the scale's ends modelled); `sureal-mle`, `sureal-mle-co`, `sureal-p910`, sureal's own
 * `MLE`, `MLE_CO` and `P910` exactly as sureal computes them (complete designs; they fail on sparse ones as sureal does).
 */
export const ANALYSIS_MODELS = ['mle', 'ordinal', 'sureal-mle', 'sureal-mle-co', 'sureal-p910'] as const;
export type AnalysisModel = (typeof ANALYSIS_MODELS)[number];

/**
 * `group_by=attribute:<name>`: the conditions also grouped by one of the lab's own stimulus attributes (a manifest
 * column beyond the spec's, e.g. `bitrate_kbps`), pooled over contents. The name follows the manifest's rule.
 */
export const GROUP_BY_ATTRIBUTE_PREFIX = 'attribute:';
export const GROUP_BY_PATTERN = /^attribute:[A-Za-z0-9_]{1,50}$/;

export interface AnalysisQuery {
  /** Add the maximum-likelihood model's estimates (`mle`) to the answer. Only on the analysis and the upload. */
  model?: AnalysisModel;
  dimension?: RatingDimension;
  unit?: AnalysisUnit;
  screening?: 'on' | 'off';
  denominator?: ScreeningDenominator;
  /**
   * Participants flagged by live gating (docs/developer/decisions/quality.md; not reversed): left out
   * (`exclude`, the default) or analysed with everyone else (`include`).
   */
  flagged?: 'exclude' | 'include';
  /** `attribute:<name>`: add one condition per value of that stimulus attribute (GROUP_BY_PATTERN). */
  group_by?: string;
  /**
   * Only the participants who read the study in this language (`en` also counts those who never chose one); the
   * analysis, the per-condition table and the sureal dataset of a study in two languages, one language at a time.
   */
  language?: string;
  /** First per-observer row of the answer (0-based, default 0). */
  observer_offset?: number;
  /** Per-observer rows in the answer (1 … ANALYSIS_OBSERVER_PAGE_MAX, default ANALYSIS_OBSERVER_PAGE_SIZE). */
  observer_limit?: number;
}

/** Body of the upload call when sent as JSON (text/csv bodies are the CSV itself). */
export interface AnalysisUploadRequest {
  csv: string;
}

/** N, MOS, SD (N−1) and the 95 % CI MOS ± 1.95996·SD/√N; every statistic is null when it is not available. */
export interface DescriptiveStats {
  n: number;
  mos: number | null;
  /** Sample standard deviation (N−1); null when N < 2. */
  sd: number | null;
  /** null when N < 2 ("not available", not zero). */
  ci95_low: number | null;
  ci95_high: number | null;
}

/** A quality estimated by the maximum-likelihood model, with its 95 % interval. */
export interface MleEstimate {
  quality: number;
  /** null when the quality is not identified (only observers with a single score rated it). */
  ci95_low: number | null;
  ci95_high: number | null;
}

/** One presentation of `mle.presentations` (the unit of presentation of the analysis). */
export interface MlePresentationRow extends MleEstimate {
  presentation: string;
  /** Scores of this presentation. */
  n: number;
}

/**
 * One observer of `mle.observers`: bias b_s and inconsistency v_s with their 95 % intervals. The inconsistency and
 * the intervals are null when the data leave no residual to measure noise by (`pooled_inconsistency` null).
 */
export interface MleObserverRow {
  observer: string;
  n: number;
  bias: number;
  bias_ci95_low: number | null;
  bias_ci95_high: number | null;
  inconsistency: number | null;
  inconsistency_ci95_low: number | null;
  inconsistency_ci95_high: number | null;
}

/** How one fit of the model ended. `converged: false` = stopped at the iteration cap, estimates still moving. */
export interface MleFit {
  converged: boolean;
  iterations: number;
}

/** The `mle` member of an analysis answer (with `model=mle`). */
export interface MleReport extends MleFit {
  /**
   * Pooled residual SD, the centre the observers' inconsistencies are shrunk towards; null when the data have less
   * than one residual degree of freedom (e.g. every presentation scored once), and then every interval is null.
   */
  pooled_inconsistency: number | null;
  /** Every presentation of the analysis unit (cut at ANALYSIS_LIST_MAX_ROWS like the other lists). */
  presentations: MlePresentationRow[];
  /** The same page of observers as `observers` (`observer_page`), in the same order. */
  observers: MleObserverRow[];
  /** The fits per video and per condition kind behind the `mle` columns of `videos` and `conditions`. */
  fits: { video: MleFit; compression: MleFit | null; view: MleFit | null; attribute?: MleFit | null };
}

/** One video (or one uploaded presentation); attributes are null for uploaded data. */
export interface VideoStatsRow extends NullableVideoAttributes {
  presentation: string;
  video_id: number | null;
  /** All observers. */
  all: DescriptiveStats;
  /** Without rejected observers; null when screening is off. */
  screened: DescriptiveStats | null;
  /** With `model=mle`: the video's quality from the maximum-likelihood model (all observers). */
  mle?: MleEstimate | null;
}

/**
 * `compression` = content × compression_type × qp; `view` = content × view; `attribute` = one value of the lab's
 * attribute named by `group_by`, over every content (only with `group_by`).
 */
export type ConditionKind = 'compression' | 'view' | 'attribute';

export interface ConditionStatsRow extends Omit<NullableVideoAttributes, 'content'> {
  kind: ConditionKind;
  /** Stable key, e.g. `["longdress","texture","30"]` as JSON. */
  key: string;
  /** Human label, e.g. `longdress · texture · QP 30`. */
  label: string;
  content: string;
  /** Kind `attribute`: the attribute's name and this condition's value (null: stimuli without the attribute). */
  attribute?: string;
  attribute_value?: string | null;
  /** Distinct observers with a score in this condition / of them not rejected. */
  observers: number;
  valid_observers: number;
  all: DescriptiveStats;
  screened: DescriptiveStats | null;
  /** With `model=mle`: the condition's quality from the maximum-likelihood model fitted on conditions of this kind. */
  mle?: MleEstimate | null;
}

/** Per-presentation screening outcome. */
export type PresentationScreeningStatus = 'screened' | 'too_few_ratings' | 'constant_scores';

export interface PresentationScreening {
  presentation: string;
  n: number;
  mean: number;
  /** √m₂, population (divided by n). */
  s: number;
  /** β₂ = m₄/m₂²; null when m₂ = 0. */
  beta2: number | null;
  /** 2 when 2 ≤ β₂ ≤ 4, else √20; null when the presentation flags nobody by rule. */
  k: number | null;
  status: PresentationScreeningStatus;
}

export interface ObserverScreening {
  observer: string;
  /** Scores this observer gave in the analysed set. */
  scores: number;
  p: number;
  q: number;
  denominator: number;
  /** (P+Q)/denominator. */
  ratio: number;
  /** |P−Q|/(P+Q); null when P+Q = 0. */
  asymmetry: number | null;
  rejected: boolean;
}

export interface ScreeningReport {
  enabled: boolean;
  unit: AnalysisUnit;
  denominator: ScreeningDenominator;
  /** E: presentations with at least one score. */
  presentations: number;
  /** R: the most scores one observer gave one presentation (1 in a normal design). */
  max_repetitions: number;
  /** True when every observer met the criteria, so (as in BT.500/sureal) none is rejected. */
  all_would_be_rejected: boolean;
  rejected: ObserverScreening[];
  observers: ObserverScreening[];
  /** Presentations that could not flag anyone (too few ratings or all scores equal). */
  not_screenable: PresentationScreening[];
  per_presentation: PresentationScreening[];
}

/** ITU-T P.913 §12.4 bias δₛ and inconsistency (SD of score − MOS − δₛ) of one observer. */
export interface ObserverBiasRow {
  observer: string;
  /** Database user id (admin view only; exports carry the pseudonym alone). */
  user_id: number | null;
  n: number;
  bias: number | null;
  inconsistency: number | null;
  rejected: boolean;
}

export interface AnalysisWarning {
  code: 'few_valid_observers';
  /** `presentation` for uploaded data, which has no video attributes to group by. */
  condition_kind: ConditionKind | 'presentation';
  condition: string;
  valid_observers: number;
  message: string;
}

export interface AnalysisResponse {
  source: 'database' | 'upload';
  dimension: RatingDimension | null;
  unit: AnalysisUnit;
  totals: { ratings: number; observers: number; videos: number };
  screening: ScreeningReport;
  videos: VideoStatsRow[];
  conditions: ConditionStatsRow[];
  /** One page of the observers (same page as `screening.observers`), in observer order. */
  observers: ObserverBiasRow[];
  warnings: AnalysisWarning[];
  /** Which observers `observers` and `screening.observers` hold: rows offset … offset + limit − 1 of total. */
  observer_page: { offset: number; limit: number; total: number };
  /** Full lengths of the lists cut at ANALYSIS_LIST_MAX_ROWS (a list is complete when its length equals its total). */
  list_totals: AnalysisListTotals;
  /** Only with `model=mle`. */
  mle?: MleReport;
}

export interface AnalysisListTotals {
  rejected: number;
  not_screenable: number;
  per_presentation: number;
  videos: number;
  conditions: number;
  warnings: number;
  /** With `model=mle`: the length of `mle.presentations`. */
  mle_presentations?: number;
}

/** One row of the per-condition export (`export/conditions.csv|xlsx`). */
export interface ConditionTableRow extends VideoAttributes {
  kind: ConditionKind;
  /** Only in an export with `group_by` (its columns then): the attribute's name and value on kind `attribute` rows. */
  attribute?: string;
  attribute_value?: string;
  dimension: string;
  screened: 'yes' | 'no';
  n: number;
  observers: number;
  mos: number | null;
  sd: number | null;
  ci95_low: number | null;
  ci95_high: number | null;
  /** Maximum-likelihood quality and its 95 % interval (all observers; model fitted on conditions of this kind). */
  mle_quality: number | null;
  mle_ci95_low: number | null;
  mle_ci95_high: number | null;
  /** 'yes' when fewer than MIN_VALID_OBSERVERS (15) valid observers scored the condition. */
  below_min_observers: 'yes' | 'no';
  /** Why screening could not judge (part of) this condition, e.g. too few ratings; empty when it could. */
  screening_note: string;
}

/** Paths relative to the API base, beside `ApiRoutes.admin`. */
export const AnalysisRoutes = {
  analysis: '/admin/analysis',
  upload: '/admin/analysis/upload',
  rawCsv: '/admin/analysis/export/raw.csv',
  rawXlsx: '/admin/analysis/export/raw.xlsx',
  surealPy: '/admin/analysis/export/sureal.py',
  conditionsCsv: '/admin/analysis/export/conditions.csv',
  conditionsXlsx: '/admin/analysis/export/conditions.xlsx',
  /** Volumetric stimuli: MOS of the viewers who explored little vs much (median split per stimulus). */
  explorationSplit: '/admin/analysis/exploration-split',
} as const;
