import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { useForgetQueries, useRuntimeConfig } from '@vvq/ui';
import { paths } from '../config/paths';
import { adminArea } from '../lib/admin-request';
import { clearAdminSession } from '../lib/admin-session';
import { useAdminBarState } from '../lib/use-admin-session';

/** The admin bar (spec 'Layout'); the shell shows it on every path starting with /admin. */
export default function AdminTopBar() {
  const { providedBy } = useRuntimeConfig();
  const bar = useAdminBarState();
  const navigate = useNavigate();
  const forgetQueries = useForgetQueries();

  const logout = () => {
    clearAdminSession();
    forgetQueries(adminArea.cacheScope);
    navigate(paths.login);
  };

  return (
    <Navbar
      bg="dark"
      data-bs-theme="dark"
      expand="md"
      collapseOnSelect
      data-runtime-config={providedBy}
      data-testid="admin-top-bar"
    >
      <Container fluid>
        <Navbar.Brand as={Link} to={paths.entry}>
          VVQ Admin
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="admin-top-bar-nav" />
        <Navbar.Collapse id="admin-top-bar-nav" className="justify-content-end">
          {bar.loggedIn ? (
            <Nav className="align-items-md-center gap-2">
              <Navbar.Text className="me-md-2" data-testid="admin-welcome">
                {`Welcome, ${bar.adminName.toUpperCase()}`}
              </Navbar.Text>
              <Nav.Link as={Link} to={paths.dashboard} eventKey="dashboard">
                Dashboard
              </Nav.Link>
              <Button variant="outline-light" size="sm" onClick={logout}>
                Logout
              </Button>
            </Nav>
          ) : (
            <Nav>
              <Nav.Link as={Link} to={paths.login} eventKey="login">
                Login
              </Nav.Link>
            </Nav>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
