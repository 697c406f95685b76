import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneRemote, createQueryClientSource } from '@vvq/ui';
import '@vvq/ui/styles.css';
import ParticipantRoutes from './exposed/participant-routes';
import UserTopBar from './exposed/user-top-bar';

// Standalone entry: mounts the exposed modules the same way the shell does (top bar + routes under `/*`), with its
// own runtime config and its own QueryClient (TanStack Query loaded on first use, as in the shell).
const queryClientSource = createQueryClientSource('standalone', () => import('@tanstack/react-query'));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneRemote source={queryClientSource}>
    <UserTopBar />
    <Routes>
      <Route path="/*" element={<ParticipantRoutes />} />
    </Routes>
  </StandaloneRemote>,
);
