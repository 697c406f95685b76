// Rewraps a Draco frame as a GLB frame, so a browser test can play the demo sequences as a lab's GLB frames would
// come: KHR_draco_mesh_compression (the same Draco bytes) or EXT_meshopt_compression (re-encoded with meshoptimizer's
// encoder, which is in node_modules as a dependency of @types/three).
import { decodeDracoFrame } from '@vvq/volumetric';
import { dracoDecoderModule } from '@vvq/volumetric/node';
import { MeshoptEncoder } from 'meshoptimizer/encoder';

function glb(json, bin = new Uint8Array(0)) {
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const body = Buffer.concat([Buffer.from(bin), Buffer.alloc((4 - (bin.length % 4)) % 4)]);
  const out = Buffer.alloc(28 + text.length + body.length);
  out.write('glTF', 0, 'ascii');
  out.writeUInt32LE(2, 4);
  out.writeUInt32LE(out.length, 8);
  out.writeUInt32LE(text.length, 12);
  out.writeUInt32LE(0x4e4f534a, 16);
  text.copy(out, 20);
  out.writeUInt32LE(body.length, 20 + text.length);
  out.writeUInt32LE(0x004e4942, 24 + text.length);
  body.copy(out, 28 + text.length);
  return out;
}

/** The Draco bytes inside a GLB; encodeDracoFrame gives POSITION unique id 0 and COLOR id 1. */
export async function dracoFrameAsDracoGlb(drc) {
  const frame = decodeDracoFrame(await dracoDecoderModule(), new Uint8Array(drc));
  const ids = { POSITION: 0, ...(frame.colors ? { COLOR_0: 1 } : {}) };
  return glb(
    {
      asset: { version: '2.0' },
      extensionsUsed: ['KHR_draco_mesh_compression'],
      extensionsRequired: ['KHR_draco_mesh_compression'],
      buffers: [{ byteLength: drc.length }],
      bufferViews: [{ buffer: 0, byteLength: drc.length }],
      accessors: [
        { componentType: 5126, count: frame.count, type: 'VEC3' },
        { componentType: 5121, normalized: true, count: frame.count, type: 'VEC3' },
      ],
      meshes: [
        {
          primitives: [
            {
              mode: frame.indices ? 4 : 0,
              attributes: ids,
              extensions: { KHR_draco_mesh_compression: { bufferView: 0, attributes: ids } },
            },
          ],
        },
      ],
    },
    new Uint8Array(drc),
  );
}

/** The decoded frame re-encoded with meshopt: float positions, RGBA bytes, uint32 triangles. */
export async function dracoFrameAsMeshoptGlb(drc) {
  await MeshoptEncoder.ready;
  const frame = decodeDracoFrame(await dracoDecoderModule(), new Uint8Array(drc));
  const n = frame.count;
  const rgba = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    rgba.set(frame.colors ? frame.colors.subarray(i * 3, i * 3 + 3) : [200, 200, 200], i * 4);
    rgba[i * 4 + 3] = 255;
  }
  const views = [
    { data: new Uint8Array(frame.positions.buffer), count: n, stride: 12, mode: 'ATTRIBUTES' },
    { data: rgba, count: n, stride: 4, mode: 'ATTRIBUTES' },
    ...(frame.indices
      ? [
          {
            data: new Uint8Array(frame.indices.buffer),
            count: frame.indices.length,
            stride: 4,
            mode: 'TRIANGLES',
          },
        ]
      : []),
  ];
  const parts = [];
  let at = 0;
  let raw = 0;
  const bufferViews = views.map((v) => {
    const encoded = MeshoptEncoder.encodeGltfBuffer(v.data, v.count, v.stride, v.mode);
    const padded = new Uint8Array(Math.ceil(encoded.length / 4) * 4);
    padded.set(encoded);
    const view = {
      buffer: 1,
      byteOffset: raw,
      byteLength: v.data.byteLength,
      ...(v.mode === 'ATTRIBUTES' ? { byteStride: v.stride } : {}),
      extensions: {
        EXT_meshopt_compression: {
          buffer: 0,
          byteOffset: at,
          byteLength: encoded.length,
          byteStride: v.stride,
          count: v.count,
          mode: v.mode,
        },
      },
    };
    parts.push(padded);
    at += padded.length;
    raw += v.data.byteLength;
    return view;
  });
  return glb(
    {
      asset: { version: '2.0' },
      extensionsUsed: ['EXT_meshopt_compression'],
      extensionsRequired: ['EXT_meshopt_compression'],
      buffers: [
        { byteLength: at },
        { byteLength: raw, extensions: { EXT_meshopt_compression: { fallback: true } } },
      ],
      bufferViews,
      accessors: [
        { bufferView: 0, componentType: 5126, count: n, type: 'VEC3' },
        { bufferView: 1, componentType: 5121, normalized: true, count: n, type: 'VEC4' },
        ...(frame.indices
          ? [{ bufferView: 2, componentType: 5125, count: frame.indices.length, type: 'SCALAR' }]
          : []),
      ],
      meshes: [
        {
          primitives: [
            {
              mode: frame.indices ? 4 : 0,
              attributes: { POSITION: 0, COLOR_0: 1 },
              ...(frame.indices ? { indices: 2 } : {}),
            },
          ],
        },
      ],
    },
    Buffer.concat(parts.map((p) => Buffer.from(p))),
  );
}

/** A GLB holding only the given JSON bytes (a frame the player must refuse). */
export function glbOf(jsonBytes) {
  return glb(JSON.parse(jsonBytes.toString()));
}
