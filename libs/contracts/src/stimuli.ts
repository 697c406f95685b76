import type { VideoAttributes } from './videos.js';

/** How a stimulus file fared in the import's checks ('error' only ever appears in a report, never stored). */
export type StimulusFileCheck = 'ok' | 'warning' | 'error' | 'not checked';

/** A catalogue row as the admin Stimuli list shows it: its lifecycle, file and the lab's attributes. */
export interface AdminStimulusRow extends VideoAttributes {
  video_id: number;
  label: string;
  kind: string;
  is_reference: boolean;
  url: string | null;
  ratings_count: number;
  /** Open reservations: assigned, not yet rated (expired ones count until the sweep returns them). */
  reserved_count: number;
  /** null for rows loaded before the import existed. */
  file_check: StimulusFileCheck | null;
  sha256: string | null;
  original_sha256: string | null;
  poster_url: string | null;
  /** ISO instant; null while the stimulus is in use. */
  retired_at: string | null;
  /** The lab's further condition attributes (extra manifest columns). */
  attributes: Record<string, string>;
  /** Duration (s), resolution, frame rate, codecs … as the import's checks found them; null when not checked. */
  media_info: Record<string, unknown> | null;
}

export type StimulusImportAction = 'insert' | 'update' | 'unchanged' | 'refused';

/** One line of the dry-run report. */
export interface StimulusImportRow {
  /** Where in the manifest: "m.csv line 4" or "m.json stimuli[3]". */
  where: string;
  label: string;
  status: 'ok' | 'warning' | 'error';
  action: StimulusImportAction;
  file_check: StimulusFileCheck;
  messages: string[];
}

export interface StimulusImportReport {
  /** true once every row is written (one transaction); false for a dry run or a refused import. */
  applied: boolean;
  summary: {
    rows: number;
    ok: number;
    warning: number;
    error: number;
    insert: number;
    update: number;
    unchanged: number;
    refused: number;
    distortion_examples: number;
    distortion_sections: number;
  };
  rows: StimulusImportRow[];
  distortion: StimulusImportRow[];
}

/** Upload limits of the admin Stimuli screen (the API refuses beyond them with 413). */
export const STIMULI_UPLOAD_LIMITS = {
  /** One file of an upload, or one entry of a zip. */
  fileBytes: 2 * 1024 ** 3,
  /** Every file of one upload together, or a zip's entries unpacked. */
  totalBytes: 20 * 1024 ** 3,
  files: 10_000,
  /** The manifest and the distortion file. */
  manifestBytes: 20 * 1024 ** 2,
} as const;
