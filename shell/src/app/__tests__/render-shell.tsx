import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@vvq/contracts';
import * as ReactQuery from '@tanstack/react-query';
import { createQueryClientSource, type QueryClientSource } from '@vvq/ui';
import type { RemoteLoader } from '../../remotes/remote-loader';
import { AppLayout } from '../app-layout';
import { ShellProviders } from '../shell-providers';

/** Mounts the shell exactly as main.tsx does, with a MemoryRouter, a fake remote loader and a fresh query client source. */
export function renderShell(
  path: string,
  loader: RemoteLoader,
  config: RuntimeConfig | null = null,
  queryClientSource: QueryClientSource = createQueryClientSource('shell', async () => ReactQuery),
) {
  return render(
    <ShellProviders config={config} loader={loader} queryClientSource={queryClientSource}>
      <MemoryRouter initialEntries={[path]}>
        <AppLayout />
      </MemoryRouter>
    </ShellProviders>,
  );
}
