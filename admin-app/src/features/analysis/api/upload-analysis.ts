import { queryOptions } from '@tanstack/react-query';
import { AnalysisRoutes, type AnalysisResponse, type AnalysisUploadRequest } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import {
  analysisQueryString,
  observerPageQuery,
  withModelQuery,
  type AnalysisSettings,
} from '../utils/analysis-query';

/** An upload has no dimension or video attributes; only the screening options apply. */
const UPLOAD_QUERY = ['screening', 'denominator'] as const;

export function uploadAnalysis(
  apiBase: string,
  settings: AnalysisSettings,
  body: AnalysisUploadRequest,
  observerOffset = 0,
): Promise<AnalysisResponse> {
  const query = withModelQuery(analysisQueryString(settings, [...UPLOAD_QUERY]), settings.model);
  return adminRequest<AnalysisResponse>(
    apiBase,
    `${AnalysisRoutes.upload}${query}${observerPageQuery(observerOffset, query !== '')}`,
    {
      method: 'POST',
      body,
    },
  );
}

/** An uploaded file, numbered so a second upload of the same text runs again (the key never holds the CSV itself). */
export interface UploadedCsv {
  id: number;
  csv: string;
}

/** The analysis of an uploaded CSV, one page of observers at a time; dropped from the cache once nobody shows it. */
export function analysisUploadQueryOptions(
  apiBase: string,
  settings: AnalysisSettings,
  upload: UploadedCsv,
  observerOffset = 0,
) {
  return queryOptions({
    queryKey: ['admin', 'analysis', 'upload', upload.id, settings, observerOffset],
    queryFn: () => uploadAnalysis(apiBase, settings, { csv: upload.csv }, observerOffset),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
