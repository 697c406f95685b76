/**
 * A volumetric stimulus on disk: a folder under the media directory holding `sequence.json` (this shape) and one
 * Draco file per frame. The player reads the manifest first and sizes its single geometry buffer from maxPoints and
 * maxIndices, so no frame ever needs a reallocation.
 */
export const SEQUENCE_FORMAT = 'vvq-volumetric-sequence';
export const SEQUENCE_MANIFEST_FILE = 'sequence.json';

export type Vec3 = [number, number, number];

export interface SequenceFrame {
  file: string;
  /** Points (point cloud) or vertices (mesh) after decoding. */
  points: number;
  /** Triangles; 0 for a point cloud. */
  faces: number;
  bytes: number;
}

export interface SequenceManifest {
  format: typeof SEQUENCE_FORMAT;
  version: 1;
  kind: 'points' | 'mesh';
  fps: number;
  frameCount: number;
  frames: SequenceFrame[];
  maxPoints: number;
  /** Largest index count (3 × faces) of any frame; 0 for point clouds. */
  maxIndices: number;
  bbox: { min: Vec3; max: Vec3 };
  /** Initial camera; fitted to the bounding box when the manifest has none. */
  camera?: { position: Vec3; target: Vec3; fov: number };
  /** Draco quantisation the frames were coded with (recorded by the converter). */
  draco: { positionBits: number; colorBits: number };
  /** Point size in sequence units for point clouds (the renderer's default otherwise). */
  pointSize?: number;
  /** Share of the source points kept (1 = all), when the frames were decimated on purpose as a distortion. */
  keptShare?: number;
  source?: string;
}

export type ManifestParse = { ok: true; manifest: SequenceManifest } | { ok: false; errors: string[] };

const isVec3 = (v: unknown): v is Vec3 =>
  Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === 'number' && Number.isFinite(x));
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Checks the shape of a parsed sequence.json; every problem is a sentence. */
export function parseSequenceManifest(json: unknown): ManifestParse {
  const errors: string[] = [];
  const m = json as Partial<SequenceManifest> | null;
  if (!m || typeof m !== 'object') return { ok: false, errors: ['sequence.json is not an object'] };
  if (m.format !== SEQUENCE_FORMAT || m.version !== 1)
    errors.push(`sequence.json is not a ${SEQUENCE_FORMAT} v1`);
  if (m.kind !== 'points' && m.kind !== 'mesh') errors.push('kind must be points or mesh');
  if (typeof m.fps !== 'number' || !(m.fps > 0 && m.fps <= 120))
    errors.push('fps must be a number from 0 to 120');
  if (!isCount(m.frameCount) || m.frameCount < 1) errors.push('frameCount must be a whole number ≥ 1');
  if (!Array.isArray(m.frames)) errors.push('frames must be a list');
  else {
    if (m.frames.length !== m.frameCount) {
      errors.push(`frameCount says ${m.frameCount} but frames lists ${m.frames.length}`);
    }
    m.frames.forEach((f, i) => {
      if (!f || typeof f.file !== 'string' || !SAFE_FILE.test(f.file))
        errors.push(`frame ${i}: file name not allowed`);
      else if (!isCount(f.points) || !isCount(f.faces) || !isCount(f.bytes)) {
        errors.push(`frame ${i}: points, faces and bytes must be whole numbers`);
      }
    });
  }
  if (!isCount(m.maxPoints) || !isCount(m.maxIndices))
    errors.push('maxPoints and maxIndices must be whole numbers');
  if (!m.bbox || !isVec3(m.bbox.min) || !isVec3(m.bbox.max))
    errors.push('bbox needs min and max as [x, y, z]');
  if (m.camera !== undefined) {
    const c = m.camera;
    if (!c || !isVec3(c.position) || !isVec3(c.target) || !(c.fov > 1 && c.fov < 179)) {
      errors.push('camera needs position, target and fov (degrees, 1–179)');
    }
  }
  if (!m.draco || !isCount(m.draco.positionBits) || !isCount(m.draco.colorBits)) {
    errors.push('draco needs positionBits and colorBits');
  }
  return errors.length ? { ok: false, errors } : { ok: true, manifest: m as SequenceManifest };
}

/** A camera that frames the bounding box from the front, slightly above, at the given vertical fov. */
export function fitCamera(
  bbox: { min: Vec3; max: Vec3 },
  fov = 45,
): { position: Vec3; target: Vec3; fov: number } {
  const target = bbox.min.map((v, i) => (v + bbox.max[i]) / 2) as Vec3;
  const radius = Math.hypot(...bbox.max.map((v, i) => v - bbox.min[i])) / 2 || 1;
  const distance = radius / Math.sin(((fov / 2) * Math.PI) / 180);
  return { position: [target[0], target[1] + distance * 0.2, target[2] + distance], target, fov };
}
