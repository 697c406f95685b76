import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiBase } from '../../../lib/use-api-base';
import {
  setVideoReference,
  VIDEO_REFERENCES_KEY,
  videoReferencesQueryOptions,
} from '../api/video-references';

/** The reference marks of the catalogue and the toggle; `ids` is null until (or unless) they could be read. */
export function useVideoReferences() {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const references = useQuery(videoReferencesQueryOptions(apiBase));
  const toggle = useMutation({
    mutationFn: ({ videoId, isReference }: { videoId: number; isReference: boolean }) =>
      setVideoReference(apiBase, videoId, isReference),
    onSuccess: (state) =>
      queryClient.setQueryData<Set<number>>(VIDEO_REFERENCES_KEY, (ids) => {
        const next = new Set(ids);
        if (state.is_reference) next.add(state.id);
        else next.delete(state.id);
        return next;
      }),
  });
  return {
    ids: references.data ?? null,
    toggle: (videoId: number, isReference: boolean) => toggle.mutateAsync({ videoId, isReference }),
    pending: toggle.isPending,
  };
}
