import { AnalysisRoutes } from '@vvq/contracts';
import { apiDownload, withSessionExpiry, type ApiDownloadResult, type DownloadProgress } from '@vvq/ui';
import { adminArea } from '../../../lib/admin-request';
import { analysisQueryString, type AnalysisSettings, type QueryKey } from '../utils/analysis-query';

export type AnalysisExport = 'rawCsv' | 'rawXlsx' | 'conditionsCsv' | 'conditionsXlsx' | 'surealPy';

/** The parameters each export accepts (docs/experimenter/analysis.md 'HTTP API'); any other one is a 400. */
const EXPORT_QUERY: Record<AnalysisExport, QueryKey[]> = {
  rawCsv: [],
  rawXlsx: [],
  conditionsCsv: ['dimension', 'unit', 'screening', 'denominator', 'flagged', 'group_by'],
  conditionsXlsx: ['dimension', 'unit', 'screening', 'denominator', 'flagged', 'group_by'],
  surealPy: ['dimension', 'unit', 'flagged'],
};

/** Names used only if the server's Content-Disposition cannot be read (it normally names every file). */
const FALLBACK_NAMES: Record<AnalysisExport, (s: AnalysisSettings) => string> = {
  rawCsv: () => 'vvq-raw-ratings.csv',
  rawXlsx: () => 'vvq-raw-ratings.xlsx',
  conditionsCsv: (s) => `vvq-conditions-${s.dimension}-${s.screening ? 'screened' : 'all'}.csv`,
  conditionsXlsx: (s) => `vvq-conditions-${s.dimension}-${s.screening ? 'screened' : 'all'}.xlsx`,
  surealPy: (s) => `vvq_${s.dimension}_${s.unit}.py`,
};

/**
 * One export file, streamed with the admin token. Like adminRequest, a 401 clears the admin session and sends the
 * admin to the login page (@vvq/ui withSessionExpiry); the error is still thrown so the caller stops.
 */
export async function downloadAnalysisExport(
  apiBase: string,
  kind: AnalysisExport,
  settings: AnalysisSettings,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<ApiDownloadResult> {
  return withSessionExpiry(adminArea, () =>
    apiDownload(apiBase, `${AnalysisRoutes[kind]}${analysisQueryString(settings, EXPORT_QUERY[kind])}`, {
      ...options,
      token: adminArea.readToken(),
      fallbackFilename: FALLBACK_NAMES[kind](settings),
    }),
  );
}
