import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STUDY_SETTINGS, type PublicStudySettings } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../api/get-study-settings';
import { knownStudySettings, onStudySettings } from '../../study-texts';

/**
 * The public study settings over the spec's defaults. `loading` is true only until the first answer or failure: a
 * failed read settles on the defaults (the API enforces every setting itself, so this costs only the browser's early
 * explanations, never a rule). A component mounting after a failure does not fetch again (`retryOnMount: false`),
 * so no screen that waits on `loading` is sent back to its spinner by a card that mounts later.
 */
export function useStudySettings(): { settings: PublicStudySettings; loading: boolean } {
  const apiBase = useApiBase();
  const query = useQuery({ ...studySettingsQueryOptions(apiBase), retryOnMount: false });
  const settled = query.data !== undefined || query.errorUpdateCount > 0;
  return { settings: { ...DEFAULT_STUDY_SETTINGS, ...query.data }, loading: !settled };
}

/**
 * The public study settings as far as this page already read them, over the spec's defaults, without asking the
 * server: for decoration (a background clip) on a page that sends nothing else it does not need.
 */
export function useKnownStudySettings(): PublicStudySettings {
  const known = useSyncExternalStore(onStudySettings, knownStudySettings, knownStudySettings);
  return { ...DEFAULT_STUDY_SETTINGS, ...known };
}
