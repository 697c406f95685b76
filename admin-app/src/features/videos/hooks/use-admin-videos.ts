import { useEffect, useState } from 'react';
import { ApiError } from '@vvq/ui';
import type { AdminVideoRow } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { getVideos } from '../api/get-videos';

export function videosLoadErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? 'No videos found.' : 'Failed to load videos.';
}

/** loading → error or loaded (spec section 4); a non-array answer is an error of its own. */
export function useAdminVideos() {
  const apiBase = useApiBase();
  const [videos, setVideos] = useState<AdminVideoRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  useEffect(() => {
    let active = true;
    getVideos(apiBase)
      .then((data) => {
        if (!active) return;
        if (Array.isArray(data)) setVideos(data as AdminVideoRow[]);
        else setError('Unexpected data format.');
      })
      .catch((e: unknown) => {
        if (active) setError(videosLoadErrorText(e));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [apiBase]);

  return { videos, loading, error };
}
