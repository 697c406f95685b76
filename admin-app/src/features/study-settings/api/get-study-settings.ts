import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type AdminStudySettingsResponse } from '@vvq/contracts';
import { UnexpectedResponseError } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

export const STUDY_SETTINGS_KEY = ['admin', 'study-settings'] as const;

/** The answer must carry both objects; anything else cannot fill the form (and must not be saved back). */
export function isAdminStudySettingsResponse(value: unknown): value is AdminStudySettingsResponse {
  const answer = value as Partial<AdminStudySettingsResponse> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.settings === 'object' &&
    answer.settings !== null &&
    typeof answer.sources === 'object' &&
    answer.sources !== null
  );
}

/** The effective settings and where each value came from (default, environment or an admin). */
export async function getStudySettings(apiBase: string): Promise<AdminStudySettingsResponse> {
  const answer = await adminRequest<unknown>(apiBase, ApiRoutes.admin.studySettings);
  if (!isAdminStudySettingsResponse(answer)) throw new UnexpectedResponseError('study settings');
  return answer;
}

export function studySettingsQueryOptions(apiBase: string) {
  // Read on every visit: another admin may have changed a setting, and a stale form would save over it.
  return queryOptions({
    queryKey: STUDY_SETTINGS_KEY,
    queryFn: () => getStudySettings(apiBase),
    staleTime: 0,
  });
}
