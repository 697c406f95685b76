import { Button, Card, Container } from 'react-bootstrap';
import { DataTable } from '@vvq/ui';
import { ListFilter } from '../../../components/list-filter';
import { TablePager } from '../../../components/table-pager';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { useClampPage, useServerList } from '../../../hooks/use-server-list';
import { useAdminUsers } from '../hooks/use-admin-users';
import { useUserEvents } from '../hooks/use-user-events';
import { useParticipantExport } from '../hooks/use-participant-export';
import { userLabel } from '../utils/user-label';
import { PrivacyPolicyNote } from './privacy-policy-note';
import { UserEventsChart } from './user-events-chart';

export function AdminUsersPage() {
  // Paged and filtered on the server: a study has thousands of participants.
  const list = useServerList(TABLE_PAGE_SIZE);
  const { users, total, loading, removeUser } = useAdminUsers(list.query);
  const events = useUserEvents();
  const { exportUser, status } = useParticipantExport();
  const pager = list.pager(users, total);
  useClampPage(pager, !loading);
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Users</h1>
      <PrivacyPolicyNote />
      {loading ? (
        <p>Loading users...</p>
      ) : (
        <Card className="mb-4">
          <Card.Body>
            <Card.Title>All Users</Card.Title>
            <ListFilter
              list={list}
              label="Filter users"
              placeholder="Filter by ID, email or panel ID"
              maxWidth={360}
            />
            <TablePager pager={pager} />
            {/* Always in the page, so screen readers announce each change of the export's status. */}
            <p
              role="status"
              aria-live="polite"
              className={status?.state === 'failed' ? 'text-danger' : 'text-muted'}
            >
              {status?.text ?? ''}
            </p>
            <DataTable
              label="All Users"
              columns={[
                { key: 'id', header: 'ID', cell: (user) => user.id },
                { key: 'email', header: 'Email', cell: (user) => userLabel(user) },
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (user) => (
                    <>
                      <Button size="sm" variant="danger" onClick={() => void removeUser(user.id)}>
                        Delete
                      </Button>{' '}
                      {/* Never disabled while running, so the focus stays on it; a second click is ignored. */}
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={`Export data of ${userLabel(user)}`}
                        aria-busy={status?.userId === user.id && status.state === 'running'}
                        onClick={() => void exportUser(user.id)}
                      >
                        Export data
                      </Button>
                    </>
                  ),
                },
              ]}
              rows={pager.items}
              rowKey={(user) => user.id}
              emptyRow="No users found."
            />
          </Card.Body>
        </Card>
      )}
      <Card>
        <Card.Body>
          <Card.Title>User Events</Card.Title>
          {events.pager.pageCount > 1 && (
            // Page 1 is the newest events; the chart shows one page's days.
            <nav aria-label="User events pages">
              <TablePager pager={events.pager} />
            </nav>
          )}
          <UserEventsChart events={events.events} />
        </Card.Body>
      </Card>
    </Container>
  );
}
