import { Alert, Container } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import type { StoredQuestionnaire } from '@vvq/contracts';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { useClampPage, useServerList } from '../../../hooks/use-server-list';
import { useQuestionnaireList } from '../hooks/use-questionnaire-list';
import { QuestionnaireTable } from './questionnaire-table';
import { ListFilter } from '../../../components/list-filter';

/** The submitted questionnaires, one per participant: paged and filtered on the server. */
export function QuestionnaireListPage() {
  const list = useServerList(TABLE_PAGE_SIZE);
  const { result, total, loading, error } = useQuestionnaireList(list.query);
  const rows: StoredQuestionnaire[] = result?.kind === 'rows' ? result.rows : [];
  const pager = list.pager(rows, total);
  useClampPage(pager, !loading);

  let body;
  if (loading) body = <PageSpinner label="Loading questionnaires" />;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else if (list.filtering && rows.length === 0)
    body = <p className="text-muted">No questionnaires match the filter.</p>;
  else if (result?.kind === 'no-data') body = <p className="text-muted">No data found.</p>;
  else if (result?.kind !== 'rows') body = <p className="text-muted">No questionnaires found.</p>;
  else body = <QuestionnaireTable pager={pager} />;

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Submitted Questionnaires</h1>
      <ListFilter
        list={list}
        label="Filter questionnaires"
        placeholder="Filter by user name or user ID"
        maxWidth={360}
        className="mb-2"
      />
      {body}
    </Container>
  );
}
