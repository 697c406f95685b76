import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QualityFlag } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { QUALITY_FLAGS_KEY, qualityFlagsQueryOptions } from '../api/get-quality-flags';
import { reverseQualityFlag } from '../api/reverse-quality-flag';

/** Flagged participants, newest first, and the reversal (the row shows the reversal at once). */
export function useQualityFlags() {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const flags = useQuery(qualityFlagsQueryOptions(apiBase));
  const reverse = useMutation({
    mutationFn: (flagId: number) => reverseQualityFlag(apiBase, flagId),
    onSuccess: (flag) =>
      queryClient.setQueryData<QualityFlag[]>(QUALITY_FLAGS_KEY, (list) =>
        list?.map((f) => (f.id === flag.id ? flag : f)),
      ),
  });
  return {
    flags: flags.data ?? [],
    loading: flags.isPending,
    loadError: flags.error ? 'Failed to load flagged participants.' : '',
    reverse: reverse.mutateAsync,
  };
}
