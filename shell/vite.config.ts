import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { immutableAssets } from '../tools/vite/immutable-assets.ts';
import { FEDERATION_SHARED } from '../tools/vite/shared-modules.ts';
import { usedCss } from '../tools/vite/used-css.ts';

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const port = Number(process.env.SHELL_PORT ?? 4200);

// The real remote URLs come from config.json at runtime (src/remotes/remote-loader.ts calls
// __federation_method_setRemote before the first load); these placeholders only make the plugin build a host.
const placeholder = (name: string) => `https://remote-url-is-set-at-runtime.invalid/${name}/remoteEntry.js`;

// public/config.json names the remotes relative to the page (/remotes/<area>/…), exactly as the reverse proxy of a
// deployment serves them (docs/deploy), so the shipped shell/dist/config.json never points at a developer's
// localhost. Here the shell's own dev/preview server plays that proxy and forwards to the remotes' preview servers.
const remoteProxy = (envPort: string, defaultPort: number, area: string) => ({
  target: `http://localhost:${Number(process.env[envPort] ?? defaultPort)}`,
  changeOrigin: true,
  rewrite: (path: string) => path.replace(new RegExp(`^/remotes/${area}`), ''),
});

const proxy = {
  '/api': { target: apiProxyTarget, changeOrigin: true },
  '/media': { target: apiProxyTarget, changeOrigin: true },
  '/remotes/participant/': remoteProxy('PARTICIPANT_PORT', 4201, 'participant'),
  '/remotes/admin/': remoteProxy('ADMIN_PORT', 4202, 'admin'),
};

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {
        participant_app: placeholder('participant_app'),
        admin_app: placeholder('admin_app'),
      },
      shared: FEDERATION_SHARED,
    }),
    immutableAssets(),
    // Bootstrap's CSS cut to the classes the product's code can produce (docs/developer/decisions/frontend-shell.md).
    usedCss({ root: fileURLToPath(new URL('..', import.meta.url)) }),
  ],
  build: {
    target: 'esnext',
    modulePreload: false,
  },
  server: { port, strictPort: true, proxy },
  // `vite preview` falls back to index.html for unknown paths (appType 'spa'), so /admin/dashboard reloads work.
  preview: { port, strictPort: true, proxy },
});
