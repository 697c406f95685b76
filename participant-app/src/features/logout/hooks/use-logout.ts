import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForgetQueries } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { participantArea } from '../../../lib/participant-request';
import { clearParticipantSession, getUserId, getUserToken } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { logLogoutEvent } from '../api/log-logout-event';

/** Sends the logout event (failure only logged), clears the participant keys and cached answers, goes to /login. */
export function useLogout(): () => void {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const forgetQueries = useForgetQueries();
  return useCallback(() => {
    const userId = getUserId();
    const token = getUserToken();
    if (userId) {
      logLogoutEvent(apiBase, userId, token).catch((error: unknown) =>
        console.error('Logout event failed', error),
      );
    }
    clearParticipantSession();
    forgetQueries(participantArea.cacheScope);
    navigate(paths.login);
  }, [apiBase, navigate, forgetQueries]);
}
