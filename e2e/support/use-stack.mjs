// One stack (API + shell + both remotes) and one browser per test file, started before its first test and stopped
// after its last, so a test file only says `const env = useStack();` and reads `env.stack` / `env.browser`.
import { afterAll, beforeAll } from '@jest/globals';
import { launchBrowser } from './browser.mjs';
import { startStack } from './servers.mjs';

/** `options` go to startStack: e.g. `apiEnv` for a study of its own (SEED_DEMO=false, its own MEDIA_DIR) or a
 * volumetric-only demo catalogue. */
export function useStack(options = {}) {
  let stack;
  let browser;

  beforeAll(async () => {
    stack = await startStack(options);
    browser = await launchBrowser();
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stopAll();
  });

  // Getters: the values exist only once beforeAll has run, after the test file has been evaluated.
  return {
    get stack() {
      return stack;
    },
    get browser() {
      return browser;
    },
  };
}
