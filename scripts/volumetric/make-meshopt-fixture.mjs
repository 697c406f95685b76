#!/usr/bin/env node
// Writes the meshopt-compressed GLB the volumetric library's unit tests decode
// (libs/volumetric/src/__tests__/fixtures/meshopt-mesh.glb). The test cannot encode it itself: meshoptimizer's
// encoder comes only as a development dependency of @types/three, so the file is made once and committed.
// It is shaped like gltfpack's output: uint16 positions (KHR_mesh_quantization) dequantised by the node's scale and
// translation, normalised RGBA bytes, uint16 triangles, every buffer view EXT_meshopt_compression-coded.
//   node scripts/volumetric/make-meshopt-fixture.mjs
import { writeFile } from 'node:fs/promises';
import { MeshoptEncoder } from 'meshoptimizer/encoder';

await MeshoptEncoder.ready;

// A 3 × 3 grid of vertices (two triangles per cell) with the colour given by the grid position: the test restates it.
const quantised = [];
const colours = [];
for (let y = 0; y < 3; y++)
  for (let x = 0; x < 3; x++) {
    quantised.push(x * 1000, y * 2000, (x + y) * 500, 0);
    colours.push(x * 100, y * 100, 50, 255);
  }
const triangles = [];
for (let y = 0; y < 2; y++)
  for (let x = 0; x < 2; x++) {
    const i = y * 3 + x;
    triangles.push(i, i + 1, i + 3, i + 1, i + 4, i + 3);
  }

const views = [
  {
    data: new Uint8Array(new Uint16Array(quantised).buffer),
    count: 9,
    stride: 8,
    mode: 'ATTRIBUTES',
    target: 34962,
  },
  { data: new Uint8Array(colours), count: 9, stride: 4, mode: 'ATTRIBUTES', target: 34962 },
  {
    data: new Uint8Array(new Uint16Array(triangles).buffer),
    count: triangles.length,
    stride: 2,
    mode: 'TRIANGLES',
    target: 34963,
  },
];
const chunks = [];
let binLength = 0;
let fallbackLength = 0;
const bufferViews = views.map((v) => {
  const encoded = MeshoptEncoder.encodeGltfBuffer(v.data, v.count, v.stride, v.mode);
  const view = {
    buffer: 1,
    byteOffset: fallbackLength,
    byteLength: v.data.byteLength,
    ...(v.mode === 'ATTRIBUTES' ? { byteStride: v.stride } : {}),
    target: v.target,
    extensions: {
      EXT_meshopt_compression: {
        buffer: 0,
        byteOffset: binLength,
        byteLength: encoded.byteLength,
        byteStride: v.stride,
        count: v.count,
        mode: v.mode,
      },
    },
  };
  const padded = new Uint8Array(Math.ceil(encoded.byteLength / 4) * 4);
  padded.set(encoded);
  chunks.push(padded);
  binLength += padded.byteLength;
  fallbackLength += Math.ceil(v.data.byteLength / 4) * 4;
  return view;
});
const json = {
  asset: { version: '2.0', generator: 'VVQ make-meshopt-fixture.mjs' },
  extensionsUsed: ['EXT_meshopt_compression', 'KHR_mesh_quantization'],
  extensionsRequired: ['EXT_meshopt_compression', 'KHR_mesh_quantization'],
  buffers: [
    { byteLength: binLength },
    { byteLength: fallbackLength, extensions: { EXT_meshopt_compression: { fallback: true } } },
  ],
  bufferViews,
  accessors: [
    { bufferView: 0, componentType: 5123, count: 9, type: 'VEC3', min: [0, 0, 0], max: [2000, 4000, 2000] },
    { bufferView: 1, componentType: 5121, normalized: true, count: 9, type: 'VEC4' },
    { bufferView: 2, componentType: 5123, count: triangles.length, type: 'SCALAR' },
  ],
  meshes: [{ primitives: [{ attributes: { POSITION: 0, COLOR_0: 1 }, indices: 2, mode: 4 }] }],
  nodes: [{ mesh: 0, scale: [0.001, 0.001, 0.001], translation: [-1, 0, 0.5] }],
  scenes: [{ nodes: [0] }],
  scene: 0,
};
let text = Buffer.from(JSON.stringify(json));
text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
const bin = Buffer.concat(chunks.map((c) => Buffer.from(c)));
const glb = Buffer.alloc(12 + 8 + text.length + 8 + bin.length);
glb.write('glTF', 0, 'ascii');
glb.writeUInt32LE(2, 4);
glb.writeUInt32LE(glb.length, 8);
glb.writeUInt32LE(text.length, 12);
glb.writeUInt32LE(0x4e4f534a, 16);
text.copy(glb, 20);
glb.writeUInt32LE(bin.length, 20 + text.length);
glb.writeUInt32LE(0x004e4942, 24 + text.length);
bin.copy(glb, 28 + text.length);
const out = new URL('../../libs/volumetric/src/__tests__/fixtures/meshopt-mesh.glb', import.meta.url);
await writeFile(out, glb);
console.log(`wrote ${out.pathname} (${glb.length} bytes)`);
