import { Alert, Button, Container, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { getUserName } from '../../../lib/session-storage';
import { useDashboard } from '../hooks/use-dashboard';
import { ItuGuideCard } from './itu-guide-card';

export function DashboardPage() {
  const navigate = useNavigate();
  const { hasSubmitted, checkingQuestionnaire, preparingVideos, rateVideos, closedMessage } = useDashboard();
  const userName = (getUserName() ?? '').toUpperCase();

  return (
    <Container className="py-5" style={{ maxWidth: 860 }}>
      <h1 className="mb-4">Welcome, {userName}</h1>
      <ItuGuideCard />
      {checkingQuestionnaire && !hasSubmitted ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading...</span>
        </Spinner>
      ) : closedMessage ? (
        // Live gating (issue 11): a neutral text, no further videos, never the reason.
        <Alert variant="info" role="status" data-testid="study-closed">
          {closedMessage}
        </Alert>
      ) : hasSubmitted ? (
        <div className="text-center">
          <p className="lead">Thank you for submitting the questionnaire!</p>
          <Button size="lg" variant="primary" disabled={preparingVideos} onClick={() => void rateVideos()}>
            {preparingVideos ? 'Preparing your videos...' : 'Rate Videos'}
          </Button>
          <p className="mt-4 mb-2">For distortion understanding click below!</p>
          <Button variant="outline-secondary" onClick={() => navigate(paths.distortionExamples)}>
            See Sample Videos
          </Button>
        </div>
      ) : (
        <div className="text-center">
          <Button size="lg" variant="primary" onClick={() => navigate(paths.questionnaire)}>
            Submit Questionnaire
          </Button>
        </div>
      )}
    </Container>
  );
}
