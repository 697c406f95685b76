import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type FeedbackChartResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { ADMIN_STATS_ERROR_LOG, adminStatsKey } from './admin-stats-key';

export function getFeedbackChart(apiBase: string): Promise<FeedbackChartResponse> {
  return adminRequest<FeedbackChartResponse>(apiBase, ApiRoutes.admin.feedback);
}

export function feedbackChartQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: adminStatsKey('feedback-chart'),
    queryFn: () => getFeedbackChart(apiBase),
    meta: { errorLog: ADMIN_STATS_ERROR_LOG },
  });
}
