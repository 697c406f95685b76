import { Button, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { StoredQuestionnaire } from '@vvq/contracts';
import { formatLocalDateTime } from '@vvq/ui';
import { TablePager } from '../../../components/table-pager';
import { paths } from '../../../config/paths';
import type { ServerPager } from '../../../hooks/use-server-list';
import { capitalizeFirst } from '../../../utils/format';

/** One page of the submitted questionnaires (100 a page: a study has one per participant, thousands of them). */
export function QuestionnaireTable({ pager }: { pager: ServerPager<StoredQuestionnaire> }) {
  const navigate = useNavigate();
  return (
    <>
      {pager.pageCount > 1 && <TablePager pager={pager} />}
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
          {pager.items.map((row) => (
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
    </>
  );
}
