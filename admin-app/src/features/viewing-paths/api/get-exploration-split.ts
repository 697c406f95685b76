import { queryOptions } from '@tanstack/react-query';
import { AnalysisRoutes, type ExplorationSplitFigure, type ExplorationSplitResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Each volumetric stimulus's MOS (overall) for its viewers below/above the median of one exploration figure. */
export function explorationSplitQueryOptions(apiBase: string, figure: ExplorationSplitFigure) {
  return queryOptions({
    queryKey: ['admin', 'viewing-paths', 'exploration-split', figure] as const,
    queryFn: () =>
      adminRequest<ExplorationSplitResponse>(
        apiBase,
        `${AnalysisRoutes.explorationSplit}?figure=${encodeURIComponent(figure)}`,
      ),
    staleTime: 0,
    retry: false,
  });
}
