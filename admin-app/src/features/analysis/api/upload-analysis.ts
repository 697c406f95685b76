import { AnalysisRoutes, type AnalysisResponse, type AnalysisUploadRequest } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { analysisQueryString, type AnalysisSettings } from '../utils/analysis-query';

export function uploadAnalysis(apiBase: string, settings: AnalysisSettings, body: AnalysisUploadRequest): Promise<AnalysisResponse> {
  return adminRequest<AnalysisResponse>(apiBase, `${AnalysisRoutes.upload}${analysisQueryString(settings)}`, {
    method: 'POST',
    body,
  });
}
