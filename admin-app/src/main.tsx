import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RuntimeConfigProvider, resolveApiBase } from '@vvq/ui';
import '@vvq/ui/styles.css';
import AdminRoutes from './exposed/admin-routes';
import AdminTopBar from './exposed/admin-top-bar';

// Standalone entry: mounted exactly the way the shell mounts the remote (top bar + routes under /admin/*).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <RuntimeConfigProvider value={{ apiBase: resolveApiBase(null), providedBy: 'standalone' }}>
        <AdminTopBar />
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </RuntimeConfigProvider>
    </BrowserRouter>
  </StrictMode>,
);
