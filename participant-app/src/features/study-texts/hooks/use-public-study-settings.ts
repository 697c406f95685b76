import { useEffect, useSyncExternalStore } from 'react';
import type { PublicStudySettings } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { knownStudySettings, onStudySettings, readStudySettings } from '../api/read-study-settings';

/**
 * The study's public settings as the server sent them, read when the component mounts (a plain request, see
 * readStudySettings): none (`{}`) until the answer comes, and for good when the read fails (the API enforces every
 * setting itself, so this costs only the study's own texts). For `studyTexts`, which falls back to the spec's texts
 * itself: the welcome page does without DEFAULT_STUDY_SETTINGS, whose descriptors are 5 KB.
 */
export function usePublicStudySettings(): Partial<PublicStudySettings> {
  const apiBase = useApiBase();
  useEffect(() => {
    readStudySettings(apiBase).catch((error: unknown) => console.error('Study settings load failed', error));
  }, [apiBase]);
  return useSyncExternalStore(onStudySettings, knownStudySettings, knownStudySettings);
}
