import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import * as ReactQuery from '@tanstack/react-query';
import { QueryClientSourceProvider, RuntimeConfigProvider, createLoadedQueryClientSource } from '@vvq/ui';
import ParticipantRoutes from '../exposed/participant-routes';
import UserTopBar from '../exposed/user-top-bar';
import { TEST_API_BASE } from './mock-api';

/** Shows the current path and navigation state so tests can assert on redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{location.pathname}</div>
      <div data-testid="location-search">{location.search}</div>
      <div data-testid="location-state">{JSON.stringify(location.state ?? null)}</div>
    </>
  );
}

export interface RenderAppOptions {
  path?: string;
  /** A query string, e.g. a panel entry link's `?PROLIFIC_PID=…`. */
  search?: string;
  state?: unknown;
  withTopBar?: boolean;
}

/** Mounts the remote the way the shell does: top bar + routes under `/*` in one router. */
export function renderApp(options: RenderAppOptions = {}) {
  return renderWithRouter(
    <>
      {options.withTopBar ? <UserTopBar /> : null}
      <Routes>
        <Route path="/*" element={<ParticipantRoutes />} />
      </Routes>
    </>,
    options,
  );
}

/**
 * A fresh QueryClient per render with the production defaults, already loaded (screens render synchronously, as
 * they do in the browser once TanStack Query is loaded); retries come at once instead of after a second.
 */
export function testQueryClientSource() {
  return createLoadedQueryClientSource('test', ReactQuery, { queries: { retryDelay: 0 } });
}

export function renderWithRouter(ui: ReactElement, options: RenderAppOptions = {}) {
  return render(
    <MemoryRouter
      initialEntries={[{ pathname: options.path ?? '/', search: options.search, state: options.state }]}
    >
      <RuntimeConfigProvider value={{ apiBase: TEST_API_BASE, providedBy: 'test' }}>
        <QueryClientSourceProvider source={testQueryClientSource()}>
          {ui}
          <LocationProbe />
        </QueryClientSourceProvider>
      </RuntimeConfigProvider>
    </MemoryRouter>,
  );
}

/** Stores a logged-in participant the way the login page does. */
export function loginAs(userId = 7, userName = 'ada', token = 'token-7') {
  sessionStorage.setItem('user_id', String(userId));
  sessionStorage.setItem('user_name', userName);
  sessionStorage.setItem('user_token', token);
  sessionStorage.setItem('loginTime', new Date().toLocaleString());
}
