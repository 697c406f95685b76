import type { AnalysisResponse, ConditionTableRow } from '@vvq/contracts';

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
];

/**
 * Flat per-condition rows: with screening on, the statistics without the rejected observers (`screened` = yes,
 * `observers` = the valid ones), otherwise over everyone. Unavailable values stay null (an empty cell), not 0.
 */
export function conditionTable(result: AnalysisResponse): ConditionTableRow[] {
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
    };
  });
}
