import { Card, Col, Row } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

const CARDS = [
  { title: 'Users', text: 'List and delete participants, see login activity.', to: paths.users },
  { title: 'Videos', text: 'Browse videos with aggregated ratings and export them.', to: paths.videos },
  { title: 'Feedback', text: 'Read every rating and comment.', to: paths.viewFeedback },
  { title: 'Contact Messages', text: 'Answer unanswered contact messages.', to: paths.messages },
  { title: 'Questionaire', text: 'Read submitted questionnaires.', to: paths.questionnaireList },
  { title: 'Analysis', text: 'BT.500 screening, MOS with 95% intervals, exports.', to: paths.analysis },
  {
    title: 'Study settings',
    text: 'Videos per session, rating labels, checks, panel links; every change recorded.',
    to: paths.studySettings,
  },
  {
    title: 'Quality control',
    text: 'Training, gold and trap videos; participants stopped by live gating.',
    to: paths.quality,
  },
  {
    title: 'Allocation',
    text: 'Each video’s interval against the target, stopped videos, the ratings still needed.',
    to: paths.allocation,
  },
  {
    title: 'Stimuli',
    text: 'Import a manifest with its files, checked first; retire, restore or delete stimuli.',
    to: paths.stimuli,
  },
  {
    title: 'Languages',
    text: 'Upload a catalogue to add or fix a participant language; checked line by line.',
    to: paths.languages,
  },
] as const;

export function NavCards() {
  const navigate = useNavigate();
  return (
    <Row xs={1} sm={2} lg={4} className="g-3 mb-4">
      {CARDS.map((card) => (
        <Col key={card.title}>
          <Card
            role="link"
            tabIndex={0}
            className="h-100 shadow-sm"
            style={{ cursor: 'pointer' }}
            onClick={() => navigate(card.to)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') navigate(card.to);
            }}
          >
            <Card.Body>
              <Card.Title>{card.title}</Card.Title>
              <Card.Text className="text-muted small">{card.text}</Card.Text>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
