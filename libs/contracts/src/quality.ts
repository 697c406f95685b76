/**
 * Quality control (docs/developer/decisions/quality.md): training presentations, gold and trap items, live
 * rater gating. Routes under `/api/admin/quality/...`; the rules and their sources are in
 * docs/experimenter/analysis.md ("Live rater gating").
 */
import { RATING_QUESTION_ORDER, RATING_QUESTIONS, type RatingDimension } from './ratings.js';
import type { VideoAttributes } from './videos.js';

/** What an admin may mark a catalogue video as; a marked video leaves the scored pool. */
export const QUALITY_MARK_KINDS = ['training', 'gold', 'trap'] as const;
export type QualityMarkKind = (typeof QUALITY_MARK_KINDS)[number];

/** What a trial (and the rating stored for it) is: a scored presentation or one of the marked kinds. */
export const VIDEO_KINDS = ['scored', ...QUALITY_MARK_KINDS] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Largest tolerance a gold target may have (a 1–5 scale: 4 accepts anything). */
export const GOLD_TOLERANCE_MAX = 4;

/**
 * One dimension's expectation. Gold: the expected score and how far a rating may be from it (5 ± 1 accepts 4 and 5).
 * Trap: the score the clip tells the viewer to give; its tolerance is always 0.
 */
export interface QualityTarget {
  score: number;
  tolerance: number;
}
/** Per dimension; a dimension left out is not checked. Gold and trap need at least one, training none. */
export type QualityTargets = Partial<Record<RatingDimension, QualityTarget>>;

/** Body of `PUT /api/admin/quality/marks/:videoId` (sets or replaces the video's mark). */
export interface QualityMarkRequest {
  kind: QualityMarkKind;
  targets?: QualityTargets;
  /**
   * Trap only, and required there: the text the participant reads over the clip, naming the score to give in the
   * study's scale words (see trapInstruction). Without it every honest rater would fail the trap.
   */
  instruction?: string;
}

export interface QualityMark extends VideoAttributes {
  video_id: number;
  label: string;
  url: string | null;
  kind: QualityMarkKind;
  targets: QualityTargets;
  /** A trap's instruction (generated from its targets for a mark stored without one); null for other kinds. */
  instruction: string | null;
  marked_at: string;
}

/** Longest trap instruction the API stores (a sentence or two over the player). */
export const TRAP_INSTRUCTION_MAX_LENGTH = 300;
/** The 400s of a mark whose instruction is missing, or set on another kind than a trap. */
export const TRAP_INSTRUCTION_REQUIRED =
  'A trap video needs an instruction telling the participant which score to give, e.g. "For this clip, please rate every question \'Poor\' (2)."';
export const TRAP_INSTRUCTION_ONLY =
  'Only a trap video takes an instruction: training and gold videos are rated as seen';

/**
 * The default instruction of a trap: its expected scores in the participant's words, the questions by their slider
 * names (in the card's order) and each score by the study's slider caption with its number, e.g. "For this clip,
 * please rate every question 'Poor' (2)." or "For this clip, please rate Visual Clarity and Overall Experience
 * 'Very Poor' (1)."
 */
export function trapInstruction(
  targets: QualityTargets,
  scoreLabels: Readonly<Record<number, string>>,
): string {
  const byScore = new Map<number, RatingDimension[]>();
  for (const d of RATING_QUESTION_ORDER) {
    const t = targets[d];
    if (t) byScore.set(t.score, [...(byScore.get(t.score) ?? []), d]);
  }
  // The word and its number: the spec's guide reads 0–5 ("1 Poor") while the sliders read 1–5 ("2 – Poor"), so a
  // word alone could send an honest viewer to the wrong score.
  const word = (score: number) => (scoreLabels[score] ? `'${scoreLabels[score]}' (${score})` : String(score));
  const groups = [...byScore];
  if (groups.length === 1 && groups[0][1].length === RATING_QUESTION_ORDER.length)
    return `For this clip, please rate every question ${word(groups[0][0])}.`;
  const parts = groups.map(
    ([score, dims]) => `${listed(dims.map((d) => RATING_QUESTIONS[d]))} ${word(score)}`,
  );
  return `For this clip, please rate ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : parts[0]}.`;
}

const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** Reason codes of a flag (also in the exports' `flag_rules` column). */
export const GATING_RULES = [
  'failed_gold',
  'failed_trap',
  'straight_lining',
  'rated_before_end',
  'inconsistency',
] as const;
export type GatingRule = (typeof GATING_RULES)[number];

/** One rating (or, under pair comparison, one gold pair's judgement) that counted toward a rule. */
export interface GatingEvidenceItem {
  /** The rating's trial; for a gold pair, its pair trial. */
  trial_id: number;
  /** The rated video; for a gold pair, its known winner. */
  video_id: number;
  kind: VideoKind;
  /** The scores given (an ACR-family rating; absent for a gold pair, which has `pair`). */
  scores?: Record<RatingDimension, number>;
  /** Gold/trap: the targets the rating missed. */
  targets?: QualityTargets;
  played_to_end?: boolean | null;
  /** A failed gold pair (method pc): the videos as shown, the known winner, the choices per dimension. */
  pair?: PairGoldEvidence;
}

/** A gold pair's judgement: failed where a dimension's choice is not the known winner (a "no difference" too). */
export interface PairGoldEvidence {
  left_video_id: number;
  right_video_id: number;
  known_winner_id: number;
  choices: Record<RatingDimension, 'left' | 'right' | 'tie'>;
  /** The dimensions whose choice missed the known winner. */
  missed: RatingDimension[];
}
/** The participant's inconsistency from the maximum-likelihood model (ITU-T P.910 Annex E), with its 95 % interval. */
export interface ObserverInconsistency {
  /** Scores of the participant in the fit. */
  n: number;
  inconsistency: number;
  ci95_low: number;
  ci95_high: number;
}
export interface GatingEvidence {
  /**
   * How many ratings met the rule, and the threshold it reached (`inconsistency`: the scored ratings in the fit, and
   * the threshold the interval's lower end exceeded).
   */
  count: number;
  threshold: number;
  items: GatingEvidenceItem[];
  /** Rule `inconsistency` only. */
  inconsistency?: ObserverInconsistency;
}

/** A participant stopped by a rule (GET /api/admin/quality/flags), newest first. */
export interface QualityFlag {
  id: number;
  user_id: number;
  /** The participant's name; null when the account no longer exists. */
  name: string | null;
  rule: GatingRule;
  flagged_at: string;
  evidence: GatingEvidence;
  /** Set once an admin reversed the flag (the participant may continue). */
  reversed_at: string | null;
  reversed_by_admin_id: number | null;
}

/**
 * What the session start and rating answers carry once a participant may get no further videos: a neutral status
 * and text (the participant is never told why; screen_out_url, when set, is where the app sends them).
 */
export const PARTICIPANT_CLOSED_STATUS = 'closed';
export const PARTICIPANT_CLOSED_MESSAGE =
  'Thank you — no further videos are available for you in this study.';

/** Query flag of the analysis endpoints: flagged participants' ratings are left out unless `include`. */
export const FLAGGED_FILTERS = ['exclude', 'include'] as const;
export type FlaggedFilter = (typeof FLAGGED_FILTERS)[number];
