import { queryOptions } from '@tanstack/react-query';
import { AnalysisRoutes, type AnalysisResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import {
  analysisQueryString,
  observerPageQuery,
  withModelQuery,
  type AnalysisSettings,
} from '../utils/analysis-query';

/** The analysis with the observers from `observerOffset` on (one page; the summary is always complete). */
export function getAnalysis(
  apiBase: string,
  settings: AnalysisSettings,
  observerOffset = 0,
): Promise<AnalysisResponse> {
  const query = withModelQuery(analysisQueryString(settings), settings.model);
  return adminRequest<AnalysisResponse>(
    apiBase,
    `${AnalysisRoutes.analysis}${query}${observerPageQuery(observerOffset, query !== '')}`,
  );
}

/** One full analysis on the server (a worker thread there): run when the screen opens, never repeated behind the user. */
export function analysisQueryOptions(apiBase: string, settings: AnalysisSettings, observerOffset = 0) {
  return queryOptions({
    queryKey: ['admin', 'analysis', 'database', settings, observerOffset],
    queryFn: () => getAnalysis(apiBase, settings, observerOffset),
    staleTime: 0,
    retry: false,
  });
}
