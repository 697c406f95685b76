// Every server and browser a browser-test file starts is registered here and stopped by the file's last afterAll
// (stop-leftovers.setup.mjs), whatever the test did: a server or chromium left running, or a pipe left open to it,
// keeps jest alive after the run and CI never ends. Jest gives each test file its own module registry.

/** How long a browser may take to close before its process is SIGKILLed. */
const BROWSER_CLOSE_MS = 10_000;

const servers = new Set();
const browsers = new Set();

/** `server` has `stop()` (ManagedServer). */
export function trackServer(server) {
  servers.add(server);
  return server;
}

/** A playwright Browser launched by this file. */
export function trackBrowser(browser) {
  browsers.add(browser);
  return browser;
}

async function closeBrowser(browser) {
  const timer = new Promise((resolve) => setTimeout(resolve, BROWSER_CLOSE_MS).unref());
  const closed = browser.close().then(
    () => true,
    () => false,
  );
  if (!(await Promise.race([closed, timer.then(() => false)]))) browser.process()?.kill('SIGKILL');
}

/** Stops every registered server and closes every registered browser. */
export async function stopLeftovers() {
  await Promise.all([...browsers].map(closeBrowser));
  await Promise.all([...servers].map((server) => server.stop()));
  browsers.clear();
  servers.clear();
}
