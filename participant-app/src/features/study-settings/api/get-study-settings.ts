import { queryOptions } from '@tanstack/react-query';
import { readStudySettings } from '../../study-texts';

/**
 * The study's public settings (GET /api/study-settings) for the pages that read data through TanStack Query. The read
 * itself is the study-texts feature's plain one, so an answer the welcome page or the language offer read less than
 * 30 s ago is not asked for again.
 */
export function studySettingsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['study-settings', 'public'],
    queryFn: () => readStudySettings(apiBase),
    // The screens fall back to the spec's behaviour when this fails; the failure is still worth a line in the log.
    meta: { errorLog: 'Study settings load failed' },
  });
}
