import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AdminVideoRow } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

/** The list of videos; any other shape is an UnexpectedResponseError (spec section 5: 'Unexpected data format.'). */
export async function getVideos(apiBase: string): Promise<AdminVideoRow[]> {
  return expectList<AdminVideoRow>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.videos),
    'admin videos',
  );
}

export function videosQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: ['admin', 'videos'], queryFn: () => getVideos(apiBase) });
}
