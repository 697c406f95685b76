import { useQuery } from '@tanstack/react-query';
import { useApiBase } from '../../../lib/use-api-base';
import { allocationQueryOptions } from '../api/get-allocation';

/** The allocation view: each video's interval against the target, stops, share done and forecast. */
export function useAllocation() {
  const apiBase = useApiBase();
  const query = useQuery(allocationQueryOptions(apiBase));
  return {
    apiBase,
    view: query.data ?? null,
    loading: query.isPending,
    loadError: query.error ? 'Failed to load the allocation.' : '',
  };
}
