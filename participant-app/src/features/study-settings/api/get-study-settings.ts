import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, DEFAULT_STUDY_SETTINGS, type PublicStudySettings } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function getStudySettings(apiBase: string): Promise<PublicStudySettings> {
  return participantRequest<PublicStudySettings>(apiBase, ApiRoutes.studySettings);
}

/**
 * The study's public settings (what the participant's screens switch on); an admin change shows within 30 s. A
 * failed read answers the defaults (the spec's journey) and is logged: the API enforces every setting itself, so
 * this costs only the browser's early explanations, never a rule — and no screen is left waiting on it.
 */
export function studySettingsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['participant', 'study-settings'],
    queryFn: async (): Promise<PublicStudySettings> => {
      try {
        return { ...DEFAULT_STUDY_SETTINGS, ...(await getStudySettings(apiBase)) };
      } catch (error) {
        console.error('Study settings load failed', error);
        return { ...DEFAULT_STUDY_SETTINGS };
      }
    },
  });
}
