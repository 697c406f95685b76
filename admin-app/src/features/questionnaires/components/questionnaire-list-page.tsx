import { Alert, Container } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import { useQuestionnaireList } from '../hooks/use-questionnaire-list';
import { QuestionnaireTable } from './questionnaire-table';

export function QuestionnaireListPage() {
  const { result, loading, error } = useQuestionnaireList();

  let body;
  if (loading) body = <PageSpinner label="Loading questionnaires" />;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else if (result?.kind === 'no-data') body = <p className="text-muted">No data found.</p>;
  else if (result?.kind !== 'rows') body = <p className="text-muted">No questionnaires found.</p>;
  else body = <QuestionnaireTable rows={result.rows} />;

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Submitted Questionnaires</h1>
      {body}
    </Container>
  );
}
