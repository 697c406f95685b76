import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicStudySettings } from '@vvq/contracts';
import { getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { useStudySettings } from '../../study-settings';
import { environmentCheckQueryOptions } from '../api/get-environment-check';
import { testClipsQueryOptions } from '../api/get-test-clips';
import {
  measureSilently,
  silentEnvironmentReasons,
  windowHint,
  type SilentMeasure,
} from '../utils/silent-environment-check';

export interface SilentEnvironmentCheck {
  /** Settings or the participant's check status are still loading. */
  pending: boolean;
  /** The study runs the environment check and this participant has not passed it: the requirements apply. */
  applies: boolean;
  settings: PublicStudySettings;
  measure: SilentMeasure;
  /** What rules the device out (empty: it may take part). */
  reasons: string[];
  /** How to fix a window that is only too small for now, or null. */
  hint: string | null;
}

/**
 * The part of the environment check that needs no click (screen size, the videos' format), for the pages before the
 * questionnaire. Off with the default settings: then `applies` is false and nothing is shown or decided. A failed
 * status read counts as not passed: the requirements are said, and the full check before the first video decides.
 */
function codecOf(types: string[]) {
  const { mime_types, codec_supported } = measureSilently(types);
  return { mime_types, codec_supported };
}

export function useSilentEnvironmentCheck(): SilentEnvironmentCheck {
  const apiBase = useApiBase();
  const { settings, loading } = useStudySettings();
  const status = useQuery({
    ...environmentCheckQueryOptions(apiBase, getUserId() ?? ''),
    enabled: settings.environment_check,
  });
  const clips = useQuery({ ...testClipsQueryOptions(apiBase), enabled: settings.environment_check });
  // The screen is measured once per page (it does not change under the participant; the window hint is advice);
  // the file types asked about are the study's own, once its test clips are known.
  const [screen] = useState(() => measureSilently());
  const types = clips.data?.map((c) => c.mime_type).join(',');
  const measure = useMemo(
    () => (types ? { ...screen, ...codecOf(types.split(',')) } : screen),
    [screen, types],
  );
  const pending = loading || (settings.environment_check && status.isPending && !status.isError);
  const applies = settings.environment_check && status.data?.passed !== true;
  return {
    pending,
    applies: !pending && applies,
    settings,
    measure,
    reasons: silentEnvironmentReasons(measure, settings),
    hint: windowHint(measure, settings),
  };
}
