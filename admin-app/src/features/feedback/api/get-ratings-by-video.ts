import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type StoredRating } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** The ratings of one video; a non-list answer reads as no ratings. */
export async function getRatingsByVideo(apiBase: string, videoId: number | string): Promise<StoredRating[]> {
  const data = await adminRequest<unknown>(
    apiBase,
    ApiRoutes.admin.ratingsByVideo(encodeURIComponent(String(videoId))),
  );
  return Array.isArray(data) ? (data as StoredRating[]) : [];
}

export function ratingsByVideoQueryOptions(apiBase: string, videoId: string) {
  return queryOptions({
    queryKey: ['admin', 'feedback', 'video', videoId],
    queryFn: () => getRatingsByVideo(apiBase, videoId),
  });
}
