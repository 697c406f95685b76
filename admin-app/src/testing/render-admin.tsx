import { act, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import * as ReactQuery from '@tanstack/react-query';
import { SessionKeys } from '@vvq/contracts';
import { QueryClientSourceProvider, SharedQueryClientProvider, createLoadedQueryClientSource } from '@vvq/ui';
import AdminRoutes from '../exposed/admin-routes';
import AdminTopBar from '../exposed/admin-top-bar';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * A fresh QueryClient per render with the production defaults, already loaded (screens render synchronously, as
 * they do in the browser once TanStack Query is loaded); retries come at once instead of after a second.
 */
export function testQueryClientSource() {
  return createLoadedQueryClientSource('test', ReactQuery, { queries: { retryDelay: 0 } });
}

/** For a screen rendered on its own (not through the routes): the query client the routes would give it. */
export function TestQueryScope({ children }: { children: ReactNode }) {
  const [source] = useState(testQueryClientSource);
  return (
    <QueryClientSourceProvider source={source}>
      <SharedQueryClientProvider>{children}</SharedQueryClientProvider>
    </QueryClientSourceProvider>
  );
}

/** Mounts the top bar and the routes exactly as the shell does (under /admin/*), starting at `path`. */
export function renderAdmin(path: string) {
  return render(
    <QueryClientSourceProvider source={testQueryClientSource()}>
      <MemoryRouter initialEntries={[path]}>
        <AdminTopBar />
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
          <Route path="*" element={<p>outside admin</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientSourceProvider>,
  );
}

export function signInAdmin(name = 'grace', token = 'admin-token-1'): void {
  sessionStorage.setItem(SessionKeys.adminId, '7');
  sessionStorage.setItem(SessionKeys.adminName, name);
  sessionStorage.setItem(SessionKeys.adminLoginTime, '1/1/2026, 10:00:00 AM');
  sessionStorage.setItem(SessionKeys.adminToken, token);
}

/** Lets the mocked (promise-only) calls of a screen reached by navigation finish inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}
