import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const port = Number(process.env.SHELL_PORT ?? 4200);

// The real remote URLs come from public/config.json at runtime (src/remotes/remote-loader.ts calls
// __federation_method_setRemote before the first load); these placeholders only make the plugin build a host.
const placeholder = (name: string) => `https://remote-url-is-set-at-runtime.invalid/${name}/remoteEntry.js`;

const proxy = {
  '/api': { target: apiProxyTarget, changeOrigin: true },
  '/media': { target: apiProxyTarget, changeOrigin: true },
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
      shared: ['react', 'react-dom', 'react-router-dom', '@vvq/ui'],
    }),
  ],
  build: {
    target: 'esnext',
    modulePreload: false,
  },
  server: { port, strictPort: true, proxy },
  // `vite preview` falls back to index.html for unknown paths (appType 'spa'), so /admin/dashboard reloads work.
  preview: { port, strictPort: true, proxy },
});
