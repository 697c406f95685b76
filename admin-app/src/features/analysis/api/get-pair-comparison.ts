import { queryOptions } from '@tanstack/react-query';
import { MethodRoutes, type LivePairComparisonResponse, type PairModel } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/**
 * The live pair-comparison scaling (every dimension) of the study's judgements; `screening` false keeps the
 * observers the screening flags in the scale (the server's default leaves them out).
 */
export function pairComparisonQueryOptions(
  apiBase: string,
  model: PairModel,
  enabled: boolean,
  screening = true,
) {
  return queryOptions({
    queryKey: ['admin', 'analysis', 'pc', model, screening],
    queryFn: () =>
      adminRequest<LivePairComparisonResponse>(
        apiBase,
        `${MethodRoutes.analysisPc}?model=${encodeURIComponent(model)}${screening ? '' : '&screening=off'}`,
      ),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
