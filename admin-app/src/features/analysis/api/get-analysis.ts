import { AnalysisRoutes, type AnalysisResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { analysisQueryString, type AnalysisSettings } from '../utils/analysis-query';

export function getAnalysis(apiBase: string, settings: AnalysisSettings): Promise<AnalysisResponse> {
  return adminRequest<AnalysisResponse>(apiBase, `${AnalysisRoutes.analysis}${analysisQueryString(settings)}`);
}
