import { AnalysisRoutes, type AnalysisQuery } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { analysisQueryString, type AnalysisSettings } from '../utils/analysis-query';

/** The text exports (CSV and the sureal .py module); apiRequest hands non-JSON bodies back as text. */
export type TextExport = 'rawCsv' | 'conditionsCsv' | 'surealPy';

/** The parameters each export accepts (docs/analysis.md 'HTTP API'). */
const EXPORT_QUERY: Record<TextExport, (keyof AnalysisQuery)[]> = {
  rawCsv: [],
  conditionsCsv: ['dimension', 'unit', 'screening', 'denominator'],
  surealPy: ['dimension', 'unit'],
};

export async function getAnalysisExport(apiBase: string, kind: TextExport, settings: AnalysisSettings): Promise<string> {
  const body = await adminRequest<unknown>(apiBase, `${AnalysisRoutes[kind]}${analysisQueryString(settings, EXPORT_QUERY[kind])}`);
  return typeof body === 'string' ? body : body === null ? '' : JSON.stringify(body);
}
