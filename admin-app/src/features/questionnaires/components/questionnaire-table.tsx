import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { StoredQuestionnaire } from '@vvq/contracts';
import { DataTable, formatLocalDateTime } from '@vvq/ui';
import { TablePager } from '../../../components/table-pager';
import { paths } from '../../../config/paths';
import type { ServerPager } from '../../../hooks/use-server-list';
import { capitalizeFirst } from '../../../utils/format';

/** One page of the submitted questionnaires (100 a page: a study has one per participant, thousands of them). */
export function QuestionnaireTable({ pager }: { pager: ServerPager<StoredQuestionnaire> }) {
  const navigate = useNavigate();
  return (
    <DataTable
      label="Submitted Questionnaires"
      columns={[
        { key: 'name', header: 'User Name', cell: (row) => capitalizeFirst(row.user_name) },
        { key: 'user', header: 'User ID', cell: (row) => row.user_id },
        { key: 'submitted', header: 'Submitted At', cell: (row) => formatLocalDateTime(row.submitted_at) },
        {
          key: 'actions',
          header: 'Actions',
          cell: (row) => (
            <Button size="sm" variant="primary" onClick={() => navigate(paths.questionnaire(row.id))}>
              View Questionnaire
            </Button>
          ),
        },
      ]}
      rows={pager.items}
      rowKey={(row) => row.id}
      pager={pager.pageCount > 1 && <TablePager pager={pager} />}
    />
  );
}
