import { dracoEncoderModule } from './draco-modules.js';

export interface FrameGeometry {
  positions: Float32Array;
  /** RGB 0–255 per vertex, optional. */
  colors?: Uint8Array | null;
  /** Triangles; absent for a point cloud. */
  indices?: Uint32Array | null;
}

export interface DracoBits {
  /** Position quantisation bits (Draco's main geometry distortion knob; 8–16 is usual, 11 is near-lossless here). */
  positionBits: number;
  colorBits: number;
}

/**
 * Encodes one frame with draco3d's encoder. Point clouds use Draco's sequential/kd-tree coder, meshes edgebreaker;
 * the speed options favour decode speed, since the participant's device decodes every frame at playback.
 */
export async function encodeDracoFrame(frame: FrameGeometry, bits: DracoBits): Promise<Uint8Array> {
  const draco = await dracoEncoderModule();
  const count = frame.positions.length / 3;
  if (!Number.isInteger(count) || count < 1) throw new Error('a frame needs at least one point (x, y, z)');
  const isMesh = !!frame.indices && frame.indices.length > 0;
  const builder = isMesh ? new draco.MeshBuilder() : new draco.PointCloudBuilder();
  const geometry = isMesh ? new draco.Mesh() : new draco.PointCloud();
  const encoder = new draco.Encoder();
  const out = new draco.DracoInt8Array();
  try {
    if (isMesh) builder.AddFacesToMesh(geometry, frame.indices!.length / 3, frame.indices);
    builder.AddFloatAttribute(geometry, draco.POSITION, count, 3, frame.positions);
    if (frame.colors) builder.AddUInt8Attribute(geometry, draco.COLOR, count, 3, frame.colors);
    encoder.SetAttributeQuantization(draco.POSITION, bits.positionBits);
    encoder.SetAttributeQuantization(draco.COLOR, bits.colorBits);
    encoder.SetSpeedOptions(5, 5);
    const length = isMesh
      ? (encoder.SetEncodingMethod(draco.MESH_EDGEBREAKER_ENCODING),
        encoder.EncodeMeshToDracoBuffer(geometry, out))
      : encoder.EncodePointCloudToDracoBuffer(geometry, false, out);
    if (!(length > 0)) throw new Error('the Draco encoder refused the frame');
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) bytes[i] = out.GetValue(i) & 0xff;
    return bytes;
  } finally {
    draco.destroy(out);
    draco.destroy(encoder);
    draco.destroy(geometry);
    draco.destroy(builder);
  }
}
