import { MethodRoutes, type RatingDimension } from '@vvq/contracts';
import { apiDownload, withSessionExpiry, type ApiDownloadResult } from '@vvq/ui';
import { adminArea } from '../../../lib/admin-request';

export type PairExport = 'pcRawCsv' | 'pcSureal';

/** A pair-comparison export (every judgement as CSV, or one dimension as a sureal PC dataset), with the admin token. */
export function downloadPairExport(
  apiBase: string,
  kind: PairExport,
  dimension: RatingDimension,
): Promise<ApiDownloadResult> {
  const path =
    kind === 'pcRawCsv'
      ? MethodRoutes.pcRawCsv
      : `${MethodRoutes.pcSureal}?dimension=${encodeURIComponent(dimension)}`;
  return withSessionExpiry(adminArea, () =>
    apiDownload(apiBase, path, {
      token: adminArea.readToken(),
      fallbackFilename: kind === 'pcRawCsv' ? 'vvq-pair-judgements.csv' : `vvq_pc_${dimension}.py`,
    }),
  );
}
