import { AnalysisRoutes, type AnalysisResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { analysisQueryString, observerPageQuery, type AnalysisSettings } from '../utils/analysis-query';

/** The analysis with the observers from `observerOffset` on (one page; the summary is always complete). */
export function getAnalysis(
  apiBase: string,
  settings: AnalysisSettings,
  observerOffset = 0,
): Promise<AnalysisResponse> {
  const query = analysisQueryString(settings);
  return adminRequest<AnalysisResponse>(
    apiBase,
    `${AnalysisRoutes.analysis}${query}${observerPageQuery(observerOffset, query !== '')}`,
  );
}
