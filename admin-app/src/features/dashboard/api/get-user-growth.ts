import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type UserGrowthResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { ADMIN_STATS_ERROR_LOG, adminStatsKey } from './admin-stats-key';

export function getUserGrowth(apiBase: string): Promise<UserGrowthResponse> {
  return adminRequest<UserGrowthResponse>(apiBase, ApiRoutes.admin.userGrowth);
}

export function userGrowthQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: adminStatsKey('user-growth'),
    queryFn: () => getUserGrowth(apiBase),
    meta: { errorLog: ADMIN_STATS_ERROR_LOG },
  });
}
