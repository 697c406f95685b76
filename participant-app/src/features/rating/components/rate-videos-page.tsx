import { useMemo } from 'react';
import { Alert, Col, Container, Row } from 'react-bootstrap';
import { Navigate, useLocation } from 'react-router-dom';
import { VIDEOS_PER_SESSION, type AssignedVideo } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { EnvironmentCheckGate } from '../../environment-check/components/environment-check-gate';
import { useFocusAfterRating } from '../hooks/use-focus-after-rating';
import { useRateSession } from '../hooks/use-rate-session';
import { useRatingLabels } from '../hooks/use-rating-labels';
import { FeedbackSummary } from './feedback-summary';
import { RatingScaleGuide } from './rating-scale-guide';
import { VideoRatingCard } from './video-rating-card';

export const THANK_YOU_BANNER = 'Thank you! You have rated all four videos. Your feedback has been recorded.';

/** The spec's banner for its four videos; the same sentence with the number for another videos_per_session. */
export function thankYouBanner(count: number): string {
  return count === 4
    ? THANK_YOU_BANNER
    : `Thank you! You have rated all ${count} videos. Your feedback has been recorded.`;
}

/** The assigned list arrives in navigation state (spec section 2); anything but four videos is refused. */
function videosFromState(state: unknown): AssignedVideo[] | null {
  const videos = (state as { videos?: unknown } | null)?.videos;
  return Array.isArray(videos) && videos.length === VIDEOS_PER_SESSION ? (videos as AssignedVideo[]) : null;
}

export function RateVideosPage() {
  const location = useLocation();
  const videos = useMemo(() => videosFromState(location.state), [location.state]);
  if (!videos) return <Navigate to={paths.dashboard} replace />;
  return (
    <EnvironmentCheckGate videos={videos}>
      <RateVideos videos={videos} />
    </EnvironmentCheckGate>
  );
}

function RateVideos(props: { videos: AssignedVideo[] }) {
  const { done, allDone, refreshing, submit } = useRateSession(props.videos);
  // Loaded beside the session refresh; until both have answered the cards wait, so no word changes under the reader.
  const { labels, ready } = useRatingLabels();
  const focus = useFocusAfterRating(props.videos, done, allDone);
  const titled = props.videos.map((video, index) => ({ video, title: `Video ${index + 1}` }));

  return (
    <Container className="py-4">
      <h1 className="mb-4">Rate Videos</h1>
      {allDone && !refreshing && (
        // Focusable so focus can land on it after the last rating (useFocusAfterRating).
        <Alert variant="success" data-testid="thank-you-banner" ref={focus.bannerRef} tabIndex={-1}>
          {thankYouBanner(props.videos.length)}
        </Alert>
      )}
      {ready && <RatingScaleGuide guide={labels.guide} />}
      {refreshing || !ready ? (
        <PageSpinner label="Loading your videos…" />
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
                />
              </Col>
            ))}
          </Row>
        </>
      )}
    </Container>
  );
}
