import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListQuery } from '@vvq/contracts';
import { ApiError, UnexpectedResponseError } from '@vvq/ui';
import { useCallback } from 'react';
import { useApiBase } from '../../../lib/use-api-base';
import { videosQueryOptions } from '../api/get-videos';
import { videosPageQueryOptions } from '../api/get-videos-page';

/** Spec sections 5 and 8: a non-list answer, a 404 and any other failure each have their own text. */
export function videosLoadErrorText(error: unknown): string {
  if (error instanceof UnexpectedResponseError) return 'Unexpected data format.';
  return error instanceof ApiError && error.status === 404 ? 'No videos found.' : 'Failed to load videos.';
}

/**
 * loading → error or loaded (spec section 4), one server page at a time (`query`); `allVideos` reads the whole
 * table, unpaged and unfiltered, for the Excel export.
 */
export function useAdminVideos(query: AdminListQuery) {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery(videosPageQueryOptions(apiBase, query));
  const allVideos = useCallback(
    () => queryClient.fetchQuery(videosQueryOptions(apiBase)),
    [queryClient, apiBase],
  );
  return {
    videos: data?.rows ?? [],
    total: data?.total ?? 0,
    loading: isPending,
    error: error ? videosLoadErrorText(error) : '',
    allVideos,
  };
}
