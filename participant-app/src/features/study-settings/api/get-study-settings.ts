import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type PublicStudySettings } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function getStudySettings(apiBase: string): Promise<PublicStudySettings> {
  return participantRequest<PublicStudySettings>(apiBase, ApiRoutes.studySettings);
}

/** The study's public settings (what the participant's screens switch on); an admin change shows within 30 s. */
export function studySettingsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['participant', 'study-settings'],
    queryFn: () => getStudySettings(apiBase),
    meta: { errorLog: 'Study settings load failed' },
  });
}
