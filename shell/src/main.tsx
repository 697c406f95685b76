import '@vvq/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppLayout } from './app/app-layout';
import { ShellProviders } from './app/shell-providers';
import { shellQueryClientSource } from './app/shell-query-client';
import { loadShellConfig, type ShellConfig } from './config/shell-config';
import { createFederationLoader } from './remotes/federation-remote-loader';

let config: ShellConfig | null = null;
let configError: unknown = null;
try {
  config = await loadShellConfig(`${import.meta.env.BASE_URL}config.json`);
} catch (error) {
  // Still render: without config both areas show their "unavailable" card instead of a blank page.
  configError = error;
  console.error('[shell]', error);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ShellProviders
      config={config}
      loader={createFederationLoader(config, configError)}
      queryClientSource={shellQueryClientSource}
    >
      <BrowserRouter>
        <AppLayout />
      </BrowserRouter>
    </ShellProviders>
  </StrictMode>,
);
