import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { useForgetQueries, useRuntimeConfig } from '@vvq/ui';
import { paths } from '../config/paths';
import { adminLogout, adminLogoutEverywhere } from '../features/auth';
import { adminArea, isUnauthorized } from '../lib/admin-request';
import { clearAdminSession } from '../lib/admin-session';
import { useAdminBarState } from '../lib/use-admin-session';

/** The admin bar (spec 'Layout'); the shell shows it on every path starting with /admin. */
export default function AdminTopBar() {
  const { providedBy, apiBase } = useRuntimeConfig();
  const bar = useAdminBarState();
  const navigate = useNavigate();
  const forgetQueries = useForgetQueries();

  const endSession = () => {
    clearAdminSession();
    forgetQueries(adminArea.cacheScope);
    navigate(paths.login);
  };

  // The spec's Logout is local and immediate; the server call (which reads the token before it is cleared) also
  // ends this token, so a copy of it is useless. Its failure is only logged: the tab is logged out either way.
  const logout = () => {
    adminLogout(apiBase).catch((error: unknown) => {
      if (!isUnauthorized(error)) console.error('Error logging out', error);
    });
    endSession();
  };

  // Ends every session of this admin (other browsers and devices too). Waits for the server: when it fails, this
  // session stays so the admin can try again, and is told the other sessions may still be open. A 401 means this
  // token was already ended; the shared 401 handling has logged this tab out.
  const logoutEverywhere = async () => {
    try {
      await adminLogoutEverywhere(apiBase);
      endSession();
    } catch (error) {
      if (isUnauthorized(error)) return;
      // An ApiError's message is the server's text (or the network failure's).
      const reason = error instanceof Error ? error.message : String(error);
      window.alert(`Could not log out everywhere: ${reason}. Your other sessions may still be open.`);
    }
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
              <Button variant="outline-warning" size="sm" onClick={() => void logoutEverywhere()}>
                Log out everywhere
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
