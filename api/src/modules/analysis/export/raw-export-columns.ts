import type { CellValue } from '@vvq/contracts';

export interface RawColumn {
  name: string;
  meaning: string;
  /** How the value is read from a raw database row. */
  kind: 'text' | 'number' | 'timestamp' | 'flag';
}

/** Columns of `export/raw.csv|xlsx`, in order; the xlsx `Data dictionary` sheet is this table. */
export const RAW_COLUMNS: readonly RawColumn[] = [
  { name: 'rating_id', kind: 'number', meaning: 'Id of the rating (unique per row).' },
  {
    name: 'observer',
    kind: 'text',
    meaning:
      'Pseudonymous participant id: P + 12 hex digits of an HMAC of the user id (no name or e-mail). The same participant has the same id in every export of this deployment.',
  },
  {
    name: 'panel',
    kind: 'text',
    meaning:
      'Panel the participant came from through an entry link: prolific, mturk or sona (empty: signed up).',
  },
  {
    name: 'panel_participant',
    kind: 'text',
    meaning:
      "Pseudonymous panel id: X + 12 hex digits of an HMAC of '<panel>:<id on the panel>' with the observer key (whoever holds the key can compute it for a given Prolific/MTurk/SONA id); empty for signed-up participants.",
  },
  {
    name: 'screen_out_reason',
    kind: 'text',
    meaning:
      'Why the participant was screened out (declined consent, failed environment check), as they were told; empty if not.',
  },
  { name: 'session_id', kind: 'number', meaning: 'Rating session in which the video was assigned.' },
  { name: 'trial_id', kind: 'number', meaning: 'Assignment (trial) that was rated.' },
  { name: 'video_id', kind: 'number', meaning: 'Catalogue video id.' },
  { name: 'content', kind: 'text', meaning: 'Source content (sequence) of the video.' },
  { name: 'view', kind: 'text', meaning: 'Viewpoint / camera path of the video.' },
  { name: 'compression_type', kind: 'text', meaning: 'Compression applied (e.g. geometry, texture, both).' },
  {
    name: 'qp',
    kind: 'text',
    meaning: 'Quantisation parameter(s) of the compression, as labelled in the catalogue.',
  },
  { name: 'label', kind: 'text', meaning: 'Catalogue label of the video.' },
  { name: 'url', kind: 'text', meaning: 'Media URL the participant was shown (empty when none).' },
  {
    name: 'video_sha256',
    kind: 'text',
    meaning:
      'SHA-256 of the file participants were served, as the stimulus import stored it (empty before it).',
  },
  {
    name: 'video_retired',
    kind: 'flag',
    meaning: '1 = the stimulus is retired (no new assignments); its ratings still count.',
  },
  {
    name: 'video_attributes',
    kind: 'text',
    meaning:
      "The lab's further condition attributes of the stimulus (manifest columns) as a JSON object; empty when none.",
  },
  {
    name: 'video_is_reference',
    kind: 'flag',
    meaning:
      "1 = the stimulus is marked as its content's reference: hidden among the others under acr-hr (its DMOS is 5 by definition), shown before the processed video under dcr (where it is never rated itself).",
  },
  {
    name: 'method',
    kind: 'text',
    meaning:
      "The study's test method (setting method): acr, acr-hr or dcr; the method cannot change once ratings exist, so every row has the same. Pair comparison has no ratings: its judgements are in export pc/raw.csv.",
  },
  { name: 'clarity', kind: 'number', meaning: 'Visual Clarity score, 1 (Very Poor) to 5 (Excellent).' },
  { name: 'interaction', kind: 'number', meaning: 'Ease of Interaction score, 1 to 5.' },
  { name: 'depth', kind: 'number', meaning: 'Depth Perception score, 1 to 5.' },
  { name: 'overall', kind: 'number', meaning: 'Overall Experience score, 1 to 5.' },
  {
    name: 'comments',
    kind: 'text',
    meaning:
      "Optional free-text comment of the participant (in CSV, text that would start a formula — = + - @ first, also after spaces — is prefixed with ' so spreadsheets do not run it; in XLSX it is a text cell).",
  },
  { name: 'assigned_at', kind: 'timestamp', meaning: 'When the video was assigned (UTC, ISO 8601).' },
  { name: 'rated_at', kind: 'timestamp', meaning: 'When the rating was submitted (UTC, ISO 8601).' },
  {
    name: 'viewport_width',
    kind: 'number',
    meaning: 'Browser viewport width in CSS pixels when rating (empty if not reported).',
  },
  {
    name: 'viewport_height',
    kind: 'number',
    meaning: 'Browser viewport height in CSS pixels when rating (empty if not reported).',
  },
  {
    name: 'device_pixel_ratio',
    kind: 'number',
    meaning: 'Device pixel ratio of the screen (empty if not reported).',
  },
  {
    name: 'played_to_end',
    kind: 'flag',
    meaning: '1 if the video was played to its end before rating, 0 if not, empty if not reported.',
  },
  {
    name: 'stall_count',
    kind: 'number',
    meaning: 'How often playback stalled (waiting for data) during the trial (empty if not reported).',
  },
  {
    name: 'stall_seconds',
    kind: 'number',
    meaning: 'Total time playback stalled during the trial, in seconds (empty if not reported).',
  },
  {
    name: 'hidden_seconds',
    kind: 'number',
    meaning: 'Seconds the browser tab was hidden (another tab or app in front) while the trial was open.',
  },
  {
    name: 'end_to_submit_ms',
    kind: 'number',
    meaning:
      'Milliseconds from the end of the first full playback to the submission (empty if the video never ended).',
  },
  {
    name: 'stall_flagged',
    kind: 'flag',
    meaning:
      "1 if the trial's stalls exceeded the study's max_stall_seconds when it was submitted: the rating is kept here but not counted for balanced assignment (the video went back to the pool) and left out of the MOS / BT.500 analysis; 0 otherwise.",
  },
  {
    name: 'participant_flagged',
    kind: 'flag',
    meaning:
      '1 if live rater gating stopped this participant and no admin has reversed it (the analysis leaves them out unless flagged=include), else 0.',
  },
  {
    name: 'flag_rules',
    kind: 'text',
    meaning:
      'Reason codes of every gating flag the participant ever had, reversed ones too, separated by ";": failed_gold, failed_trap, straight_lining, rated_before_end, inconsistency (empty when never flagged). Training, gold and trap ratings are not in this export.',
  },
  {
    name: 'completed_at',
    kind: 'timestamp',
    meaning:
      'When the participant was first given the completion code (UTC, ISO 8601); empty if they never were.',
  },
  {
    name: 'flagged_after_completion',
    kind: 'flag',
    meaning:
      '1 if live rater gating flagged the participant after they had been given the completion code (reversed flags too; participant_flagged says whether it still stands): they may have submitted the code to their panel, so check it before approving or paying; else 0.',
  },
  {
    name: 'age',
    kind: 'number',
    meaning: 'Questionnaire: age in years (empty when the participant has no questionnaire).',
  },
  { name: 'gender', kind: 'text', meaning: 'Questionnaire: gender.' },
  { name: 'education', kind: 'text', meaning: 'Questionnaire: highest education.' },
  { name: 'field_of_study', kind: 'text', meaning: 'Questionnaire: field of study.' },
  { name: 'familiarity', kind: 'text', meaning: 'Questionnaire: familiarity with volumetric video.' },
  { name: 'experience', kind: 'text', meaning: 'Questionnaire: free-text experience (at most 50 words).' },
  { name: 'understanding', kind: 'number', meaning: 'Questionnaire: self-rated understanding, 1 to 5.' },
  { name: 'technical_knowledge', kind: 'text', meaning: 'Questionnaire: technical knowledge.' },
  { name: 'quality_metrics', kind: 'text', meaning: 'Questionnaire: familiarity with quality metrics.' },
  {
    name: 'previous_participation',
    kind: 'text',
    meaning: 'Questionnaire: took part in a similar study before (Yes/No).',
  },
  {
    name: 'quiz1',
    kind: 'text',
    meaning: 'Questionnaire: answer to quiz 1 (key characteristic of volumetric video).',
  },
  {
    name: 'quiz2',
    kind: 'text',
    meaning: 'Questionnaire: answer to quiz 2 (how it is typically displayed).',
  },
  { name: 'quiz3', kind: 'text', meaning: 'Questionnaire: answer to quiz 3 (a common use case).' },
  { name: 'consent', kind: 'flag', meaning: 'Questionnaire: 1 if the participant consented.' },
  {
    name: 'questionnaire_submitted_at',
    kind: 'timestamp',
    meaning: 'When the questionnaire was submitted (UTC, ISO 8601).',
  },
  {
    name: 'env_check_passed',
    kind: 'flag',
    meaning:
      "Environment check (study setting environment_check): 1 if the participant's latest check passed, 0 if it failed, empty if they never ran one.",
  },
  {
    name: 'env_check_reasons',
    kind: 'text',
    meaning:
      'Environment check: the plain-language reasons it failed, separated by " | " (empty when passed).',
  },
  { name: 'env_check_attempts', kind: 'number', meaning: 'Environment check: how many times it was run.' },
  {
    name: 'env_checked_at',
    kind: 'timestamp',
    meaning: 'Environment check: when the latest one ran (UTC, ISO 8601).',
  },
  {
    name: 'env_viewport_width',
    kind: 'number',
    meaning: 'Environment check: browser viewport width in CSS pixels.',
  },
  {
    name: 'env_viewport_height',
    kind: 'number',
    meaning: 'Environment check: browser viewport height in CSS pixels.',
  },
  { name: 'env_screen_width', kind: 'number', meaning: 'Environment check: screen width in CSS pixels.' },
  { name: 'env_screen_height', kind: 'number', meaning: 'Environment check: screen height in CSS pixels.' },
  {
    name: 'env_device_pixel_ratio',
    kind: 'number',
    meaning: 'Environment check: device pixel ratio of the screen.',
  },
  {
    name: 'env_browser',
    kind: 'text',
    meaning: 'Environment check: browser brand and major version (e.g. "Chromium 131").',
  },
  {
    name: 'env_mime_types',
    kind: 'text',
    meaning: "Environment check: the MIME type(s) of the participant's assigned videos that were tested.",
  },
  {
    name: 'env_codec_supported',
    kind: 'flag',
    meaning: 'Environment check: 1 if the browser said it can play those MIME types (canPlayType).',
  },
  {
    name: 'env_test_clip_played',
    kind: 'flag',
    meaning: 'Environment check: 1 if a short test clip really played.',
  },
  {
    name: 'env_fullscreen_entered',
    kind: 'flag',
    meaning:
      'Environment check: 1 if fullscreen was entered, 0 if not, empty when the study did not require fullscreen.',
  },
  {
    name: 'language',
    kind: 'text',
    meaning:
      'Language the participant read the study in (en, de, fr, es, zh-Hans, ar; the scale words of that catalogue); empty when never chosen (English).',
  },
];

const EMPTY_WITHOUT_PATH = 'empty for a trial without a viewing path (a 2D video).';

/**
 * Per-trial exploration figures of a volumetric stimulus's viewing path, after RAW_COLUMNS. A study with no viewing
 * path stored exports without them, so a 2D study's file keeps exactly its columns.
 */
export const EXPLORATION_COLUMNS: readonly RawColumn[] = [
  {
    name: 'explore_touched',
    kind: 'flag',
    meaning: `Volumetric stimulus: 1 if the participant used the view controls at all, 0 if they never touched them (a valid answer, not an error); ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_control_events',
    kind: 'number',
    meaning: `Volumetric stimulus: control gestures logged (orbit, zoom, pan, reset, fullscreen, pause, play); ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_interacting_share',
    kind: 'number',
    meaning: `Volumetric stimulus: share of the logged time during which the camera moved, 0 to 1; ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_angular_path_deg',
    kind: 'number',
    meaning: `Volumetric stimulus: total angle in degrees the view direction travelled around the content (path length; the analysis's default exploration figure); ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_azimuth_coverage_deg',
    kind: 'number',
    meaning: `Volumetric stimulus: how much of the circle around the content was seen, as the 10° azimuth sectors the camera was in × 10 (0 to 360); ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_azimuth_range_deg',
    kind: 'number',
    meaning: `Volumetric stimulus: largest minus smallest azimuth in degrees (−180 to 180, so an orbit across the back reads large; coverage does not); ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_elevation_range_deg',
    kind: 'number',
    meaning: `Volumetric stimulus: highest minus lowest elevation of the camera above the content, degrees; ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_mean_distance',
    kind: 'number',
    meaning: `Volumetric stimulus: mean camera distance to the orbit target, in the sequence's units; ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_distance_range',
    kind: 'number',
    meaning: `Volumetric stimulus: farthest minus nearest camera distance (zooming), sequence units; ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_duration_ms',
    kind: 'number',
    meaning: `Volumetric stimulus: time from the first to the last pose sample, ms; ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_samples',
    kind: 'number',
    meaning: `Volumetric stimulus: pose samples logged (one per rendered frame); ${EMPTY_WITHOUT_PATH}`,
  },
  {
    name: 'explore_dropped_frames',
    kind: 'number',
    meaning: `Volumetric stimulus: media frames the player passed over because they were late or failed to decode (empty if not reported); ${EMPTY_WITHOUT_PATH}`,
  },
];

/** The raw export's columns: the exploration figures join when any viewing path is stored. */
export function rawExportColumns(withExploration: boolean): readonly RawColumn[] {
  return withExploration ? [...RAW_COLUMNS, ...EXPLORATION_COLUMNS] : RAW_COLUMNS;
}

/**
 * SQLite hands datetimes back as 'YYYY-MM-DD HH:MM:SS[.sss]' text in UTC, MySQL (timezone Z) as Date objects;
 * both become ISO 8601 UTC.
 */
export function toIsoTimestamp(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const text = String(value);
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

function cell(column: RawColumn, value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'flag':
      return value === true || Number(value) === 1 ? 1 : 0;
    case 'timestamp':
      return toIsoTimestamp(value);
    default:
      return String(value);
  }
}

/** One export row; `observer` replaces the user id, which never leaves the server. */
export function rawExportRow(
  row: Record<string, unknown>,
  observer: string,
  columns: readonly RawColumn[] = RAW_COLUMNS,
): CellValue[] {
  return columns.map((c) => (c.name === 'observer' ? observer : cell(c, row[c.name])));
}
