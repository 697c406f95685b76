import { useMemo, type ReactNode } from 'react';
import {
  QueryClientSourceProvider,
  RuntimeConfigProvider,
  resolveApiBase,
  type QueryClientSource,
} from '@vvq/ui';
import type { RuntimeConfig } from '@vvq/contracts';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';

export interface ShellProvidersProps {
  config: RuntimeConfig | null;
  loader: RemoteLoader;
  queryClientSource: QueryClientSource;
  children: ReactNode;
}

/**
 * Everything the shell provides to both remotes: the runtime config and the page's one QueryClient. @vvq/ui and
 * @tanstack/react-query are federation singletons, so the remotes read these very contexts.
 */
export function ShellProviders({ config, loader, queryClientSource, children }: ShellProvidersProps) {
  const runtimeConfig = useMemo(() => ({ apiBase: resolveApiBase(config), providedBy: 'shell' }), [config]);
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <QueryClientSourceProvider source={queryClientSource}>
        <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
      </QueryClientSourceProvider>
    </RuntimeConfigProvider>
  );
}
