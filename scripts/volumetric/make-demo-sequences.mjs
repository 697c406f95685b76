#!/usr/bin/env node
// Generates the small volumetric demo stimuli committed under api/media/volumetric/: the Stanford bunny as a hopping
// mesh and a twisting torus-knot point cloud, 2 s at 30 fps, each at five distortion levels R1–R5 made by real Draco
// position quantisation (and, for the point cloud, real point decimation). Build the library first:
//   npx nx run volumetric:build && node scripts/volumetric/make-demo-sequences.mjs [outDir]
// api/src/database/seeds/volumetric-catalogue.ts lists exactly these folders.
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  bunnyMeshFrame,
  checkVolumetricSequence,
  decimatePoints,
  knotPointsFrame,
  writeSequence,
} from '@vvq/volumetric/node';

const OUT = resolve(process.argv[2] ?? 'api/media/volumetric');
const FPS = 30;
const FRAMES = 60;
const KNOT_POINTS = 3000;

// Level → Draco position bits and share of points kept (meshes keep every vertex: decimating a mesh's vertices
// would tear it, so their distortion is quantisation alone, one step coarser).
const LEVELS = [
  { level: 'R1', bits: 10, meshBits: 10, kept: 1 },
  { level: 'R2', bits: 9, meshBits: 8, kept: 0.8 },
  { level: 'R3', bits: 8, meshBits: 7, kept: 0.6 },
  { level: 'R4', bits: 7, meshBits: 6, kept: 0.45 },
  { level: 'R5', bits: 6, meshBits: 5, kept: 0.3 },
];

const CONTENTS = [
  {
    content: 'bunny',
    frame: (t) => bunnyMeshFrame(t),
    mesh: true,
    source: 'Stanford bunny (package bunny), hopping and turning',
  },
  {
    content: 'knot',
    frame: (t) => knotPointsFrame(t, KNOT_POINTS),
    mesh: false,
    source: `(2,3) torus knot point cloud, ${KNOT_POINTS} points, twisting`,
  },
];

let total = 0;
for (const c of CONTENTS) {
  for (const l of LEVELS) {
    const dir = join(OUT, `${c.content}_${l.level}`);
    await rm(dir, { recursive: true, force: true });
    const frames = Array.from({ length: FRAMES }, (_, i) => {
      const f = c.frame(i / FPS);
      return c.mesh ? f : decimatePoints(f, l.kept);
    });
    const m = await writeSequence(dir, frames, {
      fps: FPS,
      bits: { positionBits: c.mesh ? l.meshBits : l.bits, colorBits: 8 },
      keptShare: c.mesh ? 1 : l.kept,
      pointSize: c.mesh ? undefined : 0.012,
      source: c.source,
    });
    const check = await checkVolumetricSequence(dir);
    if (check.status === 'error') throw new Error(`${dir}: ${JSON.stringify(check.rows)}`);
    const bytes = m.frames.reduce((s, f) => s + f.bytes, 0);
    total += bytes;
    console.log(
      `${c.content}_${l.level}: ${m.frameCount} frames, ≤${m.maxPoints} points, ${(bytes / 1024).toFixed(0)} KiB`,
    );
  }
}
console.log(`total ${(total / 1024 / 1024).toFixed(2)} MiB in ${OUT}`);
