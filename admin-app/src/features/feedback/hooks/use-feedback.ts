import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { allFeedbackQueryOptions } from '../api/get-all-feedback';
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

/**
 * Ratings of one video (when videoId is given) or of all videos. A missing videoId in per-video mode makes no call.
 */
export function useFeedback(mode: 'video' | 'all', videoId?: string) {
  const apiBase = useApiBase();
  const enabled = mode === 'all' || Boolean(videoId);
  const { data, isPending, error } = useQuery({
    ...(mode === 'video'
      ? ratingsByVideoQueryOptions(apiBase, videoId ?? '')
      : allFeedbackQueryOptions(apiBase)),
    enabled,
  });
  const fallback = mode === 'video' ? 'Failed to load video feedback.' : 'Failed to load feedback.';
  return {
    ratings: data ?? [],
    loading: enabled && isPending,
    error: error ? feedbackErrorOf(error, fallback) : null,
  };
}
