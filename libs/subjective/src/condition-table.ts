import type { FullAnalysis } from './analyse-scores.js';
import {
  MIN_VALID_OBSERVERS,
  type ConditionStatsRow,
  type ConditionTableRow,
  type PresentationScreening,
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

/** The two columns an export grouped by an attribute (`group_by`) adds after `view`. */
export const ATTRIBUTE_COLUMNS: readonly (keyof ConditionTableRow)[] = ['attribute', 'attribute_value'];

/** The export's columns: CONDITION_TABLE_COLUMNS, with the attribute's two after `view` when grouped by one. */
export function conditionTableColumns(groupedByAttribute: boolean): readonly (keyof ConditionTableRow)[] {
  if (!groupedByAttribute) return CONDITION_TABLE_COLUMNS;
  const at = CONDITION_TABLE_COLUMNS.indexOf('view') + 1;
  return [
    ...CONDITION_TABLE_COLUMNS.slice(0, at),
    ...ATTRIBUTE_COLUMNS,
    ...CONDITION_TABLE_COLUMNS.slice(at),
  ];
}

type UnscreenableStatus = Exclude<PresentationScreeningStatus, 'screened'>;

const STATUS_TEXT: Record<UnscreenableStatus, string> = {
  too_few_ratings: 'too few ratings to screen',
  constant_scores: 'all scores equal, flags nobody',
};

/** How many videos of one condition there are, and how many of them screening could not judge, by reason. */
interface ConditionVideoCounts {
  videos: number;
  unscreenable: Record<UnscreenableStatus, number>;
}

/** A condition's identity across both kinds (a compression and a view key never coincide, but say so anyway). */
const conditionId = (kind: string, key: string): string => `${kind}\u0000${key}`;

/**
 * Everything the notes need, built once per table: each presentation's screening status and, per condition, its
 * video counts. Looking these up per condition (a map of every presentation and a filter over every video for each
 * of them) made the export quadratic: minutes for 8,448 videos (docs/benchmarks.md, "Reading the before").
 */
interface NoteIndex {
  status: Map<string, PresentationScreening>;
  byCondition: Map<string, ConditionVideoCounts>;
}

function noteIndex(result: FullAnalysis): NoteIndex {
  const status = new Map(result.screening.per_presentation.map((p) => [p.presentation, p]));
  const byCondition = new Map<string, ConditionVideoCounts>();
  if (!result.screening.enabled || result.unit === 'condition') return { status, byCondition };
  for (const v of result.videos) {
    if (v.content === null) continue;
    const attributes = {
      video_id: v.video_id,
      content: v.content,
      view: v.view ?? '',
      compression_type: v.compression_type ?? '',
      qp: v.qp ?? '',
    };
    const videoStatus = status.get(v.presentation)?.status;
    for (const kind of ['compression', 'view'] as const) {
      const id = conditionId(kind, conditionOf(kind, attributes).key);
      let counts = byCondition.get(id);
      if (!counts) {
        counts = { videos: 0, unscreenable: { too_few_ratings: 0, constant_scores: 0 } };
        byCondition.set(id, counts);
      }
      counts.videos += 1;
      if (videoStatus !== undefined && videoStatus !== 'screened') counts.unscreenable[videoStatus] += 1;
    }
  }
  return { status, byCondition };
}

/**
 * Says in the export what the screen says: which presentations of this condition screening could not judge. With
 * unit = condition a compression condition is one presentation; otherwise its videos are counted. A view condition
 * under unit = condition cuts across the screened presentations, so no note is claimed for it.
 */
function screeningNote(result: FullAnalysis, index: NoteIndex, c: ConditionStatsRow): string {
  // An attribute's condition cuts across contents; its videos are not counted here (the screen shows them).
  if (!result.screening.enabled || c.kind === 'attribute') return '';
  if (result.unit === 'condition') {
    if (c.kind !== 'compression') return '';
    const p = index.status.get(c.key);
    return p && p.status !== 'screened' ? `${STATUS_TEXT[p.status]} (N = ${p.n})` : '';
  }
  const counts = index.byCondition.get(conditionId(c.kind, c.key));
  const videos = counts?.videos ?? 0;
  const parts = (['too_few_ratings', 'constant_scores'] as const).flatMap((kind) => {
    const count = counts?.unscreenable[kind] ?? 0;
    return count > 0 ? [`${count} of ${videos} videos: ${STATUS_TEXT[kind]}`] : [];
  });
  return parts.join('; ');
}

/**
 * Flat per-condition rows: with screening on, the statistics without the rejected observers (`screened` = yes,
 * `observers` = the valid ones), otherwise over everyone. Unavailable values stay null (an empty cell), not 0.
 */
export function conditionTable(result: FullAnalysis): ConditionTableRow[] {
  const screened = result.screening.enabled;
  const index = noteIndex(result);
  return result.conditions.map((c) => {
    const s = (screened ? c.screened : c.all) ?? c.all;
    return {
      kind: c.kind,
      content: c.content,
      compression_type: c.compression_type ?? '',
      qp: c.qp ?? '',
      view: c.view ?? '',
      ...(c.kind === 'attribute'
        ? { attribute: c.attribute ?? '', attribute_value: c.attribute_value ?? '' }
        : {}),
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
      screening_note: screeningNote(result, index, c),
    };
  });
}
