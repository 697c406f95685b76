import { compareCodePoints } from './bt500-screening.js';
import { groupBy, type ScoreRecord } from './presentation-units.js';
import { pyFloat, pyInt, pyString } from './python-literal.js';

export interface SurealPresentation {
  /** The unit-of-presentation id the scores carry. */
  id: string;
  /** Source content (one sureal reference video per content). */
  content: string;
  /** Written as the dis video's `path`. */
  path: string;
}

export interface SurealDatasetInput {
  datasetName: string;
  /** Comment lines for the file head (no code). */
  comment?: string[];
  presentations: readonly SurealPresentation[];
  /** Scores whose `presentation` is a `SurealPresentation.id`; observers are already pseudonymous. */
  scores: readonly ScoreRecord[];
}

/**
 * The Python module sureal's `import_python_file` reads (shape of `resource/dataset/*.py` in Netflix/sureal):
 * `dataset_name`, `ref_videos` (`content_id`, `content_name`, `path`) and `dis_videos` (`content_id`,
 * `asset_id`, `path`, `os` = dict observer → score, or → list of scores when an observer scored the unit twice).
 * Presentations without scores are left out: sureal would count them in E and screen differently from us.
 */
export function writeSurealDataset(input: SurealDatasetInput): string {
  const byPresentation = groupBy(input.scores, (s) => s.presentation);
  const used = input.presentations.filter((p) => byPresentation.has(p.id));
  const known = new Set(input.presentations.map((p) => p.id));
  const missing = [...byPresentation.keys()].filter((id) => !known.has(id));
  if (missing.length) throw new Error(`scores for unknown presentation ${missing[0]}`);
  // sureal requires content ids 0..C−1.
  const contents = [...new Set(used.map((p) => p.content))].sort(compareCodePoints);
  const contentId = new Map(contents.map((c, i) => [c, i]));
  const refPaths = new Set(contents);

  const lines: string[] = [];
  for (const c of input.comment ?? []) lines.push(`# ${c.replace(/[\r\n]+/g, ' ')}`);
  lines.push(`dataset_name = ${pyString(input.datasetName)}`, '', 'ref_videos = [');
  for (const c of contents) {
    lines.push(
      `    {'content_id': ${pyInt(contentId.get(c) ?? 0)}, 'content_name': ${pyString(c)}, 'path': ${pyString(c)}},`,
    );
  }
  lines.push(']', '', 'dis_videos = [');
  used.forEach((p, assetId) => {
    const byObserver = groupBy(byPresentation.get(p.id) ?? [], (s) => s.observer);
    const os = [...byObserver.keys()].sort(compareCodePoints).map((observer) => {
      const values = (byObserver.get(observer) ?? []).map((s) => pyFloat(s.score));
      return `${pyString(observer)}: ${values.length === 1 ? values[0] : `[${values.join(', ')}]`}`;
    });
    // A dis video whose path equals its reference's is taken for the reference itself by sureal.
    const path = refPaths.has(p.path) ? `${p.path} (distorted)` : p.path;
    lines.push(
      `    {'content_id': ${pyInt(contentId.get(p.content) ?? 0)}, 'asset_id': ${pyInt(assetId)}, ` +
        `'path': ${pyString(path)}, 'os': {${os.join(', ')}}},`,
    );
  });
  lines.push(']', '');
  return lines.join('\n');
}
