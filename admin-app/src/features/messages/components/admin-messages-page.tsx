import { Alert, Button, Container } from 'react-bootstrap';
import { DataTable, PageSpinner, formatLocalDateTime } from '@vvq/ui';
import { capitalizeWords } from '../../../utils/format';
import { mailtoHref } from '../utils/mailto-href';
import { useUnansweredMessages } from '../hooks/use-unanswered-messages';

export function AdminMessagesPage() {
  const { messages, loading, error, markAnswered } = useUnansweredMessages();

  let body;
  if (loading) body = <PageSpinner label="Loading messages" />;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else
    body = (
      <DataTable
        label="Unanswered Messages"
        columns={[
          { key: 'name', header: 'Name', cell: (message) => capitalizeWords(message.name) },
          { key: 'email', header: 'Email', cell: (message) => message.email },
          {
            key: 'message',
            header: 'Message',
            cell: (message) => message.message,
            cellProps: () => ({ style: { whiteSpace: 'pre-wrap', maxWidth: 480 } }),
          },
          {
            key: 'submitted',
            header: 'Submitted Date',
            cell: (message) => formatLocalDateTime(message.created_at),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (message) => (
              <>
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
              </>
            ),
            cellProps: () => ({ className: 'text-nowrap' }),
          },
        ]}
        rows={messages}
        rowKey={(message) => message.id}
        empty={<p className="text-muted">No unanswered messages available.</p>}
      />
    );

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Unanswered Messages</h1>
      {body}
    </Container>
  );
}
