import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogueParts } from '../tools/vite/catalogue-parts.ts';
import { REMOTE_APP_BUILD, remoteAppPlugins } from '../tools/vite/remote-app.ts';
import { FIRST_PAGE_KEYS } from './src/i18n/first-page-keys.ts';

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiProxyTarget, changeOrigin: true },
  '/media': { target: apiProxyTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    catalogueParts(FIRST_PAGE_KEYS),
    ...remoteAppPlugins('participant_app', {
      './ParticipantRoutes': './src/exposed/participant-routes.tsx',
      './UserTopBar': './src/exposed/user-top-bar.tsx',
    }),
  ],
  build: REMOTE_APP_BUILD,
  // The Draco and meshopt decoders (the 6DoF player's) are fetched by URL: relative to the remote's own chunk, wherever the shell
  // mounts the remote (/remotes/participant/ in production, another port in development).
  experimental: {
    renderBuiltUrl: (filename, { hostType }) =>
      hostType === 'js' && /draco|meshopt/.test(filename) ? { relative: true } : undefined,
  },
  // `vite preview` serves index.html for unknown paths (SPA fallback), so deep links like /rate-videos load.
  preview: {
    port: 4201,
    strictPort: true,
    cors: true,
    proxy,
  },
  server: {
    port: 4201,
    strictPort: true,
    cors: true,
    proxy,
  },
});
