import { ApiRoutes, type VideoRatingStatsResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getVideoRatingStats(apiBase: string): Promise<VideoRatingStatsResponse> {
  return adminRequest<VideoRatingStatsResponse>(apiBase, ApiRoutes.admin.videoRatingStats);
}
