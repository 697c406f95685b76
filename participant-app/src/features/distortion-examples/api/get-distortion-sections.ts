import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type DistortionSectionText } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';

export async function getDistortionSections(apiBase: string): Promise<DistortionSectionText[]> {
  return expectList<DistortionSectionText>(
    await participantRequest<unknown>(apiBase, ApiRoutes.distortionSections),
    'distortion sections',
  );
}

/** The lab's section texts: asked for only when its examples came from a manifest (the demo's page is the spec's). */
export function distortionSectionsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['participant', 'distortion-sections'],
    queryFn: () => getDistortionSections(apiBase),
    staleTime: 5 * 60_000,
    meta: { errorLog: 'Distortion sections load failed' },
  });
}
