import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RuntimeConfigProvider, resolveApiBase } from '@vvq/ui';
import '@vvq/ui/styles.css';
import ParticipantRoutes from './exposed/participant-routes';
import UserTopBar from './exposed/user-top-bar';

// Standalone entry: mounts the exposed modules the same way the shell does (top bar + routes under `/*`).
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <RuntimeConfigProvider value={{ apiBase: resolveApiBase(null), providedBy: 'standalone' }}>
        <UserTopBar />
        <Routes>
          <Route path="/*" element={<ParticipantRoutes />} />
        </Routes>
      </RuntimeConfigProvider>
    </BrowserRouter>
  </StrictMode>,
);
