import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_STUDY_SETTINGS, type PublicStudySettings } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { knownStudySettings, onStudySettings, readStudySettings } from '../api/read-study-settings';

/**
 * The public study settings over the spec's defaults, read when the component mounts (a plain request, see
 * readStudySettings): the spec's until the answer comes, and for good when the read fails (the API enforces every
 * setting itself, so this costs only the study's own texts).
 */
export function usePublicStudySettings(): PublicStudySettings {
  const apiBase = useApiBase();
  useEffect(() => {
    readStudySettings(apiBase).catch((error: unknown) => console.error('Study settings load failed', error));
  }, [apiBase]);
  return useKnownStudySettings();
}

/**
 * The public study settings as far as this page already read them, over the spec's defaults, without asking the
 * server: for decoration (a background clip) on a page that sends nothing else it does not need.
 */
export function useKnownStudySettings(): PublicStudySettings {
  const known = useSyncExternalStore(onStudySettings, knownStudySettings, knownStudySettings);
  return { ...DEFAULT_STUDY_SETTINGS, ...known };
}
