import { useEffect, useState } from 'react';
import { ApiError } from '@vvq/ui';
import type { StoredRating } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { getAllFeedback } from '../api/get-all-feedback';
import { getRatingsByVideo } from '../api/get-ratings-by-video';

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
 * A non-array answer is read as no ratings.
 */
export function useFeedback(mode: 'video' | 'all', videoId?: string) {
  const apiBase = useApiBase();
  const [ratings, setRatings] = useState<StoredRating[]>([]);
  const [loading, setLoading] = useState(mode === 'all' || Boolean(videoId));
  const [error, setError] = useState<FeedbackLoadError | null>(null);

  useEffect(() => {
    if (mode === 'video' && !videoId) return undefined;
    let active = true;
    setLoading(true);
    setError(null);
    const request = mode === 'video' ? getRatingsByVideo(apiBase, videoId!) : getAllFeedback(apiBase);
    const fallback = mode === 'video' ? 'Failed to load video feedback.' : 'Failed to load feedback.';
    request
      .then((data) => {
        if (active) setRatings(Array.isArray(data) ? (data as StoredRating[]) : []);
      })
      .catch((e: unknown) => {
        if (active) setError(feedbackErrorOf(e, fallback));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [apiBase, mode, videoId]);

  return { ratings, loading, error };
}
