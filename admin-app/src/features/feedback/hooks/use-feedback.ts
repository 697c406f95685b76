import { useQuery } from '@tanstack/react-query';
import type { AdminListQuery } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { feedbackPageQueryOptions } from '../api/get-feedback-page';
import { ratingsByVideoQueryOptions } from '../api/get-ratings-by-video';

export const FEEDBACK_404_TEXT = 'Endpoint not found (404). Check server routes.';

export interface FeedbackLoadError {
  text: string;
  is404: boolean;
}

export function feedbackErrorOf(error: unknown, fallback: string): FeedbackLoadError {
  if (error instanceof ApiError && error.status === 404) return { text: FEEDBACK_404_TEXT, is404: true };
  const serverText = error instanceof ApiError ? ApiError.messageOf(error.body) : undefined;
  return { text: serverText ?? fallback, is404: false };
}

/** Every rating of one video (a handful: paged in the browser). A missing videoId makes no call. */
export function useVideoFeedback(videoId?: string) {
  const apiBase = useApiBase();
  const enabled = Boolean(videoId);
  const { data, isPending, error } = useQuery({
    ...ratingsByVideoQueryOptions(apiBase, videoId ?? ''),
    enabled,
  });
  return {
    ratings: data ?? [],
    loading: enabled && isPending,
    error: error ? feedbackErrorOf(error, 'Failed to load video feedback.') : null,
  };
}

/** One server page of the ratings of all videos (`query`: page and filter) and how many match. */
export function useAllFeedback(query: AdminListQuery) {
  const apiBase = useApiBase();
  const { data, isPending, error } = useQuery(feedbackPageQueryOptions(apiBase, query));
  return {
    ratings: data?.rows ?? [],
    total: data?.total ?? 0,
    loading: isPending,
    error: error ? feedbackErrorOf(error, 'Failed to load feedback.') : null,
  };
}
