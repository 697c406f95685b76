import { createRequire } from 'node:module';
import type { FrameGeometry } from './encode-frame.js';

/*
 * Animated figures for the demo catalogue and the benchmark: the Stanford bunny (package `bunny`) as a hopping mesh
 * or as a point cloud sampled on its surface, and a parametric torus knot that twists and breathes. Deterministic
 * (seeded), in metres, standing on y = 0, about 1 m tall.
 */
const require = createRequire(import.meta.url);

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface BunnyData {
  positions: number[][];
  cells: number[][];
}
let bunnyCache: BunnyData | null = null;
const bunny = (): BunnyData => (bunnyCache ??= require('bunny') as BunnyData);

const BUNNY_SCALE = 0.1; // the package's bunny is ~9.7 units tall

/** Hop and turn: vertical offset, squash factor and yaw at time t (s). */
function hop(t: number): { lift: number; squash: number; yaw: number } {
  const phase = (t * 1.5) % 1;
  const lift = Math.max(0, Math.sin(phase * Math.PI)) * 0.25;
  const squash = 1 - 0.12 * Math.cos(phase * 2 * Math.PI) * (phase < 0.15 || phase > 0.85 ? 1 : 0.3);
  return { lift, squash, yaw: t * 0.8 };
}

function heightColour(y: number, out: Uint8Array, at: number): void {
  const h = Math.min(1, Math.max(0, y));
  out[at] = Math.round(200 + 55 * h);
  out[at + 1] = Math.round(140 + 90 * h);
  out[at + 2] = Math.round(90 + 60 * (1 - h));
}

function placeBunny(p: number[], t: number, out: Float32Array, at: number): void {
  const { lift, squash, yaw } = hop(t);
  const x = p[0] * BUNNY_SCALE;
  const y = p[1] * BUNNY_SCALE * squash + lift;
  const z = p[2] * BUNNY_SCALE;
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  out[at] = c * x + s * z;
  out[at + 1] = y;
  out[at + 2] = -s * x + c * z;
}

export function bunnyMeshFrame(t: number): FrameGeometry {
  const { positions, cells } = bunny();
  const out = new Float32Array(positions.length * 3);
  const colors = new Uint8Array(positions.length * 3);
  positions.forEach((p, i) => {
    placeBunny(p, t, out, i * 3);
    heightColour(p[1] / 9.7, colors, i * 3);
  });
  return { positions: out, colors, indices: Uint32Array.from(cells.flat()) };
}

/** Barycentric samples on the bunny's triangles, area-weighted, the same samples every frame. */
let surfaceCache: { n: number; samples: Array<[number, number, number, number]> } | null = null;
function surfaceSamples(n: number): Array<[number, number, number, number]> {
  if (surfaceCache?.n === n) return surfaceCache.samples;
  const { positions, cells } = bunny();
  const areas = cells.map(([a, b, c]) => {
    const u = positions[b].map((v, k) => v - positions[a][k]);
    const w = positions[c].map((v, k) => v - positions[a][k]);
    return Math.hypot(u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]) / 2;
  });
  const cumulative: number[] = [];
  areas.reduce((s, a, i) => (cumulative[i] = s + a), 0);
  const total = cumulative[cumulative.length - 1];
  const random = seeded(7);
  const samples: Array<[number, number, number, number]> = [];
  for (let i = 0; i < n; i++) {
    const r = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    let u = random();
    let v = random();
    if (u + v > 1) [u, v] = [1 - u, 1 - v];
    samples.push([lo, u, v, 1 - u - v]);
  }
  surfaceCache = { n, samples };
  return samples;
}

export function bunnyPointsFrame(t: number, n: number): FrameGeometry {
  const { positions, cells } = bunny();
  const out = new Float32Array(n * 3);
  const colors = new Uint8Array(n * 3);
  const p = [0, 0, 0];
  surfaceSamples(n).forEach(([cell, u, v, w], i) => {
    const [a, b, c] = cells[cell];
    for (let k = 0; k < 3; k++) p[k] = positions[a][k] * w + positions[b][k] * u + positions[c][k] * v;
    placeBunny(p, t, out, i * 3);
    heightColour(p[1] / 9.7, colors, i * 3);
  });
  return { positions: out, colors };
}

/** A (2,3) torus knot tube that twists and breathes; point i keeps its place on the tube from frame to frame. */
export function knotPointsFrame(t: number, n: number): FrameGeometry {
  const out = new Float32Array(n * 3);
  const colors = new Uint8Array(n * 3);
  const random = seeded(11);
  const breathe = 1 + 0.08 * Math.sin(t * Math.PI * 2);
  const twist = t * 1.2;
  for (let i = 0; i < n; i++) {
    const s = random() * Math.PI * 2;
    const ring = random() * Math.PI * 2;
    const cx = (Math.cos(3 * s) + 2) * Math.cos(2 * s);
    const cy = (Math.cos(3 * s) + 2) * Math.sin(2 * s);
    const cz = -Math.sin(3 * s);
    const tube = 0.35 * breathe;
    const x = (cx + tube * Math.cos(ring + twist)) * 0.16;
    const y = (cy + tube * Math.sin(ring + twist)) * 0.16;
    const z = (cz + tube * Math.sin(ring - twist)) * 0.16;
    const c = Math.cos(twist * 0.5);
    const sn = Math.sin(twist * 0.5);
    out[i * 3] = c * x + sn * z;
    out[i * 3 + 1] = y + 0.6;
    out[i * 3 + 2] = -sn * x + c * z;
    colors[i * 3] = Math.round(127 + 127 * Math.cos(s));
    colors[i * 3 + 1] = Math.round(127 + 127 * Math.cos(s + 2.1));
    colors[i * 3 + 2] = Math.round(127 + 127 * Math.cos(s + 4.2));
  }
  return { positions: out, colors };
}

/**
 * Keeps `share` of a point cloud's points, the same seeded choice every frame so the distortion is steady in time;
 * a real decimation of the content, used only to make distorted stimuli (the player never decimates).
 */
export function decimatePoints(frame: FrameGeometry, share: number, seed = 3): FrameGeometry {
  if (share >= 1 || frame.indices) return frame;
  const n = frame.positions.length / 3;
  const random = seeded(seed);
  const keep: number[] = [];
  for (let i = 0; i < n; i++) if (random() < share) keep.push(i);
  const positions = new Float32Array(keep.length * 3);
  const colors = frame.colors ? new Uint8Array(keep.length * 3) : null;
  keep.forEach((src, dst) => {
    positions.set(frame.positions.subarray(src * 3, src * 3 + 3), dst * 3);
    if (colors && frame.colors) colors.set(frame.colors.subarray(src * 3, src * 3 + 3), dst * 3);
  });
  return { positions, colors };
}
