import { useLocation } from 'react-router-dom';
import { RemoteComponent } from '../remotes/remote-component';
import { AppRoutes } from './app-routes';
import { isAdminPath } from './is-admin-path';

/** Picks the top bar by path (admin bar from the admin remote, user bar from the participant remote). */
export function AppLayout() {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  return (
    // The shell's own marker for the browser test: proves the page is the shell and which area it shows.
    <div
      className="vvq-shell d-flex flex-column min-vh-100"
      data-testid="vvq-shell"
      data-shell-area={admin ? 'admin' : 'participant'}
    >
      <header>
        {admin ? (
          <RemoteComponent key="admin-bar" area="admin" module="./AdminTopBar" slot="bar" />
        ) : (
          <RemoteComponent key="user-bar" area="participant" module="./UserTopBar" slot="bar" />
        )}
      </header>
      <main className="flex-grow-1">
        <AppRoutes />
      </main>
    </div>
  );
}
