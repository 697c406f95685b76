import { queryOptions } from '@tanstack/react-query';
import { MethodRoutes, type LivePairComparisonResponse, type PairModel } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** The live pair-comparison scaling (every dimension) of the study's judgements. */
export function pairComparisonQueryOptions(apiBase: string, model: PairModel, enabled: boolean) {
  return queryOptions({
    queryKey: ['admin', 'analysis', 'pc', model],
    queryFn: () =>
      adminRequest<LivePairComparisonResponse>(
        apiBase,
        `${MethodRoutes.analysisPc}?model=${encodeURIComponent(model)}`,
      ),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
