import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STUDY_SETTINGS, type PublicStudySettings } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../api/get-study-settings';

/**
 * The public study settings, with the spec's defaults until (or unless) they load: the API enforces every setting
 * itself, so a failed load only costs the browser's early explanations, never a rule.
 */
export function useStudySettings(): { settings: PublicStudySettings; loading: boolean } {
  const apiBase = useApiBase();
  const query = useQuery(studySettingsQueryOptions(apiBase));
  return { settings: { ...DEFAULT_STUDY_SETTINGS, ...query.data }, loading: query.isPending };
}
