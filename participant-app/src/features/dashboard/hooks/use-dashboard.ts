import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VIDEOS_PER_SESSION } from '@vvq/contracts';
import { paths } from '../../../config/paths';
import {
  getAssignedVideos,
  getHasSubmitted,
  getUserId,
  getUserToken,
  getVideosAssigned,
  setHasSubmitted,
} from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { checkQuestionnaire } from '../../questionnaire/api/check-questionnaire';
import { loadAssignedVideos } from '../../session/api/load-assigned-videos';

export interface DashboardState {
  hasSubmitted: boolean;
  checkingQuestionnaire: boolean;
  preparingVideos: boolean;
  rateVideos: () => Promise<void>;
}

/** Spec section 4, "Dashboard load" and "Rate Videos click". */
export function useDashboard(): DashboardState {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const [hasSubmitted, setSubmitted] = useState(getHasSubmitted);
  const [checkingQuestionnaire, setChecking] = useState(() => !getHasSubmitted());
  const [preparingVideos, setPreparing] = useState(true);

  useEffect(() => {
    const userId = getUserId();
    if (!userId) {
      navigate(paths.login, { replace: true });
      return undefined;
    }
    let active = true;
    if (!getHasSubmitted()) {
      checkQuestionnaire(apiBase, userId, getUserToken())
        .then((result) => {
          const submitted = result?.hasSubmitted === true;
          setHasSubmitted(submitted);
          if (active) setSubmitted(submitted);
        })
        .catch((error: unknown) => console.error('Questionnaire status check failed', error))
        .finally(() => active && setChecking(false));
    }
    loadAssignedVideos(apiBase).finally(() => active && setPreparing(false));
    return () => {
      active = false;
    };
  }, [apiBase, navigate]);

  const rateVideos = useCallback(async () => {
    const stored = getAssignedVideos();
    if (getVideosAssigned() && stored.length === VIDEOS_PER_SESSION) {
      navigate(paths.rateVideos, { state: { videos: stored } });
      return;
    }
    setPreparing(true);
    const videos = (await loadAssignedVideos(apiBase)) ?? (await loadAssignedVideos(apiBase));
    setPreparing(false);
    if (videos) navigate(paths.rateVideos, { state: { videos } });
  }, [apiBase, navigate]);

  return { hasSubmitted, checkingQuestionnaire, preparingVideos, rateVideos };
}
