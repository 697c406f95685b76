import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type PlaybackFailureSummary } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

/** Per video, how often participants' browsers could not play it (most reported first). */
export async function getPlaybackFailures(apiBase: string): Promise<PlaybackFailureSummary[]> {
  return expectList<PlaybackFailureSummary>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.playbackFailures),
    'playback failures',
  );
}

export function playbackFailuresQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['admin', 'videos', 'playback-failures'],
    queryFn: () => getPlaybackFailures(apiBase),
  });
}
