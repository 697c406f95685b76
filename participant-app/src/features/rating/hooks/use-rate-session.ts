import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VIDEOS_PER_SESSION, type AssignedVideo } from '@vvq/contracts';
import { paths } from '../../../config/paths';
import { getUserId, getUserToken } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { startSession } from '../../session/api/start-session';
import {
  RATING_FAILED_ALERT,
  SESSION_CHANGED_ALERT,
  submitRatingWithRecovery,
  type RatingBody,
} from '../lib/submit-with-recovery';

/**
 * State of the rate screen: which of the four cards are done (keyed by the card's original trial_id).
 * On entry the session is refreshed and its `submitted` flags mark cards done (so a reload keeps them done);
 * a failed refresh goes back to /dashboard.
 */
export function useRateSession(videos: AssignedVideo[]) {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const [done, setDone] = useState<Record<number, boolean>>({});
  const [refreshing, setRefreshing] = useState(true);

  const refreshSession = useCallback(async (): Promise<AssignedVideo[]> => {
    const result = await startSession(apiBase, getUserId(), getUserToken());
    if (!Array.isArray(result?.videos)) throw new Error('Session refresh returned no video list');
    return result.videos;
  }, [apiBase]);

  useEffect(() => {
    let active = true;
    refreshSession()
      .then((fresh) => {
        if (!active) return;
        if (fresh.length !== VIDEOS_PER_SESSION) throw new Error(`Session holds ${fresh.length} videos, not 4`);
        const submittedLabels = new Set(fresh.filter((v) => v.submitted).map((v) => v.label));
        const submittedTrials = new Set(fresh.filter((v) => v.submitted).map((v) => v.trial_id));
        setDone((current) => {
          const next = { ...current };
          for (const video of videos) {
            if (submittedTrials.has(video.trial_id) || submittedLabels.has(video.label)) next[video.trial_id] = true;
          }
          return next;
        });
        setRefreshing(false);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Session refresh failed', error);
        navigate(paths.dashboard, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [refreshSession, navigate, videos]);

  const submit = useCallback(
    async (video: AssignedVideo, body: RatingBody) => {
      const outcome = await submitRatingWithRecovery({ apiBase, token: getUserToken(), video, body, refreshSession });
      if (outcome.status === 'done') {
        setDone((current) => ({ ...current, [video.trial_id]: true }));
      } else if (outcome.status === 'session-changed') {
        window.alert(SESSION_CHANGED_ALERT);
      } else {
        console.error('Rating submit failed', outcome.error);
        window.alert(RATING_FAILED_ALERT);
      }
    },
    [apiBase, refreshSession],
  );

  const doneCount = videos.filter((video) => done[video.trial_id]).length;
  return { done, doneCount, allDone: doneCount === videos.length, refreshing, submit };
}
