import { useEffect, useState } from 'react';
import type {
  FeedbackChartResponse,
  UserGrowthResponse,
  VideoRatingStatsResponse,
} from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { getFeedbackChart } from '../api/get-feedback-chart';
import { getUserCount } from '../api/get-user-count';
import { getUserGrowth } from '../api/get-user-growth';
import { getVideoRatingStats } from '../api/get-video-rating-stats';

export interface DashboardStats {
  userCount: number | null;
  videoStats: VideoRatingStatsResponse | null;
  feedback: FeedbackChartResponse | null;
  growth: UserGrowthResponse | null;
}

const EMPTY: DashboardStats = { userCount: null, videoStats: null, feedback: null, growth: null };

/**
 * Loads the four statistics calls independently, so one failing call leaves the others visible; every failure is
 * only logged (spec: 'Error fetching admin stats', no user message).
 */
export function useDashboardStats(): DashboardStats {
  const apiBase = useApiBase();
  const [stats, setStats] = useState<DashboardStats>(EMPTY);

  useEffect(() => {
    let active = true;
    const load = <K extends keyof DashboardStats>(key: K, request: Promise<DashboardStats[K]>) => {
      request
        .then((value) => {
          if (active) setStats((current) => ({ ...current, [key]: value }));
        })
        .catch((error: unknown) => console.error('Error fetching admin stats', error));
    };
    load('userCount', getUserCount(apiBase).then((r) => Number(r?.count ?? 0)));
    load('videoStats', getVideoRatingStats(apiBase));
    load('feedback', getFeedbackChart(apiBase));
    load('growth', getUserGrowth(apiBase));
    return () => {
      active = false;
    };
  }, [apiBase]);

  return stats;
}
