#!/usr/bin/env node
// Converts a folder of PLY frames (one file per frame, in file-name order) into a VVQ volumetric sequence: one Draco
// file per frame plus sequence.json (fps, counts, bounding box, initial camera, the quantisation used), then checks
// it exactly as the catalogue import does. Build the library first: npx nx run volumetric:build
//   node scripts/volumetric/ply-to-draco.mjs --fps 30 --position-bits 11 [--color-bits 8] [--point-size 0.005]
//        [--max-points 200000] [--glb] <ply folder> <output folder>
// --glb writes each frame's Draco data inside a GLB (KHR_draco_mesh_compression) instead of a bare .drc file.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkVolumetricSequence,
  DEFAULT_SEQUENCE_LIMITS,
  readPly,
  writeSequence,
} from '@vvq/volumetric/node';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    fps: { type: 'string', default: '30' },
    'position-bits': { type: 'string', default: '11' },
    'color-bits': { type: 'string', default: '8' },
    'point-size': { type: 'string' },
    'max-points': { type: 'string', default: String(DEFAULT_SEQUENCE_LIMITS.maxPoints) },
    glb: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 2) {
  console.error(
    'usage: ply-to-draco.mjs [--fps 30] [--position-bits 11] [--color-bits 8] [--point-size S] [--max-points 200000] [--glb] <ply folder> <output folder>',
  );
  process.exit(2);
}
const [input, output] = positionals;
const fps = Number(values.fps);
const positionBits = Number(values['position-bits']);
const colorBits = Number(values['color-bits']);
if (
  !(fps > 0 && fps <= 120) ||
  !(positionBits >= 1 && positionBits <= 30) ||
  !(colorBits >= 1 && colorBits <= 16)
) {
  console.error('fps must be 0–120, --position-bits 1–30, --color-bits 1–16');
  process.exit(2);
}
const files = (await readdir(input)).filter((f) => f.toLowerCase().endsWith('.ply')).sort();
if (!files.length) {
  console.error(`no .ply files in ${input}`);
  process.exit(2);
}
async function* frames() {
  for (const f of files) {
    try {
      yield readPly(new Uint8Array(await readFile(join(input, f))));
    } catch (e) {
      throw new Error(`${f}: ${e.message}`, { cause: e });
    }
  }
}
const manifest = await writeSequence(output, frames(), {
  fps,
  bits: { positionBits, colorBits },
  ...(values['point-size'] ? { pointSize: Number(values['point-size']) } : {}),
  source: `converted from ${files.length} PLY files`,
  container: values.glb ? 'glb' : 'drc',
});
const check = await checkVolumetricSequence(output, {
  ...DEFAULT_SEQUENCE_LIMITS,
  maxPoints: Number(values['max-points']),
});
for (const row of check.rows) console.log(`${row.level}: ${row.message}`);
const bytes = manifest.frames.reduce((s, f) => s + f.bytes, 0);
console.log(
  `${manifest.frameCount} frames, ≤${manifest.maxPoints} points, ${(bytes / 1024).toFixed(0)} KiB, ` +
    `${check.summary ? Math.round(check.summary.bytesPerSecond / 1024) : '?'} KiB/s`,
);
process.exit(check.status === 'error' ? 1 : 0);
