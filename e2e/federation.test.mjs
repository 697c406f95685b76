// The federation contract in a real browser: the shell at :4200 loads both remotes at runtime from config.json,
// shares one React/@vvq/ui (the shell's RuntimeConfig context is seen inside both remotes) and one QueryClient (both
// remotes' data screens read through the client the shell provides), survives a reload on a deep link, and keeps the
// participant area working when the admin remote is down.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { callApi, createParticipant, loginAdmin } from './support/api.mjs';
import { repoRoot } from './support/paths.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

/** Records every response so a test can check which remoteEntry.js files the page fetched. */
function recordResponses(page) {
  const responses = [];
  page.on('response', (response) => responses.push({ url: response.url(), status: response.status() }));
  return responses;
}

function firstMediaFile(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isFile() && !entry.name.startsWith('.')) return path;
    if (entry.isDirectory()) {
      const found = firstMediaFile(path);
      if (found) return found;
    }
  }
  return null;
}

const remoteEntry = (origin) => `${origin}/assets/remoteEntry.js`;

async function topBar(page) {
  const bar = page.locator('header [data-runtime-config]').first();
  await bar.waitFor({ state: 'visible', timeout: 20000 });
  return bar;
}

/** Standalone pages have no shell <header>; the bar is the first element carrying the attribute. */
async function topBarAnywhere(page) {
  const bar = page.locator('[data-runtime-config]').first();
  await bar.waitFor({ state: 'visible', timeout: 20000 });
  return bar;
}

describe('module federation through the shell', () => {
  test('participant and admin pages come from the two remotes and share the shell context', async () => {
    await withPage(env.browser, 'federation-both-remotes', async ({ page, consoleErrors }) => {
      const responses = recordResponses(page);

      await page.goto(`${env.stack.urls.shell}/login`);
      await page.getByTestId('vvq-shell').waitFor();
      expect(await page.getByTestId('vvq-shell').getAttribute('data-shell-area')).toBe('participant');
      const userBar = await topBar(page);
      expect(await userBar.getAttribute('data-runtime-config')).toBe('shell');
      const main = page.locator('main');
      await main.locator('input[type="email"]').waitFor({ timeout: 20000 });
      await expect(main.getByRole('button', { name: 'Login' }).count()).resolves.toBe(1);
      expect(responses).toContainEqual({ url: remoteEntry(env.stack.urls.participant), status: 200 });
      expect(responses.map((r) => r.url)).not.toContain(remoteEntry(env.stack.urls.admin));

      await page.goto(`${env.stack.urls.shell}/admin`);
      expect(await page.getByTestId('vvq-shell').getAttribute('data-shell-area')).toBe('admin');
      const adminBar = await topBar(page);
      expect(await adminBar.getAttribute('data-runtime-config')).toBe('shell');
      await main
        .getByRole('button', { name: 'Admin Login' })
        .or(main.getByRole('link', { name: 'Admin Login' }))
        .waitFor();
      expect(responses).toContainEqual({ url: remoteEntry(env.stack.urls.admin), status: 200 });

      // A second copy of React would break hooks inside the remotes and log "Invalid hook call".
      expect(consoleErrors.filter((e) => /invalid hook call|more than one copy of react/i.test(e))).toEqual(
        [],
      );
      await expect(page.getByText(/area is unavailable right now/).count()).resolves.toBe(0);
    });
  });

  test('the shell preview proxies /api and /media to the API', async () => {
    const health = await callApi(env.stack, 'GET', '/health', { base: `${env.stack.urls.shell}/api` });
    expect(health.status).toBe(200);
    expect(health.body).toEqual(expect.objectContaining({ status: 'ok' }));
    // POST bodies pass the proxy too (the known admin logs in through the shell's origin).
    const login = await callApi(env.stack, 'POST', '/admin/login', {
      base: `${env.stack.urls.shell}/api`,
      body: { email: env.stack.admin.email, password: env.stack.admin.password },
    });
    expect(login.status).toBeLessThan(300);
    expect(typeof login.body.token).toBe('string');
    // Media files come from the API through the shell's origin (byte for byte), not the shell's SPA index.html.
    const file = firstMediaFile(join(repoRoot, 'api', 'media'));
    if (file) {
      const url = `${env.stack.urls.shell}/media/${relative(join(repoRoot, 'api', 'media'), file)
        .split(sep)
        .join('/')}`;
      const media = await fetch(url);
      expect(media.status).toBe(200);
      expect((await media.arrayBuffer()).byteLength).toBe(statSync(file).size);
    }
    const missing = await fetch(`${env.stack.urls.shell}/media/does-not-exist.mp4`);
    expect(missing.headers.get('content-type') ?? '').not.toContain('text/html');
  });

  test('hashed built files are cached for a year; pages, remoteEntry.js and config.json are revalidated', async () => {
    for (const origin of [env.stack.urls.shell, env.stack.urls.participant, env.stack.urls.admin]) {
      const page = await fetch(`${origin}/`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const asset = (await page.text()).match(/\/assets\/[^"']+-[A-Za-z0-9_-]{8,}\.js/)?.[0];
      expect(asset).toBeDefined();
      const hashed = await fetch(`${origin}${asset}`);
      expect([hashed.status, hashed.headers.get('cache-control')]).toEqual([
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
    for (const origin of [env.stack.urls.participant, env.stack.urls.admin]) {
      expect((await fetch(remoteEntry(origin))).headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${env.stack.urls.shell}/config.json`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
  });

  test('a reload on a deep admin link is served by the shell (SPA fallback) and routed by the admin remote', async () => {
    await withPage(env.browser, 'federation-deep-link', async ({ page }) => {
      const response = await page.goto(`${env.stack.urls.shell}/admin/dashboard`);
      expect(response.status()).toBe(200);
      expect(await page.getByTestId('vvq-shell').getAttribute('data-shell-area')).toBe('admin');
      // Not logged in: the admin guard sends the visitor to /admin/login (spec section 6).
      await page.waitForURL(`${env.stack.urls.shell}/admin/login`, { timeout: 20000 });
      await page.locator('main input[type="password"]').waitFor();
      await page.reload();
      await page.locator('main input[type="password"]').waitFor({ timeout: 20000 });
      expect(await (await topBar(page)).getAttribute('data-runtime-config')).toBe('shell');
    });
  });

  test('each remote also runs standalone with its own router and runtime config', async () => {
    await withPage(env.browser, 'federation-standalone', async ({ page }) => {
      await page.goto(`${env.stack.urls.participant}/login`);
      const userBar = await topBarAnywhere(page);
      expect(await userBar.getAttribute('data-runtime-config')).not.toBe('shell');
      await page.locator('input[type="email"]').first().waitFor({ timeout: 20000 });

      await page.goto(`${env.stack.urls.admin}/admin/login`);
      const adminBar = await topBarAnywhere(page);
      expect(await adminBar.getAttribute('data-runtime-config')).not.toBe('shell');
      await page.locator('input[type="password"]').first().waitFor({ timeout: 20000 });
    });
  });

  test('both remotes read through the one QueryClient the shell provides, loaded only by the first data screen', async () => {
    const participant = await createParticipant(env.stack, { name: 'Query Probe' });
    const admin = await loginAdmin(env.stack);
    await withPage(env.browser, 'federation-one-query-client', async ({ page, context, consoleErrors }) => {
      await seedSessionStorage(context, {
        user_id: participant.user_id,
        user_name: participant.name,
        user_token: participant.token,
        admin_id: admin.admin_id,
        admin_name: admin.name,
        admin_token: admin.token,
      });
      const responses = recordResponses(page);
      const tanstackScripts = () => responses.filter((r) => /tanstack/i.test(r.url));

      // The landing page reads the study's own texts (study settings): TanStack Query comes once, from the shell.
      await page.goto(`${env.stack.urls.shell}/`);
      await page
        .getByRole('button', { name: 'Get Started' })
        .or(page.getByRole('link', { name: 'Get Started' }))
        .waitFor({ timeout: 20000 });
      await page.waitForLoadState('networkidle');
      expect(tanstackScripts().length).toBeLessThanOrEqual(1);
      for (const script of tanstackScripts()) expect(script.url.startsWith(env.stack.urls.shell)).toBe(true);

      // A participant data screen: the shell's client, loaded once, from the shell's build.
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      const main = page.locator('main');
      await main
        .getByRole('heading', { name: `Welcome, ${participant.name.toUpperCase()}` })
        .waitFor({ timeout: 20000 });
      const participantClient = await main
        .locator('[data-query-client]')
        .first()
        .getAttribute('data-query-client');
      expect(participantClient).toMatch(/^shell:/);

      // Into the admin area without reloading the page: the admin remote's screen gets the very same client.
      await page.evaluate(() => {
        globalThis.history.pushState(null, '', '/admin/dashboard');
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
      });
      await main.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 20000 });
      await page.getByTestId('stat-User Count').getByText(/\d+/).waitFor({ timeout: 20000 });
      expect(await main.locator('[data-query-client]').first().getAttribute('data-query-client')).toBe(
        participantClient,
      );

      // One copy of TanStack Query in the page: the shell's shared chunk, fetched once.
      expect(tanstackScripts()).toHaveLength(1);
      expect(tanstackScripts()[0]).toEqual({
        url: expect.stringContaining(env.stack.urls.shell),
        status: 200,
      });
      expect(
        consoleErrors.filter((e) =>
          /No QueryClient set|invalid hook call|more than one copy of react/i.test(e),
        ),
      ).toEqual([]);
    });
  });

  test('a standalone remote provides its own QueryClient', async () => {
    const participant = await createParticipant(env.stack, { name: 'Standalone Probe' });
    await withPage(env.browser, 'federation-standalone-query-client', async ({ page, context }) => {
      await seedSessionStorage(context, {
        user_id: participant.user_id,
        user_name: participant.name,
        user_token: participant.token,
      });
      await page.goto(`${env.stack.urls.participant}/distortion-examples`);
      await page.getByRole('heading', { name: 'Examples of Distortion Levels' }).waitFor({ timeout: 20000 });
      const client = page.locator('[data-query-client]').first();
      await client.waitFor({ timeout: 20000 });
      expect(await client.getAttribute('data-query-client')).toMatch(/^standalone:/);
    });
  });

  test('with the admin remote down, /admin shows the error card and participant pages still work', async () => {
    await env.stack.stop('admin');
    await withPage(env.browser, 'federation-admin-down', async ({ page }) => {
      await page.goto(`${env.stack.urls.shell}/admin`);
      await page.getByText('The admin area is unavailable right now').waitFor({ timeout: 30000 });
      await expect(page.getByRole('alert').count()).resolves.toBe(1);
      await expect(page.getByTestId('fallback-top-bar-admin').count()).resolves.toBe(1);

      await page.goto(`${env.stack.urls.shell}/login`);
      const userBar = await topBar(page);
      expect(await userBar.getAttribute('data-runtime-config')).toBe('shell');
      await page.locator('main input[type="email"]').waitFor({ timeout: 20000 });
      await expect(page.getByText('The admin area is unavailable right now').count()).resolves.toBe(0);
      await expect(page.getByText('The study area is unavailable right now').count()).resolves.toBe(0);
    });
  });

  test('"Try again" on the error card loads the admin area once its remote is back', async () => {
    await withPage(env.browser, 'federation-admin-retry', async ({ page }) => {
      await page.goto(`${env.stack.urls.shell}/admin`);
      await page.getByText('The admin area is unavailable right now').waitFor({ timeout: 30000 });
      await env.stack.restart('admin');
      await page.getByRole('button', { name: 'Try again' }).click();
      const main = page.locator('main');
      await main
        .getByRole('button', { name: 'Admin Login' })
        .or(main.getByRole('link', { name: 'Admin Login' }))
        .waitFor();
      await expect(page.getByText('The admin area is unavailable right now').count()).resolves.toBe(0);
    });
  });

  test('with the participant remote down, the study area shows its error card and admin pages still work', async () => {
    await env.stack.stop('participant');
    await withPage(env.browser, 'federation-participant-down', async ({ page }) => {
      await page.goto(`${env.stack.urls.shell}/`);
      await page.getByText('The study area is unavailable right now').waitFor({ timeout: 30000 });
      await expect(page.getByTestId('fallback-top-bar-participant').count()).resolves.toBe(1);

      await page.goto(`${env.stack.urls.shell}/admin/login`);
      expect(await (await topBar(page)).getAttribute('data-runtime-config')).toBe('shell');
      await page.locator('main input[type="password"]').waitFor({ timeout: 20000 });
      await expect(page.getByText('The study area is unavailable right now').count()).resolves.toBe(0);
    });
  });
});
