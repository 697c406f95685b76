import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignedVideo, EnvironmentCheckResult } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { useStudySettings } from '../../study-settings';
import { environmentCheckQueryOptions } from '../api/get-environment-check';
import { EnvironmentCheckPage } from './environment-check-page';
import { useT } from '../../../i18n';

/**
 * Shows the environment check instead of `children` while the study runs one (setting environment_check) and the
 * participant has not passed it; otherwise (the default) renders `children` untouched. `onFailed` is what happens
 * after a failed check (the screen-out); without it the reasons stay on the page and the check can be run again.
 * If the status cannot be read the videos are shown: the API refuses ratings without a passed check (403) anyway.
 */
export function EnvironmentCheckGate(props: {
  videos: AssignedVideo[];
  onFailed?: (result: EnvironmentCheckResult) => void;
  children: ReactNode;
}) {
  const apiBase = useApiBase();
  const userId = getUserId() ?? '';
  const queryClient = useQueryClient();
  const t = useT();
  const { settings, loading } = useStudySettings();
  const options = environmentCheckQueryOptions(apiBase, userId);
  const status = useQuery({ ...options, enabled: settings.environment_check });

  // Only until the first answers: a later refetch keeps showing what was decided (no unmount of the cards).
  if (loading || (settings.environment_check && status.data === undefined && !status.isError)) {
    return <PageSpinner label={t('common.loadingEllipsis')} />;
  }
  if (!settings.environment_check || !status.data?.required || status.data.passed)
    return <>{props.children}</>;
  return (
    <EnvironmentCheckPage
      videos={props.videos}
      settings={settings}
      onPassed={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
      onFailed={props.onFailed}
    />
  );
}
