import { MEDIA_PREFIX, VOLUMETRIC_MANIFEST_SUFFIX } from '@vvq/contracts';

/**
 * Mirrors scripts/volumetric/make-demo-sequences.mjs: every row points at a committed sequence folder under
 * api/media/volumetric. Distortion levels R1–R5 are real Draco position quantisation (and, for the point cloud,
 * real point decimation); the attributes record both.
 */
const LEVELS = [
  { qp: 'R1', bits: 10, meshBits: 10, kept: 1 },
  { qp: 'R2', bits: 9, meshBits: 8, kept: 0.8 },
  { qp: 'R3', bits: 8, meshBits: 7, kept: 0.6 },
  { qp: 'R4', bits: 7, meshBits: 6, kept: 0.45 },
  { qp: 'R5', bits: 6, meshBits: 5, kept: 0.3 },
] as const;

const CONTENTS = [
  { content: 'bunny', mesh: true, compression_type: 'draco_mesh_quantisation' },
  { content: 'knot', mesh: false, compression_type: 'draco_points_quantisation_decimation' },
] as const;

export interface VolumetricCatalogueRow {
  content: string;
  view: string;
  compression_type: string;
  qp: string;
  label: string;
  url: string;
  kind: 'volumetric';
  is_reference: boolean;
  attributes: string;
}

export function volumetricDemoCatalogue(): VolumetricCatalogueRow[] {
  return CONTENTS.flatMap((c) =>
    LEVELS.map((l) => ({
      content: c.content,
      view: '6dof',
      compression_type: c.compression_type,
      qp: l.qp,
      label: `${c.content}_6dof_${c.compression_type}_${l.qp}`,
      url: `${MEDIA_PREFIX}/volumetric/${c.content}_${l.qp}${VOLUMETRIC_MANIFEST_SUFFIX}`,
      kind: 'volumetric' as const,
      is_reference: false,
      attributes: JSON.stringify({
        geometry: c.mesh ? 'mesh' : 'points',
        position_bits: String(c.mesh ? l.meshBits : l.bits),
        kept_share: String(c.mesh ? 1 : l.kept),
        frames: '60',
        fps: '30',
      }),
    })),
  );
}
