#!/usr/bin/env node
// Checks that a change to the 6DoF player's renderer leaves the picture as it was: draws the same media frames at
// the same camera turns with an earlier build of libs/volumetric and with this one, in headless Chromium on
// SwiftShader, with and without multisampling, and compares the PNGs byte for byte. Uses the bench's sequences
// (run scripts/bench/volumetric-player.mjs once first).
//   npx nx run volumetric:build && node scripts/bench/volumetric-same-picture.mjs --baseline DIR
// DIR: the earlier build's dist/ (or the package folder holding it). Exits 1 if any picture differs.
/* global window */ // inside page.evaluate callbacks
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { repoRoot } from './paths.mjs';
import { libraryEntry, SOFTWARE_WEBGL_ARGS } from './volumetric/software-webgl.mjs';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.baseline) throw new Error('--baseline DIR (an earlier build of libs/volumetric) is required');
const WORK = join(repoRoot, 'tmp', 'bench-volumetric');
const SEQUENCES = ['knot-30k-300', 'knot-100k-60'];
for (const s of SEQUENCES)
  if (!existsSync(join(WORK, s, 'sequence.json')))
    throw new Error(`${s} is missing: run scripts/bench/volumetric-player.mjs once first`);
const builds = { before: libraryEntry(args.baseline), now: join(repoRoot, 'libs/volumetric/dist/index.js') };
const pages = join(WORK, 'same-picture');
for (const [name, entry] of Object.entries(builds))
  await build({
    entryPoints: [join(repoRoot, 'scripts/bench/volumetric/same-picture-page.js')],
    bundle: true,
    format: 'esm',
    outfile: join(pages, `${name}.js`),
    logLevel: 'error',
    nodePaths: [join(repoRoot, 'node_modules')],
    alias: { '@vvq/volumetric': entry },
  });

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };
const routes = {
  '/draco/': join(repoRoot, 'node_modules/three/examples/jsm/libs/draco'),
  '/seq/': WORK,
  '/': pages,
};
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.endsWith('.html'))
    return res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><body style="margin:0"><script type="module" src="${path.slice(0, -5)}.js"></script>`,
      );
  const [prefix, dir] = Object.entries(routes).find(([p]) => path.startsWith(p));
  const file = join(dir, path.slice(prefix.length));
  if (!file.startsWith(dir)) return res.writeHead(403).end();
  let body;
  try {
    body = await readFile(file);
  } catch {
    return res.writeHead(404).end();
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: args.chromium,
  args: SOFTWARE_WEBGL_ARGS,
});
let differing = 0;
try {
  for (const sequence of SEQUENCES)
    for (const antialias of [true, false])
      for (const [frame, yaw] of [
        [0, 0],
        [17, 0.7],
        [42, 2.1],
      ]) {
        const png = {};
        for (const name of Object.keys(builds)) {
          const tab = await browser.newPage({ viewport: { width: 960, height: 540 } });
          await tab.goto(`${origin}/${name}.html`);
          await tab.waitForFunction(() => typeof window.shot === 'function');
          png[name] = await tab.evaluate((o) => window.shot(o), {
            baseUrl: `/seq/${sequence}`,
            frame,
            antialias,
            yaw,
          });
          await tab.close();
        }
        const same = png.before === png.now;
        if (!same) differing++;
        console.log(
          `${sequence}, frame ${frame}, turn ${yaw}, ${antialias ? 'antialias' : 'antialias off'}: ${same ? 'the same PNG' : 'DIFFERENT'} (${png.now.length} characters)`,
        );
      }
} finally {
  await browser.close();
  server.close();
}
process.exit(differing ? 1 : 0);
