import { Alert, Button, Container, Table } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import { useNavigate, useParams } from 'react-router-dom';
import type { StoredQuestionnaire } from '@vvq/contracts';
import { paths } from '../../../config/paths';
import { useQuestionnaire } from '../hooks/use-questionnaire';

type AnswerKey = Exclude<
  keyof StoredQuestionnaire,
  'id' | 'user_id' | 'user_name' | 'submitted_at' | 'consent'
>;

const ROWS: { label: string; key: AnswerKey }[] = [
  { label: 'Age', key: 'age' },
  { label: 'Gender', key: 'gender' },
  { label: 'Education', key: 'education' },
  { label: 'Field of Study', key: 'field_of_study' },
  { label: 'Familiarity', key: 'familiarity' },
  { label: 'Experience', key: 'experience' },
  { label: 'Understanding', key: 'understanding' },
  { label: 'Technical Knowledge', key: 'technical_knowledge' },
  { label: 'Quality Metrics Familiarity', key: 'quality_metrics' },
  { label: 'Previous Participation', key: 'previous_participation' },
  { label: 'Quiz 1', key: 'quiz1' },
  { label: 'Quiz 2', key: 'quiz2' },
  { label: 'Quiz 3', key: 'quiz3' },
];

function orNA(value: unknown): string {
  return value === null || value === undefined || String(value).trim() === '' ? 'N/A' : String(value);
}

/** Consent is stored as 1 for yes (spec section 3); true/'1' count as yes too. */
export function consentText(value: unknown): 'Yes' | 'No' {
  return value === 1 || value === true || value === '1' ? 'Yes' : 'No';
}

export function QuestionnaireDetailPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { questionnaire, loading, error } = useQuestionnaire(id);

  let body;
  if (loading) body = <PageSpinner label="Loading questionnaire" />;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else if (!questionnaire) body = <p className="text-muted">No questionnaire found.</p>;
  else
    body = (
      <>
        <h1 className="mb-4">{`Questionnaire for ${questionnaire.user_name || 'Unknown'}`}</h1>
        <Table bordered size="sm" aria-label="Questionnaire answers" style={{ maxWidth: 800 }}>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row" style={{ width: '40%' }}>
                  {row.label}
                </th>
                <td style={{ whiteSpace: 'pre-wrap' }}>{orNA(questionnaire[row.key])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Consent</th>
              <td>{consentText(questionnaire.consent)}</td>
            </tr>
          </tbody>
        </Table>
      </>
    );

  return (
    <Container fluid="lg" className="py-4">
      {body}
      <Button variant="outline-secondary" onClick={() => navigate(paths.questionnaireList)}>
        Back to list
      </Button>
    </Container>
  );
}
