import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { federationRemoteCss } from '../tools/vite/federation-remote-css.ts';
import { immutableAssets } from '../tools/vite/immutable-assets.ts';
import { reactRouterShared } from '../tools/vite/shared-modules.ts';
import { usedCss } from '../tools/vite/used-css.ts';

const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'admin_app',
      filename: 'remoteEntry.js',
      exposes: {
        './AdminRoutes': './src/exposed/admin-routes.tsx',
        './AdminTopBar': './src/exposed/admin-top-bar.tsx',
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
  build: { target: 'esnext', modulePreload: false, minify: true, cssCodeSplit: false },
  preview: {
    port: 4202,
    strictPort: true,
    cors: true,
    proxy: { '/api': target, '/media': target },
  },
});
