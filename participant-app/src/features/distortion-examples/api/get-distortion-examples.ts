import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type DistortionExample } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';

export async function getDistortionExamples(apiBase: string): Promise<DistortionExample[]> {
  return expectList<DistortionExample>(
    await participantRequest<unknown>(apiBase, ApiRoutes.distortionExamples),
    'distortion examples',
  );
}

/** The examples are a fixed catalogue: kept fresh for 5 minutes, so going back and forth does not reload them. */
export function distortionExamplesQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['participant', 'distortion-examples'],
    queryFn: () => getDistortionExamples(apiBase),
    staleTime: 5 * 60_000,
    meta: { errorLog: 'Distortion examples load failed' },
  });
}
