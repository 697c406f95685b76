import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneRemote, createQueryClientSource } from '@vvq/ui';
import '@vvq/ui/styles.css';
import AdminRoutes from './exposed/admin-routes';
import AdminTopBar from './exposed/admin-top-bar';

// Standalone entry: mounted exactly the way the shell mounts the remote (top bar + routes under /admin/*), with its
// own runtime config and its own QueryClient (TanStack Query loaded on first use, as in the shell).
const queryClientSource = createQueryClientSource('standalone', () => import('@tanstack/react-query'));

createRoot(document.getElementById('root')!).render(
  <StandaloneRemote source={queryClientSource}>
    <AdminTopBar />
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  </StandaloneRemote>,
);
