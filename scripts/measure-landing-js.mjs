// Prints the JavaScript a visitor's browser downloads for the landing page (/) through the shell: every script
// response, its size as served and gzipped (level 9, per file, like a static server with gzip_static). Needs the built
// shell and participant-app (`npx nx run-many -t build -p shell participant-app`) and Debian's chromium; it starts
// both `vite preview` servers on free ports itself and stops them at the end. No API is needed for the landing page.
//   node scripts/measure-landing-js.mjs [--json]
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = join(repoRoot, 'node_modules', '.bin', 'vite');

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function preview(dir, port) {
  const child = spawn(viteBin, ['preview', '--port', String(port), '--strictPort'], {
    cwd: join(repoRoot, dir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const shellPort = await freePort();
const participantPort = await freePort();
const children = [preview('shell', shellPort), preview('participant-app', participantPort)];
let browser;
try {
  const shell = `http://localhost:${shellPort}`;
  const participant = `http://localhost:${participantPort}`;
  await Promise.all([waitFor(shell), waitFor(participant)]);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const context = await browser.newContext();
  await context.route(`${shell}/config.json*`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        remotes: {
          participant: `${participant}/assets/remoteEntry.js`,
          admin: 'http://127.0.0.1:9/remoteEntry.js',
        },
      }),
    }),
  );
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${shell}/`);
  await page
    .getByRole('button', { name: 'Get Started' })
    .or(page.getByRole('link', { name: 'Get Started' }))
    .waitFor({ timeout: 30000 });
  await page.waitForLoadState('networkidle');
  const rows = [];
  const tanstack = scripts.filter((r) => r.url().includes('tanstack'));
  for (const response of scripts) {
    const body = await response.body();
    const url = new URL(response.url());
    const from = url.origin === shell ? 'shell' : 'participant';
    rows.push({
      file: `${from} ${url.pathname}`,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => ({ bytes: sum.bytes + r.bytes, gzip: sum.gzip + r.gzip }), {
    bytes: 0,
    gzip: 0,
  });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ files: rows, total }, null, 2));
  } else {
    for (const r of rows)
      console.log(`${String(r.gzip).padStart(8)} ${String(r.bytes).padStart(9)}  ${r.file}`);
    console.log(
      `${String(total.gzip).padStart(8)} ${String(total.bytes).padStart(9)}  TOTAL (${rows.length} scripts; gzip -9 bytes, raw bytes)`,
    );
    console.log(`TanStack Query chunks downloaded: ${tanstack.length}`);
  }
} finally {
  await browser?.close();
  for (const child of children) child.kill('SIGTERM');
}
