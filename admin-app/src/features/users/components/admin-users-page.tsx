import { Button, Card, Container, Table } from 'react-bootstrap';
import { useAdminUsers } from '../hooks/use-admin-users';
import { UserEventsChart } from './user-events-chart';

export function AdminUsersPage() {
  const { users, loading, events, removeUser } = useAdminUsers();
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Users</h1>
      {loading ? (
        <p>Loading users...</p>
      ) : (
        <Card className="mb-4">
          <Card.Body>
            <Card.Title>All Users</Card.Title>
            <Table striped bordered hover responsive size="sm" aria-label="All Users">
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Email</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {users.length === 0 ? (
                  <tr>
                    <td colSpan={3} className="text-muted">
                      No users found.
                    </td>
                  </tr>
                ) : (
                  users.map((user) => (
                    <tr key={user.id}>
                      <td>{user.id}</td>
                      <td>{user.email}</td>
                      <td>
                        <Button size="sm" variant="danger" onClick={() => void removeUser(user.id)}>
                          Delete
                        </Button>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </Card.Body>
        </Card>
      )}
      <Card>
        <Card.Body>
          <Card.Title>User Events</Card.Title>
          <UserEventsChart events={events} />
        </Card.Body>
      </Card>
    </Container>
  );
}
