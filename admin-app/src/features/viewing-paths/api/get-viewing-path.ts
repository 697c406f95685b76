import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type StimulusViewingSummary, type TrialViewingPath } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function viewingPathQueryOptions(apiBase: string, trialId: number) {
  return queryOptions({
    queryKey: ['admin', 'viewing-paths', 'trial', trialId] as const,
    queryFn: () => adminRequest<TrialViewingPath>(apiBase, ApiRoutes.admin.viewingPath(trialId)),
    retry: false,
  });
}

export function viewingSummaryQueryOptions(apiBase: string, videoId: number) {
  return queryOptions({
    queryKey: ['admin', 'viewing-paths', 'summary', videoId] as const,
    queryFn: () => adminRequest<StimulusViewingSummary>(apiBase, ApiRoutes.admin.viewingSummary(videoId)),
  });
}
