import { queryOptions } from '@tanstack/react-query';
import { MethodRoutes, type VideoReferencesResponse, type VideoReferenceState } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export const VIDEO_REFERENCES_KEY = ['admin', 'videos', 'references'] as const;

/** The ids of the catalogue's reference videos (one per content at most). */
export function videoReferencesQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: VIDEO_REFERENCES_KEY,
    queryFn: async () =>
      new Set((await adminRequest<VideoReferencesResponse>(apiBase, MethodRoutes.videoReferences)).ids),
    retry: false,
  });
}

export function setVideoReference(apiBase: string, videoId: number, isReference: boolean) {
  return adminRequest<VideoReferenceState>(apiBase, MethodRoutes.videoReference(videoId), {
    method: 'PUT',
    body: { is_reference: isReference },
  });
}
