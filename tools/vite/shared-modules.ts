import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { version } = require('react-router-dom/package.json') as { version: string };

/**
 * The federation `shared` entry of react-router-dom for the shell and both remotes: one singleton in the page, built
 * from `react-router-shared.ts` (only the names the apps use) instead of the whole package. A manual packagePath
 * makes the plugin skip its version lookup, so the installed version is given here (the host and the remotes then
 * agree on it as before).
 */
export const reactRouterShared = {
  packagePath: fileURLToPath(new URL('./react-router-shared.ts', import.meta.url)),
  version,
};

/**
 * The federation `shared` map of the shell and both remotes: the same singletons on each side, so the page runs one
 * React, one router, one QueryClient library and one `@vvq/ui` (its contexts) whichever app loaded first.
 */
export const FEDERATION_SHARED = {
  react: {},
  'react-dom': {},
  'react-router-dom': reactRouterShared,
  '@tanstack/react-query': {},
  '@vvq/ui': {},
};
