import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { resolveApiBase } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { QueryClientSourceProvider, type QueryClientSource } from '../query/query-client-source';

/**
 * What a remote's standalone entry (`src/main.tsx`) wraps its top bar and routes in, so it runs the way the shell
 * mounts it: a router, its own runtime config (the API on this origin) and its own QueryClient. The app creates the
 * `source` itself, so TanStack Query is imported (on first use) from the app's own dependencies, as in the shell.
 */
export function StandaloneRemote({ source, children }: { source: QueryClientSource; children: ReactNode }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <RuntimeConfigProvider value={{ apiBase: resolveApiBase(null), providedBy: 'standalone' }}>
          <QueryClientSourceProvider source={source}>{children}</QueryClientSourceProvider>
        </RuntimeConfigProvider>
      </BrowserRouter>
    </StrictMode>
  );
}
