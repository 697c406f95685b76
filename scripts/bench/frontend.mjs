#!/usr/bin/env node
// `npm run bench:frontend [-- --runs 5] [--no-write]`: the production builds as `npm start` serves them (the built API
// and the three `vite preview` servers, started by the browser tests' stack helper), loaded in headless Chromium:
// the landing page's JS and CSS (raw and gzip-compressed as a reverse proxy would send them), its request count and
// first contentful paint (median of fresh, cache-less loads), the admin dashboard's JS, and the Cache-Control of the
// hashed assets. Writes the figures into docs/benchmarks.md between the `bench:frontend` markers.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, newStackContext, seedSessionStorage } from '../../e2e/support/browser.mjs';
import { startStack } from '../../e2e/support/servers.mjs';
import { renderFrontend } from './frontend-report.mjs';
import { loadPage } from './page-load.mjs';
import { replaceBetweenMarkers } from './markers.mjs';
import { repoRoot } from './paths.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'no-write': { type: 'boolean', default: false } },
});
const RUNS = Math.max(1, Number(args.runs));

function ensureBuilt() {
  const missing = ['shell', 'participant-app', 'admin-app', 'api'].filter(
    (app) => !existsSync(join(repoRoot, app, 'dist')),
  );
  if (missing.length === 0) return;
  console.log(`[frontend] building ${missing.join(', ')}…`);
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...missing], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function adminSession(stack) {
  const res = await fetch(`${stack.urls.api}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: stack.admin.email, password: stack.admin.password }),
  });
  if (!res.ok) throw new Error(`admin login → ${res.status}`);
  const body = await res.json();
  return {
    admin_id: body.admin_id ?? body.id ?? 1,
    admin_name: body.name ?? 'Admin',
    admin_token: body.token,
  };
}

async function main() {
  ensureBuilt();
  const stack = await startStack();
  let browser;
  try {
    browser = await launchBrowser();
    const landing = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await newStackContext(browser, {}, stack);
      landing.push(await loadPage(context, `${stack.urls.shell}/`, { readySelector: 'main, h1' }));
      await context.close();
    }
    const admin = await newStackContext(browser, {}, stack);
    await seedSessionStorage(admin, await adminSession(stack));
    const dashboard = await loadPage(admin, `${stack.urls.shell}/admin/dashboard`, {
      readySelector: 'canvas, h1',
    });
    await admin.close();
    const figures = {
      date: new Date().toISOString(),
      landing: {
        ...landing[0],
        fcpMs: median(landing.map((l) => l.fcpMs)),
        fcpRuns: landing.map((l) => l.fcpMs),
      },
      dashboard,
    };
    const text = renderFrontend(figures);
    console.log(text);
    if (!args['no-write'])
      replaceBetweenMarkers(join(repoRoot, 'docs', 'benchmarks.md'), 'bench:frontend', text);
  } finally {
    await browser?.close();
    await stack.stopAll();
  }
}

main().catch((error) => {
  console.error(`[frontend] failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
