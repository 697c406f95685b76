import { Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { usePagination } from '../../../hooks/use-pagination';
import { useVideoFeedback } from '../hooks/use-feedback';
import { FeedbackResults } from './feedback-results';

/** Feedback of one video; the id comes from the prop or else from the route. */
export function VideoFeedbackPage({ videoId: fromProp }: { videoId?: string | number }) {
  const params = useParams<{ videoId: string }>();
  const videoId =
    fromProp !== undefined && fromProp !== null && fromProp !== '' ? String(fromProp) : params.videoId;
  const { ratings, loading, error } = useVideoFeedback(videoId);
  const pager = usePagination(ratings, TABLE_PAGE_SIZE);

  if (!videoId)
    return (
      <Container fluid className="py-4">
        <p className="text-danger">Missing video_id</p>
      </Container>
    );

  return (
    <Container fluid className="py-4">
      <h1 className="mb-4">{`Feedback for Video #${videoId}`}</h1>
      <FeedbackResults
        pager={pager}
        loading={loading}
        error={error}
        emptyText="No feedback for this video yet."
        showVideoId={false}
      />
    </Container>
  );
}
