import {
  GROUP_BY_ATTRIBUTE_PREFIX,
  type AnalysisModel,
  type AnalysisQuery,
  type AnalysisUnit,
  type RatingDimension,
  type ScreeningDenominator,
} from '@vvq/contracts';

export interface AnalysisSettings {
  dimension: RatingDimension;
  unit: AnalysisUnit;
  screening: boolean;
  denominator: ScreeningDenominator;
  /**
   * Analyse participants stopped by live gating too (docs/developer/decisions/quality.md); the server leaves
   * them out by default.
   */
  includeFlagged?: boolean;
  /** The subjective model shown beside MOS, BT.500 and P.913 (`model=…`); the Gaussian `mle` when unset. */
  model?: AnalysisModel;
  /** A lab attribute to add conditions by (`group_by=attribute:<name>`); none when unset or empty. */
  groupBy?: string;
}

/** The server's defaults (docs/experimenter/analysis.md): overall, video, screening on, D = presentations. */
export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = {
  dimension: 'overall',
  unit: 'video',
  screening: true,
  denominator: 'presentations',
};

/** The options the screen sets (the page of observers is asked for separately, see observerPageQuery). */
export type QueryKey = 'dimension' | 'unit' | 'screening' | 'denominator' | 'flagged' | 'group_by';

export function toAnalysisQuery(settings: AnalysisSettings): Required<Pick<AnalysisQuery, QueryKey>> {
  return {
    dimension: settings.dimension,
    unit: settings.unit,
    screening: settings.screening ? 'on' : 'off',
    denominator: settings.denominator,
    flagged: settings.includeFlagged ? 'include' : 'exclude',
    group_by: settings.groupBy ? `${GROUP_BY_ATTRIBUTE_PREFIX}${settings.groupBy}` : '',
  };
}

const ALL_KEYS: QueryKey[] = ['dimension', 'unit', 'screening', 'denominator', 'flagged', 'group_by'];

/**
 * '?dimension=overall&unit=video&screening=on&denominator=presentations', limited to `keys` because each analysis
 * route accepts only its own parameters (an unknown one is a 400, docs/experimenter/analysis.md 'HTTP API').
 */
export function analysisQueryString(settings: AnalysisSettings, keys: QueryKey[] = ALL_KEYS): string {
  const query = toAnalysisQuery(settings);
  // flagged is sent only to include them, group_by only when chosen, so the default query reads as it always did.
  const sent = keys.filter(
    (key) =>
      (key !== 'flagged' || query.flagged === 'include') && (key !== 'group_by' || query.group_by !== ''),
  );
  const params = new URLSearchParams(sent.map((key) => [key, query[key]]));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** '&observer_offset=N' for a later page of observers (the first page is the server's default, so nothing). */
export function observerPageQuery(offset: number, hasQuery: boolean): string {
  if (offset <= 0) return '';
  return `${hasQuery ? '&' : '?'}observer_offset=${offset}`;
}

/**
 * Adds `model=…` (`mle` unless another is chosen): the screen always shows a maximum-likelihood model beside MOS,
 * BT.500 and P.913. Only the analysis and the upload take it (the exports answer 400 to it; the per-condition export
 * carries the Gaussian MLE anyway).
 */
export function withModelQuery(query: string, model: AnalysisModel = 'mle'): string {
  return `${query}${query ? '&' : '?'}model=${model}`;
}
