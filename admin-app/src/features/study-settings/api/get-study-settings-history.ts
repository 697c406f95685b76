import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type StudySettingChange } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

export const STUDY_SETTINGS_HISTORY_KEY = ['admin', 'study-settings', 'history'] as const;

/** Every recorded change, newest first (who, when, old → new). */
export async function getStudySettingsHistory(apiBase: string): Promise<StudySettingChange[]> {
  return expectList<StudySettingChange>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.studySettingsHistory),
    'study settings history',
  );
}

export function studySettingsHistoryQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: STUDY_SETTINGS_HISTORY_KEY,
    queryFn: () => getStudySettingsHistory(apiBase),
    staleTime: 0,
  });
}
