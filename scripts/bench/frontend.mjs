#!/usr/bin/env node
// `npm run bench:frontend [-- --runs 5] [--no-write] [--baseline <commit>]…`: the production builds as `npm start` serves them (the built API
// and the three `vite preview` servers, started by the browser tests' stack helper), loaded in headless Chromium:
// the landing page's JS and CSS (raw and gzip-compressed as a reverse proxy would send them), its request count and
// first contentful paint (median of fresh, cache-less loads), the admin dashboard's JS, and the Cache-Control of the
// hashed assets. Writes the figures into docs/benchmarks.md between the `bench:frontend` markers. Each `--baseline`
// commit is built and served beside this tree (frontend-baseline.mjs) and its landing page loaded in turn with this
// tree's, run by run; its figures and the landing scripts chunk by chunk are printed, not written.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, newStackContext, seedSessionStorage } from '../../e2e/support/browser.mjs';
import { startStack } from '../../e2e/support/servers.mjs';
import { renderFrontend } from './frontend-report.mjs';
import { prepareBaseline, scriptsByChunk, startBaselineStack } from './frontend-baseline.mjs';
import { loadPage } from './page-load.mjs';
import { replaceBetweenMarkers } from './markers.mjs';
import { repoRoot } from './paths.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-write': { type: 'boolean', default: false },
    baseline: { type: 'string', multiple: true, default: [] },
  },
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

async function loadLanding(browser, stack) {
  const context = await newStackContext(browser, {}, stack);
  const load = await loadPage(context, `${stack.urls.shell}/`, { readySelector: 'main, h1' });
  await context.close();
  return load;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Each baseline's landing figures, and every landing chunk whose size differs between the builds. */
function printComparison(trees) {
  for (const tree of trees) {
    const first = tree.loads[0];
    console.log(
      `[frontend] ${tree.label}: landing JS ${kb(first.js.gzipBytes)} gzip / ${kb(first.js.rawBytes)} raw / ` +
        `${first.js.files} files / ${first.requests} requests; FCP median ${Math.round(median(tree.loads.map((l) => l.fcpMs)))} ms`,
    );
  }
  const chunks = trees.map((tree) => scriptsByChunk(tree.loads[0], tree.stack));
  const names = [...new Set(chunks.flatMap((byName) => [...byName.keys()]))].sort();
  console.log(`\n| landing chunk (gzip) | ${trees.map((tree) => tree.label).join(' | ')} |`);
  console.log(`|---|${trees.map(() => '---').join('|')}|`);
  for (const name of names) {
    const sizes = chunks.map((byName) => byName.get(name));
    if (sizes.every((size) => size === sizes[0])) continue;
    console.log(`| ${name} | ${sizes.map((size) => (size === undefined ? '–' : kb(size))).join(' | ')} |`);
  }
}

async function main() {
  ensureBuilt();
  const baselines = args.baseline.map(prepareBaseline);
  const stack = await startStack();
  const trees = [{ label: 'this tree', stack, loads: [] }];
  let browser;
  try {
    for (const baseline of baselines)
      trees.push({
        label: `${baseline.ref} (${baseline.sha})`,
        stack: await startBaselineStack(baseline),
        loads: [],
      });
    browser = await launchBrowser();
    // Turns alternate, so a change in the machine's load falls on every build alike.
    for (let i = 0; i < RUNS; i++)
      for (const tree of trees) tree.loads.push(await loadLanding(browser, tree.stack));
    const landing = trees[0].loads;
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
    if (baselines.length > 0) printComparison(trees);
    if (!args['no-write'])
      replaceBetweenMarkers(join(repoRoot, 'docs', 'benchmarks.md'), 'bench:frontend', text);
  } finally {
    await browser?.close();
    for (const tree of trees) await tree.stack.stopAll();
  }
}

main().catch((error) => {
  console.error(`[frontend] failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
