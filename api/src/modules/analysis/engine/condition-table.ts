import type { FullAnalysis } from './analyse-scores.js';
import {
  MIN_VALID_OBSERVERS,
  type ConditionStatsRow,
  type ConditionTableRow,
  type PresentationScreeningStatus,
} from '@vvq/contracts';
import { conditionOf } from './presentation-units.js';

/** Column order of `export/conditions.csv|xlsx`. */
export const CONDITION_TABLE_COLUMNS: readonly (keyof ConditionTableRow)[] = [
  'kind',
  'content',
  'compression_type',
  'qp',
  'view',
  'dimension',
  'screened',
  'n',
  'observers',
  'mos',
  'sd',
  'ci95_low',
  'ci95_high',
  'mle_quality',
  'mle_ci95_low',
  'mle_ci95_high',
  'below_min_observers',
  'screening_note',
];

const STATUS_TEXT: Record<Exclude<PresentationScreeningStatus, 'screened'>, string> = {
  too_few_ratings: 'too few ratings to screen',
  constant_scores: 'all scores equal, flags nobody',
};

/**
 * Says in the export what the screen says: which presentations of this condition screening could not judge. With
 * unit = condition a compression condition is one presentation; otherwise its videos are counted. A view condition
 * under unit = condition cuts across the screened presentations, so no note is claimed for it.
 */
function screeningNote(result: FullAnalysis, c: ConditionStatsRow): string {
  if (!result.screening.enabled) return '';
  const status = new Map(result.screening.per_presentation.map((p) => [p.presentation, p]));
  if (result.unit === 'condition') {
    if (c.kind !== 'compression') return '';
    const p = status.get(c.key);
    return p && p.status !== 'screened' ? `${STATUS_TEXT[p.status]} (N = ${p.n})` : '';
  }
  const videos = result.videos.filter(
    (v) =>
      v.content !== null &&
      conditionOf(c.kind, {
        video_id: v.video_id,
        content: v.content,
        view: v.view ?? '',
        compression_type: v.compression_type ?? '',
        qp: v.qp ?? '',
      }).key === c.key,
  );
  const parts = (['too_few_ratings', 'constant_scores'] as const).flatMap((kind) => {
    const count = videos.filter((v) => status.get(v.presentation)?.status === kind).length;
    return count > 0 ? [`${count} of ${videos.length} videos: ${STATUS_TEXT[kind]}`] : [];
  });
  return parts.join('; ');
}

/**
 * Flat per-condition rows: with screening on, the statistics without the rejected observers (`screened` = yes,
 * `observers` = the valid ones), otherwise over everyone. Unavailable values stay null (an empty cell), not 0.
 */
export function conditionTable(result: FullAnalysis): ConditionTableRow[] {
  const screened = result.screening.enabled;
  return result.conditions.map((c) => {
    const s = (screened ? c.screened : c.all) ?? c.all;
    return {
      kind: c.kind,
      content: c.content,
      compression_type: c.compression_type ?? '',
      qp: c.qp ?? '',
      view: c.view ?? '',
      dimension: result.dimension ?? '',
      screened: screened ? 'yes' : 'no',
      n: s.n,
      observers: screened ? c.valid_observers : c.observers,
      mos: s.mos,
      sd: s.sd,
      ci95_low: s.ci95_low,
      ci95_high: s.ci95_high,
      mle_quality: c.mle?.quality ?? null,
      mle_ci95_low: c.mle?.ci95_low ?? null,
      mle_ci95_high: c.mle?.ci95_high ?? null,
      below_min_observers: c.valid_observers < MIN_VALID_OBSERVERS ? 'yes' : 'no',
      screening_note: screeningNote(result, c),
    };
  });
}
