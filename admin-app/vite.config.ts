import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { REMOTE_APP_BUILD, remoteAppPlugins } from '../tools/vite/remote-app.ts';

const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    ...remoteAppPlugins('admin_app', {
      './AdminRoutes': './src/exposed/admin-routes.tsx',
      './AdminTopBar': './src/exposed/admin-top-bar.tsx',
    }),
  ],
  build: REMOTE_APP_BUILD,
  // The replay's Draco and meshopt decoders are fetched by URL: relative to the remote's own chunk, wherever the shell mounts it.
  experimental: {
    renderBuiltUrl: (filename, { hostType }) =>
      hostType === 'js' && /draco|meshopt/.test(filename) ? { relative: true } : undefined,
  },
  preview: {
    port: 4202,
    strictPort: true,
    cors: true,
    proxy: { '/api': target, '/media': target },
  },
});
