import { AnalysisRoutes } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { analysisQueryString, type AnalysisSettings } from '../utils/analysis-query';

/** The text exports (CSV and the sureal .py module); apiRequest hands non-JSON bodies back as text. */
export type TextExport = 'rawCsv' | 'conditionsCsv' | 'surealPy';

export async function getAnalysisExport(apiBase: string, kind: TextExport, settings: AnalysisSettings): Promise<string> {
  const body = await adminRequest<unknown>(apiBase, `${AnalysisRoutes[kind]}${analysisQueryString(settings)}`);
  return typeof body === 'string' ? body : body === null ? '' : JSON.stringify(body);
}
