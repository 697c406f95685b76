/** Builds a GLB by hand, as glTF 2.0 §4.4 lays it out: header, JSON chunk (space-padded), BIN chunk (zero-padded). */
export function buildGlb(json: object, bin?: Uint8Array): Uint8Array {
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const body = bin ? Buffer.concat([Buffer.from(bin), Buffer.alloc((4 - (bin.length % 4)) % 4)]) : null;
  const glb = Buffer.alloc(20 + text.length + (body ? 8 + body.length : 0));
  glb.write('glTF', 0, 'ascii');
  glb.writeUInt32LE(2, 4);
  glb.writeUInt32LE(glb.length, 8);
  glb.writeUInt32LE(text.length, 12);
  glb.writeUInt32LE(0x4e4f534a, 16);
  text.copy(glb, 20);
  if (body) {
    glb.writeUInt32LE(body.length, 20 + text.length);
    glb.writeUInt32LE(0x004e4942, 24 + text.length);
    body.copy(glb, 28 + text.length);
  }
  return new Uint8Array(glb);
}

/** Wraps a Draco buffer in a GLB with KHR_draco_mesh_compression, attribute ids as encodeDracoFrame assigns them. */
export function dracoGlb(
  draco: Uint8Array,
  count: number,
  kind: 'points' | 'mesh',
  colours = true,
): Uint8Array {
  return buildGlb(
    {
      asset: { version: '2.0' },
      extensionsUsed: ['KHR_draco_mesh_compression'],
      extensionsRequired: ['KHR_draco_mesh_compression'],
      buffers: [{ byteLength: draco.length }],
      bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: draco.length }],
      accessors: [
        { componentType: 5126, count, type: 'VEC3' },
        ...(colours ? [{ componentType: 5121, normalized: true, count, type: 'VEC3' }] : []),
      ],
      meshes: [
        {
          primitives: [
            {
              mode: kind === 'points' ? 0 : 4,
              attributes: { POSITION: 0, ...(colours ? { COLOR_0: 1 } : {}) },
              extensions: {
                KHR_draco_mesh_compression: {
                  bufferView: 0,
                  attributes: { POSITION: 0, ...(colours ? { COLOR_0: 1 } : {}) },
                },
              },
            },
          ],
        },
      ],
    },
    draco,
  );
}
