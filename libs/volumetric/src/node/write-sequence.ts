import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  fitCamera,
  SEQUENCE_FORMAT,
  SEQUENCE_MANIFEST_FILE,
  type SequenceManifest,
  type Vec3,
} from '../sequence-manifest.js';
import { dracoFrameToGlb } from './draco-glb.js';
import { type DracoBits, encodeDracoFrame, type FrameGeometry } from './encode-frame.js';

export interface WriteSequenceOptions {
  fps: number;
  bits: DracoBits;
  camera?: SequenceManifest['camera'];
  pointSize?: number;
  keptShare?: number;
  source?: string;
  /** `drc` (default): bare Draco files; `glb`: the same Draco data in GLB files (KHR_draco_mesh_compression). */
  container?: 'drc' | 'glb';
}

export const frameFileName = (i: number, container: 'drc' | 'glb' = 'drc'): string =>
  `f${String(i).padStart(5, '0')}.${container}`;

/** Encodes frames to `dir/f00000.drc …` (or `.glb`) and writes `dir/sequence.json`; returns the manifest. */
export async function writeSequence(
  dir: string,
  frames: Iterable<FrameGeometry> | AsyncIterable<FrameGeometry>,
  options: WriteSequenceOptions,
): Promise<SequenceManifest> {
  await mkdir(dir, { recursive: true });
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  const list: SequenceManifest['frames'] = [];
  let kind: SequenceManifest['kind'] = 'points';
  let i = 0;
  for await (const frame of frames) {
    const draco = await encodeDracoFrame(frame, options.bits);
    const isMesh = !!frame.indices && frame.indices.length > 0;
    const bytes =
      options.container === 'glb'
        ? dracoFrameToGlb(draco, {
            count: frame.positions.length / 3,
            kind: isMesh ? 'mesh' : 'points',
            colors: !!frame.colors,
          })
        : draco;
    const file = frameFileName(i++, options.container);
    await writeFile(join(dir, file), bytes);
    const p = frame.positions;
    for (let k = 0; k < p.length; k += 3) {
      for (let c = 0; c < 3; c++) {
        if (p[k + c] < min[c]) min[c] = p[k + c];
        if (p[k + c] > max[c]) max[c] = p[k + c];
      }
    }
    const faces = frame.indices ? frame.indices.length / 3 : 0;
    if (faces) kind = 'mesh';
    list.push({ file, points: p.length / 3, faces, bytes: bytes.length });
  }
  const round = (v: Vec3) => v.map((x) => Math.round(x * 1e6) / 1e6) as Vec3;
  const bbox = { min: round(min), max: round(max) };
  const manifest: SequenceManifest = {
    format: SEQUENCE_FORMAT,
    version: 1,
    kind,
    fps: options.fps,
    frameCount: list.length,
    frames: list,
    maxPoints: Math.max(...list.map((f) => f.points)),
    maxIndices: Math.max(...list.map((f) => f.faces * 3)),
    bbox,
    camera: options.camera ?? fitCamera(bbox),
    draco: options.bits,
    ...(options.pointSize !== undefined ? { pointSize: options.pointSize } : {}),
    ...(options.keptShare !== undefined ? { keptShare: options.keptShare } : {}),
    ...(options.source ? { source: options.source } : {}),
  };
  await writeFile(join(dir, SEQUENCE_MANIFEST_FILE), JSON.stringify(manifest, null, 1) + '\n');
  return manifest;
}
