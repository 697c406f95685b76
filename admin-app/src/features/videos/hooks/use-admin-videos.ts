import { useQuery } from '@tanstack/react-query';
import { ApiError, UnexpectedResponseError } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { videosQueryOptions } from '../api/get-videos';

/** Spec sections 5 and 8: a non-list answer, a 404 and any other failure each have their own text. */
export function videosLoadErrorText(error: unknown): string {
  if (error instanceof UnexpectedResponseError) return 'Unexpected data format.';
  return error instanceof ApiError && error.status === 404 ? 'No videos found.' : 'Failed to load videos.';
}

/** loading → error or loaded (spec section 4). */
export function useAdminVideos() {
  const apiBase = useApiBase();
  const { data, isPending, error } = useQuery(videosQueryOptions(apiBase));
  return { videos: data ?? [], loading: isPending, error: error ? videosLoadErrorText(error) : '' };
}
