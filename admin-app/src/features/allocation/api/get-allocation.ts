import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AllocationOverviewResponse } from '@vvq/contracts';
import { apiDownload, withSessionExpiry, type ApiDownloadResult } from '@vvq/ui';
import { adminArea, adminRequest } from '../../../lib/admin-request';

export const ALLOCATION_KEY = ['admin', 'allocation'] as const;

export function getAllocation(apiBase: string): Promise<AllocationOverviewResponse> {
  return adminRequest<AllocationOverviewResponse>(apiBase, ApiRoutes.admin.allocation);
}

export function allocationQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: ALLOCATION_KEY, queryFn: () => getAllocation(apiBase) });
}

/** The allocation CSV (which videos stopped and when), with the admin token. */
export function downloadAllocationCsv(apiBase: string): Promise<ApiDownloadResult> {
  return withSessionExpiry(adminArea, () =>
    apiDownload(apiBase, ApiRoutes.admin.allocationCsv, {
      token: adminArea.readToken(),
      fallbackFilename: 'vvq-allocation.csv',
    }),
  );
}
