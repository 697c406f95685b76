import type { AnalysisQuery, AnalysisUnit, RatingDimension, ScreeningDenominator } from '@vvq/contracts';

export interface AnalysisSettings {
  dimension: RatingDimension;
  unit: AnalysisUnit;
  screening: boolean;
  denominator: ScreeningDenominator;
}

/** The server's defaults (docs/analysis.md): overall, video, screening on, D = presentations. */
export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = {
  dimension: 'overall',
  unit: 'video',
  screening: true,
  denominator: 'presentations',
};

export function toAnalysisQuery(settings: AnalysisSettings): Required<AnalysisQuery> {
  return {
    dimension: settings.dimension,
    unit: settings.unit,
    screening: settings.screening ? 'on' : 'off',
    denominator: settings.denominator,
  };
}

type QueryKey = keyof AnalysisQuery;

const ALL_KEYS: QueryKey[] = ['dimension', 'unit', 'screening', 'denominator'];

/**
 * '?dimension=overall&unit=video&screening=on&denominator=presentations', limited to `keys` because each analysis
 * route accepts only its own parameters (an unknown one is a 400, docs/analysis.md 'HTTP API').
 */
export function analysisQueryString(settings: AnalysisSettings, keys: QueryKey[] = ALL_KEYS): string {
  const query = toAnalysisQuery(settings);
  const params = new URLSearchParams(keys.map((key) => [key, query[key]]));
  const text = params.toString();
  return text ? `?${text}` : '';
}
