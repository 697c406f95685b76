import { queryOptions } from '@tanstack/react-query';
import { MethodRoutes, type DmosResponse, type RatingDimension } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** The live ACR-HR analysis of one dimension: DMOS per catalogue video. */
export function dmosQueryOptions(apiBase: string, dimension: RatingDimension, enabled: boolean) {
  return queryOptions({
    queryKey: ['admin', 'analysis', 'dmos', dimension],
    queryFn: () =>
      adminRequest<DmosResponse>(
        apiBase,
        `${MethodRoutes.analysisDmos}?dimension=${encodeURIComponent(dimension)}`,
      ),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
