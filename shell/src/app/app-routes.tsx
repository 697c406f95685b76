import { Route, Routes } from 'react-router-dom';
import { RemoteComponent } from '../remotes/remote-component';

/** The shell owns the only router; each remote declares relative child routes below its mount point. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteComponent area="admin" module="./AdminRoutes" slot="page" />} />
      <Route
        path="/*"
        element={<RemoteComponent area="participant" module="./ParticipantRoutes" slot="page" />}
      />
    </Routes>
  );
}
