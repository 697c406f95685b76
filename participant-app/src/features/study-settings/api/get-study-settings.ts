import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type PublicStudySettings } from '@vvq/contracts';
import { apiRequest, UnexpectedResponseError } from '@vvq/ui';

/**
 * The study's public settings (GET /api/study-settings): no token needed and none sent, so a refused participant
 * token can never come from this call. Kept 30 s like every answer (an admin's change reaches the next screen).
 */
export async function getStudySettings(apiBase: string): Promise<Partial<PublicStudySettings>> {
  const answer = await apiRequest<unknown>(apiBase, ApiRoutes.studySettings);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new UnexpectedResponseError('study settings');
  }
  return answer as Partial<PublicStudySettings>;
}

export function studySettingsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['study-settings', 'public'],
    queryFn: () => getStudySettings(apiBase),
    // The screens fall back to the spec's behaviour when this fails; the failure is still worth a line in the log.
    meta: { errorLog: 'Study settings load failed' },
  });
}
