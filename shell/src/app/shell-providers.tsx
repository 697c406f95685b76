import { useMemo, type ReactNode } from 'react';
import { RuntimeConfigProvider, resolveApiBase } from '@vvq/ui';
import type { RuntimeConfig } from '@vvq/contracts';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';

export interface ShellProvidersProps {
  config: RuntimeConfig | null;
  loader: RemoteLoader;
  children: ReactNode;
}

/** Everything the shell provides to both remotes; @vvq/ui is a federation singleton, so they see this very context. */
export function ShellProviders({ config, loader, children }: ShellProvidersProps) {
  const runtimeConfig = useMemo(() => ({ apiBase: resolveApiBase(config), providedBy: 'shell' }), [config]);
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
    </RuntimeConfigProvider>
  );
}
