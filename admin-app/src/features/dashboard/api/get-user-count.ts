import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type UserCountResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { ADMIN_STATS_ERROR_LOG, adminStatsKey } from './admin-stats-key';

export function getUserCount(apiBase: string): Promise<UserCountResponse | null> {
  return adminRequest<UserCountResponse | null>(apiBase, ApiRoutes.admin.userCount);
}

export function userCountQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: adminStatsKey('user-count'),
    queryFn: async () => Number((await getUserCount(apiBase))?.count ?? 0),
    meta: { errorLog: ADMIN_STATS_ERROR_LOG },
  });
}
