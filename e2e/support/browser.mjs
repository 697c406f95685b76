// Debian's chromium driven by playwright-core: one browser per test file, a fresh context (clean session storage)
// per test, a screenshot in e2e/artifacts/ when a test fails.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { purgedClassesSeen, recordClasses } from './class-recorder.mjs';
import { ensureArtifactsDir } from './paths.mjs';
import { trackBrowser } from './leftovers.mjs';
import { currentStack } from './servers.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs`: more chromium switches, e.g. `--host-resolver-rules=…` to reach named hosts on loopback. */
export async function launchBrowser(extraArgs = []) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
  return trackBrowser(browser);
}

function fileSafe(name) {
  return name
    .replace(/[^a-z0-9-]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * A fresh browser context wired to the running stack: the shell's /config.json answers with the stack's remote URLs
 * (the built file names the default ports 4201/4202, the tests use free ports).
 */
export async function newStackContext(browser, contextOptions = {}, stack = currentStack()) {
  const context = await browser.newContext(contextOptions);
  if (stack) {
    await context.route(`${stack.urls.shell}/config.json*`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(stack.shellConfig),
      }),
    );
  }
  return context;
}

/**
 * Puts entries into the page's session storage before any app script runs (e.g. a logged-in participant:
 * `{ user_id, user_name, user_token }`, see SessionKeys in @vvq/contracts). Applies to every page of the context.
 */
export async function seedSessionStorage(context, entries) {
  await context.addInitScript((values) => {
    // Only once per tab: a later logout in the test must not be undone by the next navigation.
    if (globalThis.sessionStorage.getItem('__e2e_seeded') === '1') return;
    for (const [key, value] of Object.entries(values)) globalThis.sessionStorage.setItem(key, String(value));
    globalThis.sessionStorage.setItem('__e2e_seeded', '1');
  }, entries);
}

/**
 * Runs `fn({ page, context, consoleErrors })` in a new stack context, then fails when a class the pages showed is
 * styled by Bootstrap but missing from the shipped CSS (support/class-recorder.mjs); on failure saves a full-page screenshot named
 * after the test (and the servers' logs) in e2e/artifacts/ and rethrows. Use inside a jest `test`.
 */
export async function withPage(browser, testName, fn, contextOptions = {}) {
  const context = await newStackContext(browser, contextOptions);
  const seenClasses = await recordClasses(context);
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  try {
    await fn({ page, context, consoleErrors });
    // Every class the test put on screen that Bootstrap styles must be in the shipped CSS (tools/vite/used-css.ts).
    const purged = await purgedClassesSeen(context, seenClasses);
    if (purged.length > 0)
      throw new Error(
        `classes on screen that the shipped CSS purged (tools/vite/used-css.ts): ${purged.join(' ')}`,
      );
  } catch (error) {
    const path = join(ensureArtifactsDir(), `${fileSafe(testName)}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    currentStack()?.saveLogs();
    if (consoleErrors.length) error.message += `\nbrowser console errors:\n${consoleErrors.join('\n')}`;
    error.message += `\nscreenshot: ${path}`;
    throw error;
  } finally {
    await context.close();
  }
}
