import { useQuery } from '@tanstack/react-query';
import type { FeedbackChartResponse, UserGrowthResponse, VideoRatingStatsResponse } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { feedbackChartQueryOptions } from '../api/get-feedback-chart';
import { userCountQueryOptions } from '../api/get-user-count';
import { userGrowthQueryOptions } from '../api/get-user-growth';
import { videoRatingStatsQueryOptions } from '../api/get-video-rating-stats';

export interface DashboardStats {
  userCount: number | null;
  videoStats: VideoRatingStatsResponse | null;
  feedback: FeedbackChartResponse | null;
  growth: UserGrowthResponse | null;
}

/**
 * The four statistics calls as independent queries, so one failing call leaves the others visible; every failure is
 * only logged (spec: 'Error fetching admin stats', no user message — the queries' meta.errorLog).
 */
export function useDashboardStats(): DashboardStats {
  const apiBase = useApiBase();
  return {
    userCount: useQuery(userCountQueryOptions(apiBase)).data ?? null,
    videoStats: useQuery(videoRatingStatsQueryOptions(apiBase)).data ?? null,
    feedback: useQuery(feedbackChartQueryOptions(apiBase)).data ?? null,
    growth: useQuery(userGrowthQueryOptions(apiBase)).data ?? null,
  };
}
