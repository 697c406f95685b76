import { jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { SharedQueryClientProvider, useRuntimeConfig } from '@vvq/ui';
import type { AreaName, ExposedModule } from '../../remotes/remote-areas';
import type { RemoteLoader } from '../../remotes/remote-loader';

function fakeBar(name: string): ComponentType {
  return function FakeBar() {
    const { providedBy, apiBase } = useRuntimeConfig();
    return (
      <nav data-testid={name} data-runtime-config={providedBy} data-api-base={apiBase}>
        {name}
      </nav>
    );
  };
}

/** A screen of a remote that fetches: it sits under SharedQueryClientProvider, as the real data screens do. */
function QueryClientProbe({ area }: { area: string }) {
  const client = useQueryClient();
  seenQueryClients.push({ area, client });
  return <h1>{area} data</h1>;
}

/** Every QueryClient the fake data screens were given, in order. */
export const seenQueryClients: { area: string; client: unknown }[] = [];

function fakeRoutes(area: string): ComponentType {
  return function FakeRoutes() {
    return (
      <Routes>
        <Route index element={<h1>{area} home</h1>} />
        <Route
          path="login"
          element={
            <div>
              <h1>{area} login</h1>
              <Link to="/admin">to admin</Link>
              <Link to="/">to participant</Link>
            </div>
          }
        />
        <Route
          path="data"
          element={
            <SharedQueryClientProvider>
              <QueryClientProbe area={area} />
              <Link to="/admin/data">to admin data</Link>
            </SharedQueryClientProvider>
          }
        />
        <Route path="*" element={<h1>{area} other</h1>} />
      </Routes>
    );
  };
}

export const FAKE_MODULES: Record<ExposedModule, ComponentType> = {
  './UserTopBar': fakeBar('user-top-bar'),
  './ParticipantRoutes': fakeRoutes('participant'),
  './AdminTopBar': fakeBar('admin-top-bar'),
  './AdminRoutes': fakeRoutes('admin'),
};

/** A loader serving the fake modules, except for areas listed as down (their loads reject like a dead server). */
export function fakeLoader(down: AreaName[] = []) {
  return jest.fn<RemoteLoader>(async (area, module) => {
    if (down.includes(area)) throw new TypeError(`Failed to fetch dynamically imported module: ${area}`);
    return FAKE_MODULES[module];
  });
}
