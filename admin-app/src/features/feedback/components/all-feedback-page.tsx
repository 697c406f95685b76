import { Container } from 'react-bootstrap';
import { useFeedback } from '../hooks/use-feedback';
import { FeedbackResults } from './feedback-results';

export function AllFeedbackPage() {
  const feedback = useFeedback('all');
  return (
    <Container fluid className="py-4">
      <h2 className="h4 mb-4 text-muted">All video feedback</h2>
      <FeedbackResults {...feedback} emptyText="No feedback yet." showVideoId />
    </Container>
  );
}
