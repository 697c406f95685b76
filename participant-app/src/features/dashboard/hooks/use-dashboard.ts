import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  getAssignedVideos,
  getHasSubmitted,
  getUserId,
  getVideosAssigned,
  getVideosPerSession,
} from '../../../lib/session-storage';
import { studyClosedMessage } from '../../../lib/study-closed';
import { useApiBase } from '../../../lib/use-api-base';
import { questionnaireStatusQueryOptions } from '../../questionnaire';
import { assignedVideosQueryOptions, isFullSession } from '../../session';
import { useStudySettings } from '../../study-settings';
import { isStudyComplete, unavailableMessage } from '../utils/session-outcome';

export interface DashboardState {
  hasSubmitted: boolean;
  checkingQuestionnaire: boolean;
  preparingVideos: boolean;
  /** Every assigned video is rated (the session start says so): the dashboard offers no Rate Videos any more. */
  studyComplete: boolean;
  /** Why the last Rate Videos click did not lead to the rating screen, or null. */
  unavailable: string | null;
  rateVideos: () => Promise<void>;
  /** The neutral text once live gating stopped the participant, else null. */
  closedMessage: string | null;
  /** The study runs pair comparison (setting method=pc): the button leads to the compare screen instead. */
  pairComparison: boolean;
}

/** Spec section 4, "Dashboard load" and "Rate Videos click". */
export function useDashboard(): DashboardState {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = getUserId();
  // Read once per visit: a flag stored during the visit (by the status check below) must not re-run the check.
  const [submittedLocally] = useState(getHasSubmitted);
  const status = useQuery({
    ...questionnaireStatusQueryOptions(apiBase, userId ?? ''),
    enabled: Boolean(userId) && !submittedLocally,
  });
  // Pair comparison has its own session (started on its screen): the rating session is not started for it once the
  // settings say so. The spec's start is not held back while they load: in a pc study the server refuses it (409).
  const { settings } = useStudySettings();
  const pairComparison = settings.method === 'pc';
  const assigned = useQuery({
    ...assignedVideosQueryOptions(apiBase, userId),
    enabled: Boolean(userId) && !pairComparison,
  });
  const [startingAgain, setStartingAgain] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) navigate(paths.login, { replace: true });
  }, [userId, navigate]);

  const rateVideos = useCallback(async () => {
    setUnavailable(null);
    if (pairComparison) {
      navigate(paths.compareVideos);
      return;
    }
    const stored = getAssignedVideos();
    if (getVideosAssigned() && isFullSession(stored)) {
      navigate(paths.rateVideos, { state: { videos: stored } });
      return;
    }
    // Start the session again, and once more if that does not yield four (the spec's own second try).
    setStartingAgain(true);
    const startAgain = () => queryClient.fetchQuery(assignedVideosQueryOptions(apiBase, userId));
    const first = await startAgain();
    const last = first.videos ? first : await startAgain();
    setStartingAgain(false);
    if (last.videos) navigate(paths.rateVideos, { state: { videos: last.videos } });
    // The spec stops here in silence; say what happened instead.
    else setUnavailable(unavailableMessage(last, getVideosPerSession()));
  }, [apiBase, navigate, pairComparison, queryClient, userId]);

  return {
    hasSubmitted: submittedLocally || status.data === true,
    checkingQuestionnaire: !submittedLocally && status.isPending,
    preparingVideos: assigned.isFetching || startingAgain,
    studyComplete: isStudyComplete(assigned.data),
    unavailable,
    rateVideos,
    // Read after every session start (this hook re-renders when it ends), which is what records it.
    closedMessage: assigned.isFetching ? null : studyClosedMessage(),
    pairComparison,
  };
}
