import type { RatingDimension } from './ratings.js';

/**
 * The test methods a study can run and the analyses of their data (ITU-T P.910, ITU-R BT.500): `acr` absolute
 * category rating (the product's journey), `acr-hr` ACR with a hidden reference, analysed as DMOS, `dcr`
 * degradation category rating (reference shown, then the processed stimulus), `pc` pair comparison, scaled by
 * Bradley–Terry or Thurstone Case V maximum likelihood.
 */
export const TEST_METHODS = ['acr', 'acr-hr', 'dcr', 'pc'] as const;
export type TestMethod = (typeof TEST_METHODS)[number];

/** The methods the analysis upload reads besides plain ACR scores. */
export const UPLOAD_METHODS = ['acr', 'acr-hr', 'pc'] as const;
export type UploadMethod = (typeof UPLOAD_METHODS)[number];

/** The routes of the test methods (kept apart from routes.ts while the methods grow). */
export const MethodRoutes = {
  /** GET: the ids of the catalogue's reference videos ({ids}). */
  videoReferences: '/admin/videos/references',
  /** PUT {is_reference}: marks a catalogue video as (not) the reference of its content. */
  videoReference: (videoId: number | string) => `/admin/videos/${videoId}/reference`,
  /** GET: the live ACR-HR analysis, DMOS per presentation of the study's ratings. */
  analysisDmos: '/admin/analysis/dmos',
  /** GET ?model=bt|thurstone: the live pair-comparison scaling per dimension of the study's judgements. */
  analysisPc: '/admin/analysis/pc',
  /** GET: every stored pair judgement as CSV (one row per judged pair, one column per dimension). */
  pcRawCsv: '/admin/analysis/pc/raw.csv',
  /** GET ?dimension=: the judgements of one dimension as a sureal PC dataset (PairedCompDatasetReader's format). */
  pcSureal: '/admin/analysis/pc/sureal.py',
  /** GET: the gold pairs the lab declared itself; POST DeclareGoldPairBody: declares one (or changes its winner). */
  pcGoldPairs: '/admin/pc/gold-pairs',
  /** DELETE: withdraws a declared gold pair (pairs already assigned keep their known winner). */
  pcGoldPair: (pairId: number | string) => `/admin/pc/gold-pairs/${pairId}`,
  /** POST: the participant's pair session (created and topped up like the ACR session); answers PairSessionResponse. */
  pairSession: '/sessions/pairs',
  /** POST PairJudgementBody: the participant's judgement of one assigned pair. */
  pairJudgement: (pairTrialId: number | string) => `/pairs/${pairTrialId}/judgement`,
} as const;

/** A pair-comparison answer in one dimension: the left video is better, the right one, or (where allowed) neither. */
export const PAIR_CHOICES = ['left', 'right', 'tie'] as const;
export type PairChoice = (typeof PAIR_CHOICES)[number];

/** One video of an assigned pair, as the participant's screen needs it. */
export interface PairSide {
  video_id: number;
  label: string;
  url: string;
}

/** One assigned pair: `left` is shown first (or on the left), `right` second. */
export interface AssignedPair {
  pair_trial_id: number;
  content: string;
  left: PairSide;
  right: PairSide;
  submitted: boolean;
}

export interface PairSessionResponse {
  sessionId: number;
  pairs: AssignedPair[];
  pairs_per_session: number;
  /** Whether "no difference" may be answered (setting pc_allow_tie). */
  allow_tie: boolean;
}

/** One choice per rating dimension. */
export type PairJudgementBody = Record<RatingDimension, PairChoice>;

export interface PairJudgementResponse {
  pair_trial_id: number;
  judged_at: string;
}

/** GET /admin/analysis/pc: one scaling per rating dimension of the study's stored judgements. */
export interface LivePairComparisonResponse {
  method: 'pc';
  model: PairModel;
  dimensions: Record<RatingDimension, PairComparisonResponse | null>;
}

/**
 * A gold pair the lab declares itself (pair comparison): two active videos of one content and the one a participant
 * should choose. While any is declared, a session's gold pairs are drawn from these instead of the reference pairs.
 */
export interface DeclareGoldPairBody {
  winner_video_id: number;
  other_video_id: number;
}

export interface DeclaredGoldPair {
  /** The pair's id (pc_pairs), the one DELETE takes. */
  pair_id: number;
  content: string;
  winner_video_id: number;
  winner_label: string;
  other_video_id: number;
  other_label: string;
}

export interface DeclaredGoldPairsResponse {
  pairs: DeclaredGoldPair[];
}

export interface VideoReferenceUpdate {
  is_reference: boolean;
}

export interface VideoReferencesResponse {
  ids: number[];
}

export interface VideoReferenceState {
  id: number;
  content: string;
  label: string;
  is_reference: boolean;
}

export const PAIR_MODELS = ['bt', 'thurstone'] as const;
export type PairModel = (typeof PAIR_MODELS)[number];

/** One presentation's DMOS (ACR-HR): MOS − MOS(reference of its content) + 5. */
export interface DmosRow {
  presentation: string;
  content: string;
  is_reference: boolean;
  n: number;
  mos: number;
  dmos: number;
  /** Default: the standard error of MOS − MOS_ref with the covariance of the observers who rated both. */
  std: number;
  ci95_low: number;
  ci95_high: number;
  /** sureal's DmosModel: the SD of the presentation's differential scores / √n (ignores the reference's spread). */
  sureal_std: number;
  sureal_ci95_low: number;
  sureal_ci95_high: number;
}

/** sureal's MLE (with dscore_mode) on the same data: complete designs only; null where it breaks down. */
export interface DmosMleRow {
  presentation: string;
  dmos: number | null;
  std: number | null;
  ci95_low: number | null;
  ci95_high: number | null;
}

export interface DmosResponse {
  method: 'acr-hr';
  reference_score: number;
  observers: number;
  ratings: number;
  rows: DmosRow[];
  /** Live analysis only: contents left out because their reference has no rating yet (or none is marked). */
  skipped_contents?: string[];
  /** Present when asked for with `model=mle`. */
  mle?: { iterations: number; rows: DmosMleRow[] };
}

export type MethodAnalysisResponse = DmosResponse | PairComparisonResponse;

export interface PairScaleRow {
  stimulus: string;
  /** Bradley–Terry: ln p with Σp = 1 (sureal's scale); Thurstone: SD units of one perceived difference, mean 0. */
  score: number;
  /** Textbook standard error from the observed information (the default). */
  std: number;
  ci95_low: number;
  ci95_high: number;
  /** sureal's own standard error formula, for reproducing sureal's numbers. */
  sureal_std: number;
  sureal_ci95_low: number;
  sureal_ci95_high: number;
  wins: number;
  judgements: number;
}

export interface PairObserverRow {
  observer: string;
  judgements: number;
  z: number | null;
  circular_triads: number;
  complete_triads: number;
  flagged: boolean;
}

export interface PairComparisonResponse {
  method: 'pc';
  model: PairModel;
  converged: boolean;
  iterations: number;
  /** False when some group of stimuli never lost to the rest: no finite scale exists. */
  identifiable: boolean;
  screening: boolean;
  judgements: number;
  ties: number;
  stimuli: PairScaleRow[];
  observers: PairObserverRow[];
  /** Observers left out of the scaling by the screening. */
  excluded: string[];
}
