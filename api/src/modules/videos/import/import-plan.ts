import type { StimulusImportRow } from '@vvq/contracts';
import type { FileCheck, MediaInfo } from './media-checks.js';
import type { ManifestStimulus } from './manifest.js';

/** The catalogue row a manifest row becomes (what the import writes, counters aside). */
export interface PlannedVideo {
  label: string;
  content: string;
  view: string;
  compression_type: string;
  qp: string;
  url: string;
  kind: string;
  is_reference: boolean;
  attributes: string | null;
  sha256: string | null;
  original_sha256: string | null;
  /** null: not looked at (a trusted file, see ImportRequest.trusted). */
  file_check: string | null;
  media_info: string | null;
  poster_url: string | null;
}

/** A catalogue row as the plan compares it: the stored values and whether it has been rated. */
export interface ExistingVideo extends Omit<PlannedVideo, 'file_check' | 'poster_url' | 'url'> {
  id: number;
  url: string | null;
  ratings_count: number;
  reserved_count: number;
  file_check: string | null;
  poster_url: string | null;
}

export type RowAction = 'insert' | 'update' | 'unchanged' | 'refused';
export type RowStatus = 'ok' | 'warning' | 'error';

/** One line of the dry-run report. */
export type ReportRow = StimulusImportRow;

export interface PlannedRow {
  report: ReportRow;
  video: PlannedVideo;
  existingId: number | null;
}

/** The fields whose change the report names, in the words it uses. */
const COMPARED: Array<[keyof PlannedVideo, string]> = [
  ['content', 'content'],
  ['view', 'view'],
  ['compression_type', 'compression_type'],
  ['qp', 'qp'],
  ['url', 'file'],
  ['kind', 'kind'],
  ['is_reference', 'reference'],
  ['attributes', 'attributes'],
  ['sha256', 'file contents (SHA-256)'],
];

/** Attributes as stored: a JSON object with sorted keys, so an equal set compares equal; null when empty. */
export function attributesJson(attributes: Record<string, string>): string | null {
  const keys = Object.keys(attributes).sort();
  if (keys.length === 0) return null;
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, attributes[k]])));
}

/**
 * Decides, per manifest row, what the import does, against the catalogue as it is now. Pure: the service runs it for
 * the dry run and again inside the apply transaction on locked rows, so a rating that arrives in between is seen.
 * - a new label is inserted; the same values change nothing (a re-import is a no-op);
 * - a changed row updates an unrated stimulus, and is refused for a rated one: its ratings were given to what it
 *   was, and would silently mean something else;
 * - a file that failed its checks is an error; the import applies only when no row is an error.
 */
export function planRows(
  rows: ReadonlyArray<{ stimulus: ManifestStimulus; check: FileCheck; video: PlannedVideo }>,
  existing: ReadonlyMap<string, ExistingVideo>,
): PlannedRow[] {
  const warnings = crossRowWarnings(rows.map((r) => ({ content: r.stimulus.content, info: r.check.info })));
  return rows.map(({ stimulus, check, video }, i) => {
    const messages = [...check.messages, ...warnings[i]];
    let status: RowStatus = check.status === 'error' ? 'error' : messages.length > 0 ? 'warning' : 'ok';
    const old = existing.get(stimulus.label.toLowerCase());
    let action: RowAction = 'insert';
    if (old) {
      // A file not re-read (a remote URL, a volumetric folder) keeps the checksum it had.
      const next = { ...video, sha256: video.sha256 ?? old.sha256 };
      const changed = COMPARED.filter(([key]) => !same(old[key as keyof ExistingVideo], next[key]));
      if (old.label !== stimulus.label) changed.unshift(['label', 'label (letter case)']);
      if (changed.length === 0) action = 'unchanged';
      else if (old.ratings_count > 0) {
        action = 'refused';
        status = 'error';
        messages.push(
          `"${old.label}" has ${old.ratings_count} rating(s): changing its ${changed.map(([, word]) => word).join(', ')} ` +
            'would change what they mean; import the new version under a new label (and retire this one)',
        );
      } else action = 'update';
    }
    if (status === 'error' && action !== 'refused') action = 'refused';
    return {
      report: {
        where: stimulus.where,
        label: stimulus.label,
        status,
        action,
        file_check: check.status,
        messages,
      },
      video,
      existingId: old?.id ?? null,
    };
  });
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return Boolean(Number(a)) === Boolean(Number(b));
  return (a ?? null) === (b ?? null);
}

/** A content's conditions usually share a duration; a clip seconds shorter than its siblings is often a bad cut. */
const DURATION_TOLERANCE_S = 0.5;

/**
 * Legal but suspicious, across rows: a duration unlike the other conditions of its content, and a resolution unlike
 * the one most of the catalogue has.
 */
export function crossRowWarnings(
  rows: ReadonlyArray<{ content: string; info: MediaInfo | null }>,
): string[][] {
  const out = rows.map(() => [] as string[]);
  const byContent = new Map<string, number[]>();
  rows.forEach((r, i) => {
    if (r.info?.duration_s == null) return;
    byContent.set(r.content, [...(byContent.get(r.content) ?? []), i]);
  });
  for (const [content, indices] of byContent) {
    if (indices.length < 2) continue;
    const durations = indices.map((i) => rows[i].info!.duration_s!).sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)];
    for (const i of indices) {
      const d = rows[i].info!.duration_s!;
      if (Math.abs(d - median) > DURATION_TOLERANCE_S) {
        out[i].push(
          `lasts ${d.toFixed(2)} s, while the other conditions of "${content}" last about ${median.toFixed(2)} s`,
        );
      }
    }
  }
  const sizes = new Map<string, number>();
  for (const r of rows)
    if (r.info?.width)
      sizes.set(`${r.info.width}×${r.info.height}`, (sizes.get(`${r.info.width}×${r.info.height}`) ?? 0) + 1);
  const [common] = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (common && sizes.size > 1) {
    rows.forEach((r, i) => {
      if (!r.info?.width) return;
      const size = `${r.info.width}×${r.info.height}`;
      if (size !== common) out[i].push(`is ${size}, while most stimuli are ${common}`);
    });
  }
  return out;
}
