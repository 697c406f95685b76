import { compareCodePoints } from './bt500-screening.js';
import type { PairJudgement } from './pair-comparison-data.js';
import { pyFloat, pyInt, pyString } from './python-literal.js';
import type { SurealPresentation } from './sureal-dataset.js';

export interface SurealPairDatasetInput {
  datasetName: string;
  /** Comment lines for the file head (no code). */
  comment?: string[];
  /** The stimuli; a judgement's `a` and `b` are their ids. */
  stimuli: readonly SurealPresentation[];
  /** One judgement per observer and unordered pair (observers already pseudonymous). */
  judgements: readonly PairJudgement[];
}

const VALUE = { a: 1, b: 0, tie: 0.5 } as const;

/**
 * The Python module sureal's `PairedCompDatasetReader` reads (Netflix/sureal `dataset_reader.py`): `ref_videos` as
 * for ACR, and `dis_videos` with continuous `asset_id`s 0..n−1, each `os` a dict `(observer, asset_id of the
 * other stimulus): value` — 1 when this stimulus was preferred, 0 when the other was, 0.5 for a tie (sureal then
 * sets the mirrored cell to 1 − value). Each judgement is written once, under the stimulus shown first (`a`).
 * Stimuli without judgements are left out. An observer judging one pair twice cannot be written (sureal's array
 * holds one value per observer and ordered pair): an error names it.
 */
export function writeSurealPairDataset(input: SurealPairDatasetInput): string {
  const byId = new Map(input.stimuli.map((s) => [s.id, s]));
  const judged = new Set(input.judgements.flatMap((j) => [j.a, j.b]));
  for (const id of judged) if (!byId.has(id)) throw new Error(`judgements name unknown stimulus ${id}`);
  const used = input.stimuli.filter((s) => judged.has(s.id));
  const assetId = new Map(used.map((s, i) => [s.id, i]));
  const contents = [...new Set(used.map((s) => s.content))].sort(compareCodePoints);
  const contentId = new Map(contents.map((c, i) => [c, i]));

  const seen = new Set<string>();
  const os = new Map<string, string[]>(used.map((s) => [s.id, []]));
  for (const j of input.judgements) {
    const [lo, hi] = [j.a, j.b].sort(compareCodePoints);
    const key = JSON.stringify([j.observer, lo, hi]);
    if (seen.has(key)) throw new Error(`observer ${j.observer} judged ${lo} vs ${hi} more than once`);
    seen.add(key);
    os.get(j.a)?.push(
      `(${pyString(j.observer)}, ${pyInt(assetId.get(j.b) ?? 0)}): ${pyFloat(VALUE[j.winner])}`,
    );
  }

  const lines: string[] = [];
  for (const c of input.comment ?? []) lines.push(`# ${c.replace(/[\r\n]+/g, ' ')}`);
  lines.push(`dataset_name = ${pyString(input.datasetName)}`, '', 'ref_videos = [');
  for (const c of contents) {
    lines.push(
      `    {'content_id': ${pyInt(contentId.get(c) ?? 0)}, 'content_name': ${pyString(c)}, 'path': ${pyString(c)}},`,
    );
  }
  lines.push(']', '', 'dis_videos = [');
  for (const s of used) {
    lines.push(
      `    {'content_id': ${pyInt(contentId.get(s.content) ?? 0)}, 'asset_id': ${pyInt(assetId.get(s.id) ?? 0)}, ` +
        `'path': ${pyString(s.path)}, 'os': {${(os.get(s.id) ?? []).join(', ')}}},`,
    );
  }
  lines.push(']', '');
  return lines.join('\n');
}
