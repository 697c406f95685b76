/**
 * Wraps one Draco-coded frame in a GLB with KHR_draco_mesh_compression, as a lab's glTF pipeline would hand it over:
 * the attribute ids are the ones encodeDracoFrame assigns (POSITION 0, COLOR_0 1). The frame reader of this library
 * plays it; other glTF tools read the mesh form (KHR_draco_mesh_compression is written for triangles; point clouds
 * are mode 0 here).
 */
export function dracoFrameToGlb(
  draco: Uint8Array,
  frame: { count: number; kind: 'points' | 'mesh'; colors: boolean },
): Uint8Array {
  const ids = { POSITION: 0, ...(frame.colors ? { COLOR_0: 1 } : {}) };
  const json = {
    asset: { version: '2.0', generator: 'VVQ writeSequence' },
    extensionsUsed: ['KHR_draco_mesh_compression'],
    extensionsRequired: ['KHR_draco_mesh_compression'],
    buffers: [{ byteLength: draco.length }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: draco.length }],
    accessors: [
      { componentType: 5126, count: frame.count, type: 'VEC3' },
      ...(frame.colors ? [{ componentType: 5121, normalized: true, count: frame.count, type: 'VEC3' }] : []),
    ],
    meshes: [
      {
        primitives: [
          {
            mode: frame.kind === 'mesh' ? 4 : 0,
            attributes: ids,
            extensions: { KHR_draco_mesh_compression: { bufferView: 0, attributes: ids } },
          },
        ],
      },
    ],
    nodes: [{ mesh: 0 }],
    scenes: [{ nodes: [0] }],
    scene: 0,
  };
  const pad = (n: number) => (4 - (n % 4)) % 4;
  const text = new TextEncoder().encode(JSON.stringify(json));
  const textLength = text.length + pad(text.length);
  const binLength = draco.length + pad(draco.length);
  const out = new Uint8Array(12 + 8 + textLength + 8 + binLength);
  const view = new DataView(out.buffer);
  out.set([0x67, 0x6c, 0x54, 0x46], 0);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.length, true);
  view.setUint32(12, textLength, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(text, 20);
  out.fill(0x20, 20 + text.length, 20 + textLength);
  view.setUint32(20 + textLength, binLength, true);
  view.setUint32(24 + textLength, 0x004e4942, true);
  out.set(draco, 28 + textLength);
  return out;
}
