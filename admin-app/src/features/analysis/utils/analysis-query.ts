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

/** '?dimension=overall&unit=video&screening=on&denominator=presentations' for the analysis and export calls. */
export function analysisQueryString(settings: AnalysisSettings): string {
  return `?${new URLSearchParams(toAnalysisQuery(settings)).toString()}`;
}
