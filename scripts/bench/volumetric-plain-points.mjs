#!/usr/bin/env node
// Calibration for the 6DoF player's software-rendering figures (docs/benchmarks.md#6dof-player): a bare three.js
// Points page replacing its position buffer every animation frame, as the player does, drawn for 5 s per WebGL
// context variant in headless Chromium with SwiftShader; prints the median frame interval and Chromium's CPU per
// frame by process type (this run's browser only), two rounds, variants interleaved.
//   node scripts/bench/volumetric-plain-points.mjs [POINTS] ['[{"attrs":{"antialias":false}}, …]']
// A variant may add "quant": true (16-bit integer positions), "colors": true (the colours replaced every frame too,
// as the player's are), "pad": true (4 components per vertex instead of 3) and "fps": 30 (a new frame only at each
// 1/30 s, as the player paces a sequence; prints the slots passed over, the floor a player can reach on this renderer).
// PLAIN_POINTS_MS sets each variant's run (5,000 ms), PLAIN_POINTS_ROUNDS the rounds (2).
/* global window */ // inside page.evaluate callbacks
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { repoRoot } from './paths.mjs';
import { SOFTWARE_WEBGL_ARGS } from './volumetric/software-webgl.mjs';

const points = Number(process.argv[2] ?? 30_000);
const variants = JSON.parse(
  process.argv[3] ??
    '[{"attrs":{"antialias":true}},{"attrs":{"antialias":false}},{"attrs":{"antialias":false,"alpha":false}},{"attrs":{"antialias":true},"quant":true}]',
);
const out = join(repoRoot, 'tmp', 'bench-volumetric', 'plain-points.js');
await build({
  entryPoints: [join(repoRoot, 'scripts/bench/volumetric/plain-points-page.js')],
  bundle: true,
  format: 'esm',
  outfile: out,
  logLevel: 'error',
});
const server = createServer((req, res) =>
  req.url === '/'
    ? res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><body style="margin:0"><script type="module" src="/page.js"></script></body>')
    : res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(out)),
);
await new Promise((r) => server.listen(0, '127.0.0.1', r));

const MARKER = `--vvq-bench=${process.pid}`; // an unknown switch Chromium ignores, to find this run's browser
/** CPU ms so far of this run's Chromium processes, by --type (Linux /proc; utime + stime at 100 ticks/s). */
function cpuByType() {
  const procs = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      procs.push({ pid, ppid: f[1], cmd, ms: (Number(f[11]) + Number(f[12])) * 10 });
    } catch {
      // a process that ended meanwhile
    }
  }
  const ours = new Set(procs.filter((p) => p.cmd.includes(MARKER)).map((p) => p.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!ours.has(p.pid) && ours.has(p.ppid)) grew = ours.add(p.pid) && true;
  }
  const by = {};
  for (const p of procs.filter((q) => ours.has(q.pid))) {
    const type = (p.cmd.match(/--type=([a-z-]+)/) ?? [null, 'browser'])[1];
    by[type] = (by[type] ?? 0) + p.ms;
  }
  return by;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...SOFTWARE_WEBGL_ARGS, MARKER],
});
try {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => typeof window.runPlain === 'function');
  for (let round = 0; round < Number(process.env.PLAIN_POINTS_ROUNDS ?? 2); round++)
    for (const v of variants) {
      const before = cpuByType();
      const load = loadavg()[0];
      const r = await page.evaluate((o) => window.runPlain(o), {
        points,
        attrs: v.attrs,
        ms: Number(process.env.PLAIN_POINTS_MS ?? 5000),
        quant: !!v.quant,
        colors: !!v.colors,
        pad: !!v.pad,
        fps: v.fps ?? 0,
      });
      const after = cpuByType();
      const per = (t) => (((after[t] ?? 0) - (before[t] ?? 0)) / r.frames).toFixed(1);
      console.log(
        `${points} points ${JSON.stringify(v)}: median ${r.median.toFixed(1)} ms over ${r.frames} frames${v.fps ? `, ${r.dropped}/${r.slots} slots passed over (${((100 * r.dropped) / r.slots).toFixed(2)} %)` : ''}; CPU per frame: GPU process ${per('gpu-process')} ms, page ${per('renderer')} ms; load ${load.toFixed(1)}`,
      );
    }
} finally {
  await browser.close();
  server.close();
}
