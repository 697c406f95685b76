import { useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import type { PanelEnterRequest } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { clearParticipantSession, storeLogin, storePanel } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { useEnterPanel } from '../api/enter-panel';
import { getCompletion } from '../api/get-completion';
import { en, t } from '../../../i18n/later-pages';

export const PANEL_ENTRY_FAILED = en['panelEntry.failed'];

/** Where a (returning) panel participant continues: their completion, their screen-out, or the usual dashboard. */
async function resumeTarget(apiBase: string, userId: string): Promise<[string, NavigateOptions]> {
  try {
    const completion = await getCompletion(apiBase, userId);
    if (completion.complete) return [paths.completion, { replace: true }];
    if (completion.screen_out_reason) {
      return [paths.screenOut, { replace: true, state: { reason: completion.screen_out_reason } }];
    }
  } catch (error) {
    // 409: not every video rated yet — the normal journey goes on. Anything else: the dashboard copes.
    if (!(error instanceof ApiError && error.status === 409)) console.error('Completion check failed', error);
  }
  return [paths.dashboard, { replace: true }];
}

/**
 * Enters the study once from a panel link: the account is the panel's id, stored like a login, and the
 * participant continues where they were. Returns the error to show when the server refuses the link.
 */
export function usePanelEntry(entry: PanelEnterRequest): string | null {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const { mutateAsync: enterPanel } = useEnterPanel();
  const [error, setError] = useState<string | null>(null);
  // One entry per page load, also when React runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const login = await enterPanel(entry);
        // A previous participant's flags and video list must not leak into this one (as on login).
        clearParticipantSession();
        storeLogin({ userId: login.user_id, userName: login.name, token: login.token });
        storePanel(entry.panel);
        navigate(...(await resumeTarget(apiBase, String(login.user_id))));
      } catch (failure) {
        setError(
          failure instanceof ApiError && failure.status !== 0 ? failure.message : t('panelEntry.failed'),
        );
      }
    })();
  }, [apiBase, entry, navigate, enterPanel]);

  return error;
}
