import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type VideoRatingStatsResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { ADMIN_STATS_ERROR_LOG, adminStatsKey } from './admin-stats-key';

export function getVideoRatingStats(apiBase: string): Promise<VideoRatingStatsResponse> {
  return adminRequest<VideoRatingStatsResponse>(apiBase, ApiRoutes.admin.videoRatingStats);
}

export function videoRatingStatsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: adminStatsKey('video-rating-stats'),
    queryFn: () => getVideoRatingStats(apiBase),
    meta: { errorLog: ADMIN_STATS_ERROR_LOG },
  });
}
