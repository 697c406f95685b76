import { Alert, Button, Container, Table } from 'react-bootstrap';
import { PageSpinner, formatLocalDateTime } from '@vvq/ui';
import { capitalizeWords } from '../../../utils/format';
import { mailtoHref } from '../utils/mailto-href';
import { useUnansweredMessages } from '../hooks/use-unanswered-messages';

export function AdminMessagesPage() {
  const { messages, loading, error, markAnswered } = useUnansweredMessages();

  let body;
  if (loading) body = <PageSpinner label="Loading messages" />;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else if (messages.length === 0) body = <p className="text-muted">No unanswered messages available.</p>;
  else
    body = (
      <Table striped bordered hover responsive size="sm" aria-label="Unanswered Messages">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Message</th>
            <th>Submitted Date</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td>{capitalizeWords(message.name)}</td>
              <td>{message.email}</td>
              <td style={{ whiteSpace: 'pre-wrap', maxWidth: 480 }}>{message.message}</td>
              <td>{formatLocalDateTime(message.created_at)}</td>
              <td className="text-nowrap">
                <Button
                  as="a"
                  size="sm"
                  variant="outline-primary"
                  className="me-2"
                  href={mailtoHref(message.email)}
                >
                  Reply
                </Button>
                <Button size="sm" variant="success" onClick={() => void markAnswered(message.id)}>
                  Mark as Answered
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Unanswered Messages</h1>
      {body}
    </Container>
  );
}
