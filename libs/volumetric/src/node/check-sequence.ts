import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeDracoFrame } from '../draco-decode.js';
import { decodeGlbFrame, isGlbBytes } from '../glb-decode.js';
import {
  parseSequenceManifest,
  SEQUENCE_MANIFEST_FILE,
  type SequenceManifest,
} from '../sequence-manifest.js';
import { dracoDecoderModule, meshoptDecoderModule } from './draco-modules.js';

export interface SequenceLimits {
  /** The study's point (vertex) limit per frame. */
  maxPoints: number;
  /** Largest frame file, bytes. */
  maxFrameBytes: number;
  /** Largest ratio of the biggest to the smallest frame's point count (a capture that loses the subject). */
  maxPointRatio: number;
  maxFrames: number;
}

export const DEFAULT_SEQUENCE_LIMITS: SequenceLimits = {
  maxPoints: 200_000,
  maxFrameBytes: 4 * 1024 * 1024,
  maxPointRatio: 4,
  maxFrames: 30 * 60,
};

export interface SequenceCheckRow {
  level: 'ok' | 'warning' | 'error';
  /** Stable code for the import's report and tests. */
  code: string;
  message: string;
  frame?: number;
}

export interface SequenceCheck {
  status: 'ok' | 'warning' | 'error';
  rows: SequenceCheckRow[];
  /** What the catalogue records (frame count, fps, points, bbox, bytes per second, camera); null when unreadable. */
  summary: {
    kind: SequenceManifest['kind'];
    frameCount: number;
    fps: number;
    maxPoints: number;
    minPoints: number;
    bytesPerSecond: number;
    bbox: SequenceManifest['bbox'];
    camera: NonNullable<SequenceManifest['camera']> | null;
    draco: SequenceManifest['draco'];
  } | null;
}

/**
 * Decodes every frame of a sequence folder (.drc, or GLB recognised by its header whatever its name) and says whether it can play: the manifest's shape, frame files present
 * and decodable, decoded point counts equal to the manifest's, frame count equal to the files, sizes and point
 * counts within the limits. Errors refuse the stimulus; warnings are shown but do not.
 */
export async function checkVolumetricSequence(
  dir: string,
  limits: SequenceLimits = DEFAULT_SEQUENCE_LIMITS,
): Promise<SequenceCheck> {
  const rows: SequenceCheckRow[] = [];
  const error = (code: string, message: string, frame?: number) =>
    rows.push({ level: 'error', code, message, ...(frame !== undefined ? { frame } : {}) });
  const warn = (code: string, message: string) => rows.push({ level: 'warning', code, message });
  const done = (summary: SequenceCheck['summary']): SequenceCheck => ({
    status: rows.some((r) => r.level === 'error') ? 'error' : rows.length ? 'warning' : 'ok',
    rows: rows.length ? rows : [{ level: 'ok', code: 'ok', message: 'The sequence can play' }],
    summary,
  });

  let json: unknown;
  try {
    json = JSON.parse(await readFile(join(dir, SEQUENCE_MANIFEST_FILE), 'utf8'));
  } catch (e) {
    error('manifest-unreadable', `${SEQUENCE_MANIFEST_FILE} cannot be read: ${(e as Error).message}`);
    return done(null);
  }
  const parsed = parseSequenceManifest(json);
  if (!parsed.ok) {
    parsed.errors.forEach((m) => error('manifest-invalid', m));
    return done(null);
  }
  const m = parsed.manifest;
  if (m.frameCount > limits.maxFrames) {
    error('too-many-frames', `${m.frameCount} frames; the limit is ${limits.maxFrames}`);
  }
  const onDisk = (await readdir(dir)).filter((f) => f.endsWith('.drc') || f.endsWith('.glb'));
  const listed = new Set(m.frames.map((f) => f.file));
  if (onDisk.length !== m.frameCount) {
    const extra = onDisk.filter((f) => !listed.has(f)).length;
    if (extra)
      warn(
        'unlisted-frames',
        `${extra} frame file(s) (.drc or .glb) in the folder are not in ${SEQUENCE_MANIFEST_FILE}`,
      );
  }
  const draco = await dracoDecoderModule();
  const decoders = { draco, meshopt: await meshoptDecoderModule(), decodeDraco: decodeDracoFrame };
  let totalBytes = 0;
  const counts: number[] = [];
  for (let i = 0; i < m.frames.length && i < limits.maxFrames; i++) {
    const f = m.frames[i];
    let bytes: Uint8Array;
    try {
      const info = await stat(join(dir, f.file));
      if (info.size > limits.maxFrameBytes) {
        error(
          'frame-too-large',
          `frame ${i} (${f.file}) is ${info.size} bytes; the limit is ${limits.maxFrameBytes}`,
          i,
        );
        continue;
      }
      bytes = new Uint8Array(await readFile(join(dir, f.file)));
    } catch {
      error('frame-missing', `frame ${i}: ${f.file} is missing`, i);
      continue;
    }
    totalBytes += bytes.length;
    let decoded;
    try {
      // The player's workers sniff the same header, so a frame checks as it will play.
      decoded = isGlbBytes(bytes)
        ? decodeGlbFrame(bytes, decoders, limits.maxPoints)
        : decodeDracoFrame(draco, bytes);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'too-many-points' || code === 'glb-unsupported') {
        error(code, `frame ${i} (${f.file}): ${(e as Error).message}`, i);
      } else {
        error('frame-corrupt', `frame ${i} (${f.file}) cannot be decoded: ${(e as Error).message}`, i);
      }
      continue;
    }
    counts.push(decoded.count);
    if (decoded.count !== f.points) {
      error(
        'frame-count-mismatch',
        `frame ${i} has ${decoded.count} points; ${SEQUENCE_MANIFEST_FILE} says ${f.points}`,
        i,
      );
    }
    if (decoded.count > limits.maxPoints) {
      error(
        'too-many-points',
        `frame ${i} has ${decoded.count} points; the study's limit is ${limits.maxPoints}`,
        i,
      );
    }
    if ((decoded.indices ? 'mesh' : 'points') !== m.kind) {
      error(
        'kind-mismatch',
        `frame ${i} is a ${decoded.indices ? 'mesh' : 'point cloud'}, the sequence says ${m.kind}`,
        i,
      );
    }
  }
  const maxPoints = counts.length ? Math.max(...counts) : 0;
  const minPoints = counts.length ? Math.min(...counts) : 0;
  if (minPoints > 0 && maxPoints / minPoints > limits.maxPointRatio) {
    error(
      'inconsistent-frame-sizes',
      `frame sizes range from ${minPoints} to ${maxPoints} points, more than ${limits.maxPointRatio}× apart`,
    );
  }
  if (maxPoints > m.maxPoints)
    error('max-points-wrong', `maxPoints says ${m.maxPoints} but a frame has ${maxPoints}`);
  if (!m.camera)
    warn('camera-fitted', 'no initial camera in the manifest: the player fits one to the bounding box');
  return done({
    kind: m.kind,
    frameCount: m.frameCount,
    fps: m.fps,
    maxPoints,
    minPoints,
    bytesPerSecond: Math.round((totalBytes / Math.max(1, m.frameCount)) * m.fps),
    bbox: m.bbox,
    camera: m.camera ?? null,
    draco: m.draco,
  });
}
