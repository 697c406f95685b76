import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@vvq/contracts';
import type { RemoteLoader } from '../../remotes/remote-loader';
import { AppLayout } from '../app-layout';
import { ShellProviders } from '../shell-providers';

/** Mounts the shell exactly as main.tsx does, with a MemoryRouter and a fake remote loader. */
export function renderShell(path: string, loader: RemoteLoader, config: RuntimeConfig | null = null) {
  return render(
    <ShellProviders config={config} loader={loader}>
      <MemoryRouter initialEntries={[path]}>
        <AppLayout />
      </MemoryRouter>
    </ShellProviders>,
  );
}
