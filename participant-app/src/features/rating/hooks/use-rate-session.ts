import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AssignedVideo } from '@vvq/contracts';
import { paths } from '../../../config/paths';
import { getUserId } from '../../../lib/session-storage';
import { markStudyClosed, studyClosedMessage } from '../../../lib/study-closed';
import { useApiBase } from '../../../lib/use-api-base';
import { isFullSession, refreshSession, sessionRefreshQueryOptions } from '../../session';
import { useSubmitRatingWithRecovery, type RatingBody } from '../api/submit-with-recovery';
import { t } from '../../../i18n';
import { lockLanguage } from '../../language';

/** The cards (by their original trial_id) the refreshed session flags submitted, matched by trial id or label. */
function doneOnEntry(videos: AssignedVideo[], fresh: AssignedVideo[] | undefined): Record<number, boolean> {
  const done: Record<number, boolean> = {};
  if (!fresh) return done;
  const submittedLabels = new Set(fresh.filter((v) => v.submitted).map((v) => v.label));
  const submittedTrials = new Set(fresh.filter((v) => v.submitted).map((v) => v.trial_id));
  for (const video of videos) {
    if (submittedTrials.has(video.trial_id) || submittedLabels.has(video.label)) done[video.trial_id] = true;
  }
  return done;
}

/**
 * State of the rate screen: which of the four cards are done (keyed by the card's original trial_id).
 * On entry the session is refreshed and its `submitted` flags mark cards done (so a reload keeps them done);
 * a failed refresh, or one that does not hold four videos, goes back to /dashboard.
 */
export function useRateSession(videos: AssignedVideo[]) {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const userId = getUserId();
  const entry = useQuery(sessionRefreshQueryOptions(apiBase, userId));
  const { mutateAsync: submitRatingWithRecovery } = useSubmitRatingWithRecovery();
  const [submittedHere, setSubmittedHere] = useState<Record<number, boolean>>({});
  const [closedMessage, setClosedMessage] = useState<string | null>(studyClosedMessage);

  const entryFailure = useMemo(() => {
    if (entry.error) return entry.error;
    if (entry.data && !isFullSession(entry.data)) {
      return new Error(`Session holds ${entry.data.length} videos, not 4`);
    }
    return null;
  }, [entry.error, entry.data]);
  useEffect(() => {
    if (!entryFailure) return;
    console.error('Session refresh failed', entryFailure);
    navigate(paths.dashboard, { replace: true });
  }, [entryFailure, navigate]);

  const fromEntry = useMemo(() => doneOnEntry(videos, entry.data), [videos, entry.data]);
  const done = useMemo(() => ({ ...fromEntry, ...submittedHere }), [fromEntry, submittedHere]);

  const submit = useCallback(
    async (video: AssignedVideo, body: RatingBody) => {
      const outcome = await submitRatingWithRecovery({
        apiBase,
        video,
        body,
        // Part of this submission, not of the screen's state: read straight from the server.
        refreshSession: () => refreshSession(apiBase, getUserId()),
      });
      if (outcome.status === 'done') {
        // The scale this participant rated on stays: the language switcher is locked from now on.
        lockLanguage();
        setSubmittedHere((current) => ({ ...current, [video.trial_id]: true }));
      } else if (outcome.status === 'closed') {
        if (outcome.trialId !== undefined)
          setSubmittedHere((current) => ({ ...current, [video.trial_id]: true }));
        markStudyClosed(outcome.message);
        setClosedMessage(outcome.message);
      } else if (outcome.status === 'session-changed') {
        window.alert(t('rating.sessionChanged'));
      } else {
        console.error('Rating submit failed', outcome.error);
        window.alert(t('rating.failed'));
      }
    },
    [apiBase, submitRatingWithRecovery],
  );

  /** The server released a video this browser cannot play: its card is done, without a rating. */
  const [skippedHere, setSkippedHere] = useState<Record<number, boolean>>({});
  const skip = useCallback((video: AssignedVideo) => {
    setSkippedHere((current) => ({ ...current, [video.trial_id]: true }));
    setSubmittedHere((current) => ({ ...current, [video.trial_id]: true }));
  }, []);
  const skipped = useMemo(() => {
    const fromServer = new Set((entry.data ?? []).filter((v) => v.playback_failed).map((v) => v.trial_id));
    return Object.fromEntries(
      videos.map((v) => [
        v.trial_id,
        Boolean(skippedHere[v.trial_id] || v.playback_failed || fromServer.has(v.trial_id)),
      ]),
    ) as Record<number, boolean>;
  }, [videos, entry.data, skippedHere]);

  const doneCount = videos.filter((video) => done[video.trial_id]).length;
  useEffect(() => {
    if (doneCount > 0) lockLanguage();
  }, [doneCount]);
  const refreshing = !entry.data || entryFailure !== null;
  return {
    done,
    doneCount,
    allDone: doneCount === videos.length,
    refreshing,
    submit,
    closedMessage,
    skip,
    skipped,
  };
}
