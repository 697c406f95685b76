#!/usr/bin/env node
// The 6DoF player in headless Chromium (docs/benchmarks.md#6dof-player): a 300-frame × 30,000-point sequence (median
// frame interval, dropped %), a 100,000-point sequence (the player's own cost per frame: copy into the geometry
// buffer, buffer upload calls and bookkeeping, not the draw), decode throughput per worker, pose sample rate, the
// memory bound, time to first frame, and a plain <video> of the same duration in the same sitting. The renderer is
// named from WEBGL_debug_renderer_info.
//   npx nx run volumetric:build && node scripts/bench/volumetric-player.mjs [--gpu] [--chromium PATH] [--write]
//     [--baseline DIR [--baseline-label TEXT]] [--tolerance F] [--rounds N]
// --gpu launches Chromium for a real GPU (ANGLE on Vulkan, GPU rasterisation) instead of forcing software;
// --chromium-flags "…" replaces those flags (space-separated; see volumetric/gpu-probe.mjs to find a set that works).
// --baseline DIR runs an earlier build of libs/volumetric (its dist/, or a folder holding it) first, in the same sitting,
// with and without multisampling. --tolerance F adds this build with the scheduler's late tolerance of F frames.
// --rounds N plays all variants N times, every other round in reverse order (turns alternating).
// Each run plays this build as participants get it and again with multisampling off.
/* global window */ // inside page.evaluate callbacks
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { knotPointsFrame, writeSequence } from '@vvq/volumetric/node';
import { replaceBetweenMarkers } from './markers.mjs';
import { repoRoot } from './paths.mjs';
import { libraryEntry, SOFTWARE_WEBGL_ARGS } from './volumetric/software-webgl.mjs';

const { values: args } = parseArgs({
  options: {
    gpu: { type: 'boolean', default: false },
    'chromium-flags': { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    workers: { type: 'string', default: '2' },
    write: { type: 'boolean', default: false },
    // A copy of an earlier build of libs/volumetric (its dist/ or the package folder holding it) to run beside this one.
    baseline: { type: 'string' },
    // How the tables name the earlier build (what it lacks), e.g. "before (no pose timer)".
    'baseline-label': { type: 'string', default: 'before' },
    // Also plays this build with the scheduler's late tolerance (frames, e.g. 0.5), with and without multisampling.
    tolerance: { type: 'string' },
    // Plays every variant this many times, the order reversed every other round.
    rounds: { type: 'string', default: '1' },
  },
});
const WORK = join(repoRoot, 'tmp', 'bench-volumetric');
const FPS = 30;

async function sequence(name, frames, points) {
  const dir = join(WORK, name);
  if (existsSync(join(dir, 'sequence.json'))) return dir;
  console.log(`[volumetric] encoding ${name}: ${frames} frames × ${points} points…`);
  const gen = function* () {
    for (let i = 0; i < frames; i++) yield knotPointsFrame(i / FPS, points);
  };
  await writeSequence(dir, gen(), { fps: FPS, bits: { positionBits: 11, colorBits: 8 }, pointSize: 0.006 });
  return dir;
}

async function plainVideo(seconds) {
  const file = join(WORK, `plain-${seconds}s.mp4`);
  if (existsSync(file)) return file;
  const r = spawnSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=640x480:rate=${FPS}`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    file,
  ]);
  if (r.status !== 0) throw new Error('ffmpeg failed');
  return file;
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
};

function serve(routes) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [prefix, dir] = Object.entries(routes).find(([p]) => path.startsWith(p)) ?? [];
    if (!dir) return res.writeHead(404).end();
    const file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * CPU milliseconds used so far by Chromium's processes, by process type (gpu-process = SwiftShader's drawing,
 * renderer = the page's main thread and the decoder workers). Linux /proc only; a shared machine's load stretches
 * the wall-clock figures, much less the CPU each frame needed.
 */
const MARKER = `--vvq-bench=${process.pid}`; // an unknown switch Chromium ignores, to find this run's browser
function chromiumCpuMs() {
  const procs = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime + stime in clock ticks (100 per second on Linux)
      procs.push({ pid, ppid: fields[1], cmd, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // a process that ended meanwhile
    }
  }
  // Only this run's browser and its descendants: other Chromiums on a shared machine are not ours.
  const ours = new Set(procs.filter((p) => p.cmd.includes(MARKER)).map((p) => p.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!ours.has(p.pid) && ours.has(p.ppid)) grew = ours.add(p.pid) && true;
  }
  const out = {};
  for (const p of procs.filter((q) => ours.has(q.pid))) {
    const type = (p.cmd.match(/--type=([a-z-]+)/) ?? [null, 'browser'])[1];
    out[type] = (out[type] ?? 0) + p.ms;
  }
  return out;
}

const fmt = (v, d = 1) => (v === null || v === undefined ? '–' : Number(v).toFixed(d));

async function main() {
  await mkdir(WORK, { recursive: true });
  const s30 = await sequence('knot-30k-300', 300, 30_000);
  const s100 = await sequence('knot-100k-60', 60, 100_000);
  const video = await plainVideo(10);
  const page = join(WORK, 'page');
  await mkdir(page, { recursive: true });
  const { writeFile } = await import('node:fs/promises');
  const pages = {
    current: null,
    // The package folder (holding dist/) or a copy of dist/ itself (`cp -a libs/volumetric/dist /tmp/…`).
    ...(args.baseline
      ? {
          baseline: libraryEntry(args.baseline),
        }
      : {}),
  };
  for (const [name, lib] of Object.entries(pages)) {
    await build({
      entryPoints: [join(repoRoot, 'scripts/bench/volumetric/bench-page.js')],
      bundle: true,
      format: 'esm',
      outfile: join(page, `${name}.js`),
      logLevel: 'error',
      nodePaths: [join(repoRoot, 'node_modules')],
      ...(lib ? { alias: { '@vvq/volumetric': lib } } : {}),
    });
    await writeFile(
      join(page, `${name}.html`),
      '<!doctype html><html><body style="margin:0"><canvas id="view" style="width:960px;height:540px"></canvas>' +
        `<script type="module" src="/page/${name}.js"></script></body></html>`,
    );
  }
  const server = await serve({
    '/page/': page + '/',
    '/draco/': join(repoRoot, 'node_modules/three/examples/jsm/libs/draco') + '/',
    '/seq/': WORK + '/',
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const flags = args['chromium-flags']
    ? args['chromium-flags'].split(' ').filter(Boolean)
    : args.gpu
      ? [
          '--headless=new',
          '--no-sandbox',
          '--use-angle=vulkan',
          '--enable-gpu',
          '--enable-features=Vulkan',
          '--ignore-gpu-blocklist',
        ]
      : SOFTWARE_WEBGL_ARGS;
  const browser = await chromium.launch({
    executablePath: args.chromium,
    args: [...flags, '--enable-precise-memory-info', MARKER],
  });
  try {
    const workers = Number(args.workers);
    // Each variant in a fresh tab, one after another in the same sitting: the earlier build (if given), this build as
    // the participant gets it, and this build without multisampling.
    const variants = [
      ...(args.baseline
        ? [
            { label: `${args['baseline-label']}, antialias`, page: 'baseline', options: {} },
            {
              label: `${args['baseline-label']}, antialias off`,
              page: 'baseline',
              options: { antialias: false },
            },
          ]
        : []),
      { label: 'now, antialias', page: 'current', options: {} },
      { label: 'now, antialias off', page: 'current', options: { antialias: false } },
      ...(args.tolerance
        ? [
            {
              label: `now, late within ${args.tolerance} frame, antialias`,
              page: 'current',
              options: { lateToleranceFrames: Number(args.tolerance) },
            },
            {
              label: `now, late within ${args.tolerance} frame, antialias off`,
              page: 'current',
              options: { antialias: false, lateToleranceFrames: Number(args.tolerance) },
            },
          ]
        : []),
    ];
    let renderer = null;
    const results = [];
    // Rounds alternate the order (the second runs the variants backwards), so a load that rises or falls during the
    // sitting does not favour the variants that come first.
    const rounds = Math.max(1, Number(args.rounds));
    const turns = Array.from({ length: rounds }, (_, i) =>
      (i % 2 ? [...variants].reverse() : variants).map((v) => ({ ...v, round: i + 1 })),
    ).flat();
    for (const variant of turns) {
      const tab = await browser.newPage({ viewport: { width: 960, height: 540 } });
      tab.on('pageerror', (e) => console.error('[page]', e.message));
      await tab.goto(`${origin}/page/${variant.page}.html`);
      await tab.waitForFunction(() => typeof window.runPlayer === 'function');
      renderer ??= await tab.evaluate(() => window.rendererName());
      const run = async (dir, frames) => {
        const before = chromiumCpuMs();
        const started = performance.now();
        const r = await tab.evaluate((o) => window.runPlayer(o), {
          baseUrl: `/seq/${dir.split('/').pop()}`,
          workers,
          ringCapacity: 15,
          durationMs: (frames / FPS) * 1000 * 3 + 10_000,
          options: variant.options,
        });
        const after = chromiumCpuMs();
        const used = (type) => (after[type] ?? 0) - (before[type] ?? 0);
        // The page counts three's render calls (the draws); every media frame is fetched and decoded, shown or
        // passed over.
        return {
          ...r,
          seconds: (performance.now() - started) / 1000,
          cpuMs: {
            gpuPerDraw: used('gpu-process') / Math.max(1, r.draws),
            pagePerMediaFrame: used('renderer') / r.frames,
          },
        };
      };
      const load = loadavg()[0];
      const a = await run(s30, 300);
      const b = await run(s100, 60);
      results.push({ variant, load, a, b });
      await tab.close();
    }
    const tab = await browser.newPage({ viewport: { width: 960, height: 540 } });
    await tab.goto(`${origin}/page/current.html`);
    const v = await tab.evaluate((o) => window.runVideo(o), {
      url: `/seq/${video.split('/').pop()}`,
      durationMs: 15_000,
    });
    const sizes = await Promise.all(
      [s30, s100].map(async (d) => JSON.parse(await readFile(join(d, 'sequence.json'), 'utf8'))),
    );
    const kib = (m) => m.frames.reduce((s, f) => s + f.bytes, 0) / m.frames.length / 1024;
    const decode = (r) =>
      r.decodePerWorker.map((w) => `${fmt(w.msPerFrame)} ms (${fmt(w.framesPerSecond, 0)}/s)`).join(', ');
    const lines = [
      `Renderer: \`${renderer}\` (${args['chromium-flags'] ?? (args.gpu ? '--gpu' : 'software, --disable-gpu')}); ${workers} decoder workers, ring of 15 frames; ${cpus().length} CPU cores; ${new Date().toISOString().slice(0, 16)} UTC. Load average (1 min) at the start of each variant in the last column.`,
      '',
      '| Variant | Sequence | Median frame interval | Dropped | Late (shown within tolerance) | Stalls | Draws per second, next animation frame after a draw (median) | First frame | Player cost / frame (median) | of which upload calls | Draw call (median) | Pose samples: median interval, rate | Decode per worker (ms/frame, frames/s) | CPU: GPU process per drawn frame, page + decoders per media frame | Load |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...results.flatMap(({ variant, load, a, b }) =>
        [
          ['300 × 30,000 points', a, sizes[0]],
          ['60 × 100,000 points', b, sizes[1]],
        ].map(
          ([name, r, m]) =>
            `| ${variant.label}${rounds > 1 ? ` (round ${variant.round})` : ''} | ${name} (${fmt(kib(m), 0)} KiB/frame) | ${fmt(r.medianFrameIntervalMs)} ms | ${r.dropped}/${r.frames} (${fmt(r.droppedPct, 2)} %) | ${r.late === null ? '–' : r.late} | ${r.stalls} | ${fmt(r.draws / r.seconds, 0)}/s, ${fmt(r.afterDrawMedianMs)} ms | ${fmt(r.firstFrameMs, 0)} ms | ${fmt(r.playerCostMedianMs, 2)} ms | ${fmt(r.uploadMedianMs, 2)} ms | ${fmt(r.renderMedianMs, 1)} ms | ${fmt(r.poseMedianIntervalMs)} ms, ${fmt(r.poseRateHz)} Hz | ${decode(r)} | ${fmt(r.cpuMs.gpuPerDraw, 0)} ms, ${fmt(r.cpuMs.pagePerMediaFrame, 0)} ms | ${fmt(load)} |`,
        ),
      ),
      `| plain \`<video>\` 640×480, 10 s | – | ${fmt(v.medianFrameIntervalMs)} ms | ${v.dropped}/${v.totalFrames} (${fmt(v.droppedPct, 2)} %) | – | – | – | ${fmt(v.firstFrameMs, 0)} ms | – | – | – | – | – | – | ${fmt(loadavg()[0])} |`,
      '',
      ...results
        .filter(({ variant }) => variant.round === 1)
        .map(
          ({ variant, a, b }) =>
            `Memory (${variant.label}): ring ${a.ringCapacity} frames × largest frame = ${fmt(a.ringBoundBytes / 2 ** 20)} MiB at 30,000 points, ${fmt(b.ringBoundBytes / 2 ** 20)} MiB at 100,000 points (decoded, plus one geometry buffer of one frame); JS heap peak ${a.heapMaxBytes ? fmt(a.heapMaxBytes / 2 ** 20) + ' MiB' : 'not reported'} / ${b.heapMaxBytes ? fmt(b.heapMaxBytes / 2 ** 20) + ' MiB' : 'not reported'}.${a.errors.length + b.errors.length ? ` Errors: ${[...a.errors, ...b.errors].join('; ')}` : ''}`,
        ),
      `Player cost = the animation-frame callback minus three's render call plus the buffer upload calls inside it (copying the decoded frame into the one geometry buffer, bufferSubData, scheduler and ring bookkeeping, pose sample); decoding runs in the workers, off this thread.`,
    ];
    const text = lines.join('\n');
    console.log(text);
    console.log(JSON.stringify({ renderer, results, v }, null, 1));
    if (args.write) {
      const file = join(repoRoot, 'docs/benchmarks.md');
      replaceBetweenMarkers(file, 'bench:volumetric', text);
      console.log(`[volumetric] wrote the figures into ${file}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await stat(join(repoRoot, 'libs/volumetric/dist/index.js')).catch(() => {
  throw new Error('build the library first: npx nx run volumetric:build');
});
await main();
