import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Col, Container, Row } from 'react-bootstrap';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { AssignedVideo, EnvironmentCheckResult } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { getPanel } from '../../../lib/session-storage';
import { EnvironmentCheckGate } from '../../environment-check';
import type { ScreenOutState } from '../../panel';
import { isFullSession } from '../../session';
import { useFocusAfterRating } from '../hooks/use-focus-after-rating';
import { useRateSession } from '../hooks/use-rate-session';
import { useRatingLabels } from '../hooks/use-rating-labels';
import { FeedbackSummary } from './feedback-summary';
import { RatingScaleGuide } from './rating-scale-guide';
import { TrainingIntro } from './training-intro';
import { VideoRatingCard } from './video-rating-card';
import { en, t, useT, wordApiMessage } from '../../../i18n/later-pages';

export const THANK_YOU_BANNER = en['rating.thankYouFour'];

/**
 * The spec's banner for its four videos; the same sentence with the number for another videos_per_session, and in
 * the singular for one video.
 */
export function thankYouBanner(count: number): string {
  if (count === 4) return t('rating.thankYouFour');
  return count === 1 ? t('rating.thankYouOne') : t('rating.thankYou', { count });
}

/** The assigned list arrives in navigation state (spec section 2); anything but four videos is refused. */
function videosFromState(state: unknown): AssignedVideo[] | null {
  const videos = (state as { videos?: unknown } | null)?.videos;
  return Array.isArray(videos) && isFullSession(videos) ? (videos as AssignedVideo[]) : null;
}

export function RateVideosPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const videos = useMemo(() => videosFromState(location.state), [location.state]);
  if (!videos) return <Navigate to={paths.dashboard} replace />;
  // A panel participant who fails the check is screened out with its reasons (and returned to the panel);
  // a participant who signed up keeps the reasons on the page and may run the check again.
  const onFailed =
    getPanel() === null
      ? undefined
      : (result: EnvironmentCheckResult) => {
          const state: ScreenOutState = { reason: result.reasons.join(' ') };
          navigate(paths.screenOut, { state });
        };
  return (
    <EnvironmentCheckGate videos={videos} onFailed={onFailed}>
      <RateVideos videos={videos} />
    </EnvironmentCheckGate>
  );
}

function RateVideos(props: { videos: AssignedVideo[] }) {
  const { done, allDone, refreshing, submit, closedMessage, skip, skipped } = useRateSession(props.videos);
  // Loaded beside the session refresh; until both have answered the cards wait, so no word changes under the reader.
  const { labels, ready } = useRatingLabels();
  const focus = useFocusAfterRating(props.videos, done, allDone);
  const navigate = useNavigate();
  const translate = useT();
  // A panel participant goes on to the completion code (and back to the panel) after the last rating.
  const finishedPanel = allDone && !refreshing && getPanel() !== null;
  useEffect(() => {
    if (finishedPanel) navigate(paths.completion, { replace: true });
  }, [finishedPanel, navigate]);
  const titled = props.videos.map((video, index) => ({
    video,
    title: translate('rating.videoTitle', { number: index + 1 }),
  }));
  const closedRef = useRef<HTMLDivElement>(null);
  // Training (BT.500): a short explanation screen comes before the first training video, until one is rated.
  const training = props.videos.filter((v) => v.kind === 'training');
  const [introDone, setIntroDone] = useState(false);
  const showIntro =
    !introDone && training.length > 0 && !training.some((v) => v.submitted || done[v.trial_id]);
  // Live gating: the cards go, and the focus moves to the neutral text that replaces them.
  useEffect(() => {
    if (closedMessage) closedRef.current?.focus();
  }, [closedMessage]);

  // A panel participant is returned to the panel as screened out, at once (the server has recorded it); the
  // neutral text below stays for a participant who signed up.
  if (closedMessage && getPanel() !== null) {
    const state: ScreenOutState = { reason: closedMessage, leaveAtOnce: true };
    return <Navigate to={paths.screenOut} replace state={state} />;
  }
  if (closedMessage)
    return (
      <Container className="py-4">
        <h1 className="mb-4">{translate('rating.title')}</h1>
        <Alert variant="info" role="status" tabIndex={-1} ref={closedRef} data-testid="study-closed">
          {wordApiMessage(closedMessage)}
        </Alert>
      </Container>
    );

  return (
    <Container className="py-4">
      <h1 className="mb-4">{translate('rating.title')}</h1>
      {allDone && !refreshing && (
        // Focusable so focus can land on it after the last rating (useFocusAfterRating).
        <Alert variant="success" data-testid="thank-you-banner" ref={focus.bannerRef} tabIndex={-1}>
          {thankYouBanner(props.videos.length)}
        </Alert>
      )}
      {ready && <RatingScaleGuide guide={labels.guide} />}
      {refreshing || !ready ? (
        <PageSpinner label={translate('rating.loadingVideos')} />
      ) : showIntro ? (
        <TrainingIntro
          count={training.length}
          scoreLabels={labels.slider}
          onStart={() => setIntroDone(true)}
        />
      ) : (
        <>
          <FeedbackSummary
            rows={titled.map(({ video, title }) => ({
              key: video.trial_id,
              title,
              done: Boolean(done[video.trial_id]),
            }))}
          />
          <Row xs={1} md={2} className="g-4">
            {titled.map(({ video, title }) => (
              <Col key={video.trial_id}>
                <VideoRatingCard
                  title={title}
                  video={video}
                  done={Boolean(done[video.trial_id])}
                  scoreLabels={labels.slider}
                  headingRef={focus.headingRef(video.trial_id)}
                  onSubmit={(body) => {
                    focus.ratingSent(video.trial_id);
                    return submit(video, body);
                  }}
                  skipped={skipped[video.trial_id]}
                  onSkipped={() => {
                    focus.ratingSent(video.trial_id);
                    skip(video);
                  }}
                />
              </Col>
            ))}
          </Row>
        </>
      )}
    </Container>
  );
}
