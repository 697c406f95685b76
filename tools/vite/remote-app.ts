import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import type { PluginOption } from 'vite';
import { federationRemoteCss } from './federation-remote-css.ts';
import { immutableAssets } from './immutable-assets.ts';
import { FEDERATION_SHARED } from './shared-modules.ts';
import { usedCss } from './used-css.ts';

/**
 * What the two remotes (participant-app, admin-app) build alike, after their own `react()` (each app resolves
 * @vitejs/plugin-react from its own node_modules): the federation remote with the modules it shares with the shell,
 * its CSS handed to the shell, immutable asset names, and Bootstrap's CSS cut to the classes the product's code can
 * produce (docs/developer/decisions/frontend-shell.md).
 */
export function remoteAppPlugins(name: string, exposes: Record<string, string>): PluginOption[] {
  return [
    federation({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: FEDERATION_SHARED,
    }),
    federationRemoteCss(),
    immutableAssets(),
    usedCss({ root: fileURLToPath(new URL('../..', import.meta.url)) }),
  ];
}

/** One ES module graph without preload hints, minified, with one CSS file the shell can inject. */
export const REMOTE_APP_BUILD = { target: 'esnext', modulePreload: false, minify: true, cssCodeSplit: false };
