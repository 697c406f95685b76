import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { getPanel } from '../../../lib/session-storage';
import type { ScreenOutState } from '../../panel';
import { useSilentEnvironmentCheck } from '../hooks/use-silent-environment-check';
import { useT } from '../../../i18n';

/**
 * Requirements first, for a panel participant: before anything of the study (consent, questionnaire, videos), a
 * device the silent check rules out is screened out with its reasons, so it learns so in seconds and goes back to
 * the panel. A participant who signed up passes straight through (the requirements notice tells them instead).
 */
export function RequirementsFirstGate(props: { children: ReactNode }) {
  if (getPanel() === null) return <>{props.children}</>;
  return <PanelRequirementsGate>{props.children}</PanelRequirementsGate>;
}

function PanelRequirementsGate(props: { children: ReactNode }) {
  const check = useSilentEnvironmentCheck();
  const t = useT();
  if (check.pending) return <PageSpinner label={t('check.checkingDevice')} />;
  if (check.applies && check.reasons.length > 0) {
    const state: ScreenOutState = { reason: check.reasons.join(' ') };
    return <Navigate to={paths.screenOut} replace state={state} />;
  }
  return <>{props.children}</>;
}
