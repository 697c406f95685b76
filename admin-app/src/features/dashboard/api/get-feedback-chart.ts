import { ApiRoutes, type FeedbackChartResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getFeedbackChart(apiBase: string): Promise<FeedbackChartResponse> {
  return adminRequest<FeedbackChartResponse>(apiBase, ApiRoutes.admin.feedback);
}
