#!/usr/bin/env node
// Which Chromium flags give WebGL 2 on this machine's GPU: launches headless Chromium once per flag set and prints the
// WebGL 2 renderer each one reports (or why it failed), one JSON line per set, and last the first set whose renderer
// is not a software one. For machines with a GPU but no display (the benches' `--chromium-flags`).
//   node scripts/bench/volumetric/gpu-probe.mjs [--chromium PATH]
/* global document */ // inside page.evaluate callbacks
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: { chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
});
const common = ['--headless=new', '--no-sandbox', '--ignore-gpu-blocklist', '--enable-gpu'];
const sets = [
  [...common, '--use-angle=vulkan', '--enable-features=Vulkan', '--disable-vulkan-surface'],
  [...common, '--use-angle=gl-egl', '--use-gl=angle'],
  [...common, '--use-gl=egl'],
  [...common, '--use-angle=vulkan', '--enable-features=Vulkan,VulkanFromANGLE,DefaultANGLEVulkan'],
];
let chosen = null;
for (const flags of sets) {
  let renderer = null;
  let error = null;
  try {
    const browser = await chromium.launch({ executablePath: args.chromium, args: flags, timeout: 30_000 });
    try {
      const page = await browser.newPage();
      renderer = await page.evaluate(() => {
        const gl = document.createElement('canvas').getContext('webgl2');
        if (!gl) return null;
        const info = gl.getExtension('WEBGL_debug_renderer_info');
        return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
      });
    } finally {
      await browser.close();
    }
  } catch (e) {
    error = String(e.message ?? e).split('\n')[0];
  }
  console.log(JSON.stringify({ flags: flags.join(' '), renderer, error }));
  if (!chosen && renderer && !/swiftshader|llvmpipe|software/i.test(renderer)) chosen = flags.join(' ');
}
console.log(`CHOSEN ${chosen ?? 'none'}`);
