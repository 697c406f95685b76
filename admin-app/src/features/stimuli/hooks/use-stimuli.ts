import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStimulusRow } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { changeStimulus, type StimulusChange } from '../api/change-stimulus';
import { STIMULI_KEY, stimuliQueryOptions } from '../api/get-stimuli';

/** The catalogue with its lifecycle, and the three changes; the list follows each change at once. */
export function useStimuli() {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const list = useQuery(stimuliQueryOptions(apiBase));
  const change = useMutation({
    mutationFn: ({ videoId, what }: { videoId: number; what: StimulusChange }) =>
      changeStimulus(apiBase, videoId, what),
    onSuccess: (row, { videoId }) =>
      queryClient.setQueryData<AdminStimulusRow[]>(STIMULI_KEY, (rows) =>
        row
          ? rows?.map((r) => (r.video_id === videoId ? row : r))
          : rows?.filter((r) => r.video_id !== videoId),
      ),
  });
  return {
    rows: list.data ?? [],
    loading: list.isPending,
    loadError: list.error ? 'Failed to load the stimuli.' : '',
    change: change.mutateAsync,
    reload: () => queryClient.invalidateQueries({ queryKey: STIMULI_KEY }),
  };
}
