import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { federationRemoteCss } from '../tools/vite/federation-remote-css.ts';
import { immutableAssets } from '../tools/vite/immutable-assets.ts';
import { reactRouterShared } from '../tools/vite/shared-modules.ts';
import { usedCss } from '../tools/vite/used-css.ts';

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiProxyTarget, changeOrigin: true },
  '/media': { target: apiProxyTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'participant_app',
      filename: 'remoteEntry.js',
      exposes: {
        './ParticipantRoutes': './src/exposed/participant-routes.tsx',
        './UserTopBar': './src/exposed/user-top-bar.tsx',
      },
      shared: {
        react: {},
        'react-dom': {},
        'react-router-dom': reactRouterShared,
        '@tanstack/react-query': {},
        '@vvq/ui': {},
      },
    }),
    federationRemoteCss(),
    immutableAssets(),
    // Bootstrap's CSS cut to the classes the product's code can produce (docs/developer/decisions/frontend-shell.md).
    usedCss({ root: fileURLToPath(new URL('..', import.meta.url)) }),
  ],
  build: {
    target: 'esnext',
    modulePreload: false,
    minify: true,
    cssCodeSplit: false,
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
