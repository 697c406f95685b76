import { Alert, Button, Container, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PageSpinner, formatLocalDateTime } from '@vvq/ui';
import { capitalizeFirst } from '../../../lib/format';
import { useQuestionnaireList } from '../hooks/use-questionnaire-list';

export function QuestionnaireListPage() {
  const navigate = useNavigate();
  const { result, loading, error } = useQuestionnaireList();

  let body;
  if (loading) body = <PageSpinner label="Loading questionnaires" />;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else if (result?.kind === 'no-data') body = <p className="text-muted">No data found.</p>;
  else if (result?.kind !== 'rows') body = <p className="text-muted">No questionnaires found.</p>;
  else
    body = (
      <Table striped bordered hover responsive size="sm" aria-label="Submitted Questionnaires">
        <thead>
          <tr>
            <th>User Name</th>
            <th>User ID</th>
            <th>Submitted At</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.id}>
              <td>{capitalizeFirst(row.user_name)}</td>
              <td>{row.user_id}</td>
              <td>{formatLocalDateTime(row.submitted_at)}</td>
              <td>
                <Button size="sm" variant="primary" onClick={() => navigate(paths.questionnaire(row.id))}>
                  View Questionnaire
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Submitted Questionnaires</h1>
      {body}
    </Container>
  );
}
