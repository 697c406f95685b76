import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STUDY_SETTINGS, type PublicStudySettings } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../api/get-study-settings';

/** The public study settings; the spec's defaults until they have loaded (`loading`). */
export function useStudySettings(): { settings: PublicStudySettings; loading: boolean } {
  const apiBase = useApiBase();
  const query = useQuery(studySettingsQueryOptions(apiBase));
  return { settings: query.data ?? { ...DEFAULT_STUDY_SETTINGS }, loading: query.data === undefined };
}
