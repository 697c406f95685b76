import { AnalysisRoutes, type AnalysisResponse, type AnalysisUploadRequest } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { analysisQueryString, observerPageQuery, type AnalysisSettings } from '../utils/analysis-query';

/** An upload has no dimension or video attributes; only the screening options apply. */
const UPLOAD_QUERY = ['screening', 'denominator'] as const;

export function uploadAnalysis(
  apiBase: string,
  settings: AnalysisSettings,
  body: AnalysisUploadRequest,
  observerOffset = 0,
): Promise<AnalysisResponse> {
  const query = analysisQueryString(settings, [...UPLOAD_QUERY]);
  return adminRequest<AnalysisResponse>(
    apiBase,
    `${AnalysisRoutes.upload}${query}${observerPageQuery(observerOffset, query !== '')}`,
    {
      method: 'POST',
      body,
    },
  );
}
