// The deployment of docs/operator/deploy.md as a lab's sysadmin builds it: Debian's nginx with the sample configuration
// (docs/deploy/nginx, only ports, paths and certificates replaced), two host names over HTTPS, the built shell and
// remotes laid out under /srv/vvq/www as the sample says, the built API in production mode behind it. Chromium
// reaches study.example.org and admin.study.example.org through --host-resolver-rules.
/* global sessionStorage */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { launchBrowser, withPage } from './support/browser.mjs';
import {
  ADMIN_HOST,
  NGINX_PATH,
  STUDY_HOST,
  hasNginx,
  rawRequest,
  startNginxDeployment,
} from './support/nginx.mjs';
import { repoRoot } from './support/paths.mjs';
import { fillQuestionnaire } from './support/questionnaire.mjs';
import { E2E_ADMIN, freePort, startApi } from './support/servers.mjs';

if (!hasNginx) {
  console.warn(
    `SKIPPED e2e/deployment-nginx.test.mjs: ${NGINX_PATH} is missing (apt-get install nginx; bash .ci/run installs it)`,
  );
}
const describeDeployment = hasNginx ? describe : describe.skip;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
];

/** How often a header occurs in a raw answer (a header set by both nginx and the API would occur twice). */
function occurrences(answer, name) {
  return answer.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name).length;
}

/** Browser console lines that are Content-Security-Policy refusals. */
const cspViolations = (consoleErrors) =>
  consoleErrors.filter((line) => /Content Security Policy/i.test(line));

describeDeployment('the README deployment: nginx sample, two hosts, the built apps', () => {
  let dir;
  let apiPort;
  let api;
  let nginx;
  let browser;
  const page = (testName, fn) => withPage(browser, testName, fn, { ignoreHTTPSErrors: true });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vvq-deploy-'));
    apiPort = await freePort();
    api = startApi({
      port: apiPort,
      sqlitePath: join(dir, 'vvq.sqlite'),
      extraEnv: { NODE_ENV: 'production', TRUST_PROXY: 'true', SEED_DEMO: 'true' },
    });
    await api.waitUntilReady(90000);
    nginx = await startNginxDeployment({ apiPort });
    browser = await launchBrowser(nginx.browserArgs);
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await api?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('a participant signs up, answers the questionnaire and rates four videos on the public host', async () => {
    await page('deploy-participant', async ({ page, consoleErrors }) => {
      const origins = new Set();
      page.on('request', (request) => origins.add(new URL(request.url()).origin));
      const main = page.locator('main');
      const email = `deploy-${Date.now()}@vvq.test`;

      await page.goto(`${nginx.study}/signup`);
      await main.getByLabel('Name').fill('Deploy Tester');
      await main.getByLabel('Email').fill(email);
      await main.getByRole('button', { name: 'Signup' }).click();
      await page.waitForURL(`${nginx.study}/login`, { timeout: 20000 });
      // The login page is a lazy chunk and react-router navigates in a transition: until it has loaded, the signup
      // page (with its own Email field) stays on screen, so wait for the login page itself before typing.
      await main.getByRole('heading', { name: 'Login' }).waitFor();
      await main.getByLabel('Email').fill(email);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${nginx.study}/dashboard`, { timeout: 20000 });

      await main.getByRole('button', { name: 'Submit Questionnaire' }).click();
      await fillQuestionnaire(main);
      await main.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.waitForURL(`${nginx.study}/dashboard`, { timeout: 20000 });
      await main.getByRole('button', { name: 'Rate Videos' }).click();
      await page.waitForURL(`${nginx.study}/rate-videos`, { timeout: 20000 });

      const cards = page.getByTestId('video-card');
      await cards.first().waitFor({ timeout: 20000 });
      expect(await cards.count()).toBe(4);
      // The video comes through nginx's /media/ proxy from the API (range requests included).
      const duration = await cards
        .first()
        .locator('video')
        .evaluate(async (video) => {
          if (video.readyState < 1)
            await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
          return video.duration;
        });
      expect(duration).toBeGreaterThan(0);
      for (let i = 0; i < 4; i += 1) {
        const card = cards.nth(i);
        await card.getByRole('button', { name: 'Submit', exact: true }).click();
        const dialog = page.getByRole('dialog');
        // Confirm only once the dialog has faded in (as a person would): a confirm during the fade-in can leave
        // react-bootstrap's Modal mounted after it was hidden on a very busy machine.
        await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
        await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
        await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
        await dialog.waitFor({ state: 'detached' });
      }
      await page.getByTestId('thank-you-banner').waitFor();

      // Everything came from the public host itself (no localhost remote, no other origin), within its CSP.
      expect([...origins].filter((origin) => origin.startsWith('http'))).toEqual([nginx.study]);
      expect(cspViolations(consoleErrors)).toEqual([]);
    });
  });

  test("the public host's /admin shows the friendly message and never loads the admin remote", async () => {
    await page('deploy-public-admin', async ({ page, consoleErrors }) => {
      const urls = [];
      page.on('request', (request) => urls.push(request.url()));
      const response = await page.goto(`${nginx.study}/admin`);
      expect(response.status()).toBe(200);
      await page
        .getByTestId('area-unavailable-admin')
        .getByText('The admin area is unavailable right now')
        .waitFor();
      await page.getByTestId('fallback-top-bar-admin').waitFor();
      expect(urls.filter((url) => url.includes('/remotes/admin'))).toEqual([]);
      // The participant area on the same host is untouched by the missing admin remote.
      await page.goto(`${nginx.study}/`);
      await page.locator('main').getByRole('button', { name: 'Get Started' }).waitFor({ timeout: 20000 });
      expect(cspViolations(consoleErrors)).toEqual([]);
    });
  });

  test('the public host refuses the admin API and the admin remote; the admin host serves them', async () => {
    const credentials = JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    const post = (host, path) =>
      rawRequest(nginx, host, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: credentials,
      });
    for (const path of [
      '/api/admin/login',
      '/api//admin/login',
      '/api/%61dmin/login',
      '/api/./admin/login',
    ]) {
      const refused = await post(STUDY_HOST, path);
      expect({ path, status: refused.status }).toEqual({ path, status: 404 });
      expect(JSON.parse(refused.body.toString())).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Not Found',
      });
    }
    expect((await rawRequest(nginx, STUDY_HOST, '/remotes/admin/assets/remoteEntry.js')).status).toBe(404);

    const accepted = await post(ADMIN_HOST, '/api/admin/login');
    expect(accepted.status).toBe(200);
    expect(JSON.parse(accepted.body.toString()).token).toEqual(expect.any(String));
    expect((await rawRequest(nginx, ADMIN_HOST, '/remotes/admin/assets/remoteEntry.js')).status).toBe(200);
  });

  test('an administrator logs in on the admin host', async () => {
    await page('deploy-admin-login', async ({ page, consoleErrors }) => {
      const main = page.locator('main');
      await page.goto(`${nginx.admin}/`);
      await page.waitForURL(`${nginx.admin}/admin`);
      await main.getByRole('button', { name: 'Admin Login' }).click();
      await main.getByLabel('Email').fill(E2E_ADMIN.email);
      await main.getByLabel('Password').fill(E2E_ADMIN.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${nginx.admin}/admin/dashboard`, { timeout: 20000 });
      await page.getByTestId('stat-User Count').waitFor({ timeout: 20000 });
      expect(await page.evaluate(() => Boolean(sessionStorage.getItem('admin_token')))).toBe(true);
      expect(cspViolations(consoleErrors)).toEqual([]);
    });
  });

  test('caching, compression, security headers only on pages, a real 404 for a missing build file, HTTPS redirect', async () => {
    const get = (path, headers) => rawRequest(nginx, STUDY_HOST, path, { headers });
    const shellAsset = /src="(\/assets\/index-[^"]+\.js)"/.exec(
      readFileSync(join(repoRoot, 'shell/dist/index.html'), 'utf8'),
    )[1];
    // The largest hashed file of a remote (gzip leaves files under 1 KiB alone).
    const remoteAssets = join(repoRoot, 'participant-app/dist/assets');
    const remoteAsset = readdirSync(remoteAssets)
      .filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js')
      .sort((a, b) => statSync(join(remoteAssets, b)).size - statSync(join(remoteAssets, a)).size)[0];

    for (const path of [
      '/',
      '/signup',
      '/index.html',
      '/config.json',
      '/remotes/participant/assets/remoteEntry.js',
    ]) {
      const answer = await get(path);
      expect({ path, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: 'no-cache',
      });
    }
    const config = await get('/config.json');
    expect(JSON.parse(config.body.toString())).toEqual(
      JSON.parse(readFileSync(join(repoRoot, 'docs/deploy/config/study.config.json'), 'utf8')),
    );

    for (const path of [shellAsset, `/remotes/participant/assets/${remoteAsset}`]) {
      const answer = await get(path, { 'Accept-Encoding': 'gzip' });
      expect({ path, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: IMMUTABLE,
      });
      expect({ path, encoding: answer.headers['content-encoding'] }).toEqual({ path, encoding: 'gzip' });
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(answer.body).length).toBeGreaterThan(answer.body.length);
    }

    const missing = await get('/assets/index-missing0.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<div id="root">');

    const home = await get('/');
    for (const name of PAGE_HEADERS)
      expect({ name, count: occurrences(home, name) }).toEqual({ name, count: 1 });
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    // The API's answers keep their own headers (helmet, and Cache-Control: no-store), none doubled by nginx.
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    for (const name of [...PAGE_HEADERS, 'cache-control'])
      expect({ name, count: occurrences(health, name) }).toEqual({ name, count: 1 });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['content-security-policy']).not.toBe(home.headers['content-security-policy']);

    const media = await get(
      '/media/catalogue/longdress_front_geometry_and_texture_compression_qpg57-t15.mp4',
      { Range: 'bytes=0-99' },
    );
    expect(media.status).toBe(206);
    expect(media.body.length).toBe(100);

    const plain = await rawRequest(nginx, STUDY_HOST, '/signup?from=mail', { https: false });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${nginx.study}/signup?from=mail`);
  });

  test('nginx reuses its connections to the API (upstream keepalive)', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await rawRequest(nginx, STUDY_HOST, '/api/health')).status).toBe(200);
    // Without HTTP/1.1 and an empty Connection header nginx closes every upstream connection after its answer.
    expect(nginx.openConnectionsTo(apiPort)).toBeGreaterThanOrEqual(1);
  });

  test('an admin remote moved to a new folder by changing config.json alone', async () => {
    await page('deploy-move-remote', async ({ page, consoleErrors }) => {
      const urls = [];
      page.on('request', (request) => urls.push(new URL(request.url()).pathname));
      await page.goto(`${nginx.admin}/admin`);
      await page.locator('main').getByRole('button', { name: 'Admin Login' }).waitFor({ timeout: 20000 });
      expect(urls).toContain('/remotes/admin/assets/remoteEntry.js');

      // The next release goes into a folder of its own; only config.json changes, and the old folder disappears.
      cpSync(join(nginx.www, 'remotes/admin'), join(nginx.www, 'remotes/admin-next'), { recursive: true });
      const configFile = join(nginx.www, 'config/admin.config.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8'));
      config.remotes.admin = '/remotes/admin-next/assets/remoteEntry.js';
      writeFileSync(configFile, JSON.stringify(config));
      rmSync(join(nginx.www, 'remotes/admin'), { recursive: true });

      urls.length = 0;
      await page.reload();
      await page.locator('main').getByRole('button', { name: 'Admin Login' }).waitFor({ timeout: 20000 });
      expect(urls).toContain('/remotes/admin-next/assets/remoteEntry.js');
      expect(urls.filter((url) => url.startsWith('/remotes/admin/'))).toEqual([]);
      expect(cspViolations(consoleErrors)).toEqual([]);
    });
  });
});
