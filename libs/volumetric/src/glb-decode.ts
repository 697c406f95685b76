import type { DecodedFrame, DracoAttributeIds } from './draco-decode.js';

/** What a GLB frame may need to decode: Draco for KHR_draco_mesh_compression, meshopt for EXT_meshopt_compression. */
export interface GlbDecoders {
  /** An initialised draco3d decoder module. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  draco: any;
  /** Three's MeshoptDecoder after its `ready` promise, or null where it was not loaded. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meshopt: any;
  /** decodeDracoFrame, passed in rather than imported so this function's source stays self-contained. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decodeDraco: (draco: any, bytes: Uint8Array, ids?: DracoAttributeIds) => DecodedFrame;
}

/** A GLB file starts with the ASCII magic "glTF" (glTF 2.0 §4.4.1), whatever its name. */
export function isGlbBytes(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x67 && bytes[1] === 0x6c && bytes[2] === 0x54 && bytes[3] === 0x46
  );
}

/**
 * Reads one GLB frame into the shape the .drc path produces: the first primitive of the first mesh, points (mode 0)
 * or triangles (mode 4), its POSITION and COLOR_0, its indices, with the transform of the node that holds the mesh
 * applied (gltfpack stores quantised positions and puts the scale in the node). The primitive may be plain,
 * KHR_draco_mesh_compression (decoded by the same draco3d decoder as .drc frames, attributes by the extension's
 * unique ids), EXT_meshopt_compression buffer views or KHR_mesh_quantization; any other required extension, external
 * buffers, sparse accessors and other primitive modes are refused with the reason. `maxPoints` refuses a frame by
 * its declared vertex count before anything is decoded.
 *
 * Self-contained on purpose, like decodeDracoFrame: the worker pool ships this function's source into each worker
 * (a minifier may rename module-level helpers, so everything it needs is inside or passed in).
 */
export function decodeGlbFrame(bytes: Uint8Array, decoders: GlbDecoders, maxPoints = Infinity): DecodedFrame {
  // The code lets the import check name a refusal as it names a .drc frame's (corrupt, over the limit, unplayable).
  const fail = (why: string, code = 'frame-corrupt'): never => {
    throw Object.assign(new Error(why), { code });
  };
  if (bytes.byteLength < 20) fail('corrupt GLB: shorter than its header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== 0x46546c67) fail('not a GLB file (no glTF magic)');
  const version = view.getUint32(4, true);
  if (version !== 2) fail(`GLB version ${version}; only glTF 2.0 plays`);
  const total = view.getUint32(8, true);
  if (total > bytes.byteLength)
    fail(`corrupt GLB: truncated (its header says ${total} bytes, it has ${bytes.byteLength})`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any = null;
  let bin: Uint8Array | null = null;
  let offset = 12;
  while (offset + 8 <= total) {
    const length = view.getUint32(offset, true);
    const type = view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (start + length > total) fail('corrupt GLB: a chunk runs past the end of the file');
    if (offset === 12) {
      if (type !== 0x4e4f534a) fail('corrupt GLB: the first chunk is not JSON');
      try {
        json = JSON.parse(new TextDecoder().decode(bytes.subarray(start, start + length)));
      } catch {
        fail('corrupt GLB: its JSON chunk is not JSON');
      }
    } else if (type === 0x004e4942 && bin === null) {
      bin = bytes.subarray(start, start + length);
    }
    offset = start + length;
  }
  if (!json || typeof json !== 'object') fail('corrupt GLB: no JSON chunk');

  const playable = ['KHR_draco_mesh_compression', 'EXT_meshopt_compression', 'KHR_mesh_quantization'];
  const required: unknown[] = Array.isArray(json.extensionsRequired) ? json.extensionsRequired : [];
  const unknown = required.filter((e) => !playable.includes(String(e)));
  if (unknown.length) {
    fail(
      `the GLB requires the glTF extension(s) ${unknown.join(', ')}; VVQ plays ${playable.join(', ')}`,
      'glb-unsupported',
    );
  }

  const mesh = Array.isArray(json.meshes) ? json.meshes[0] : undefined;
  const prim = mesh && Array.isArray(mesh.primitives) ? mesh.primitives[0] : undefined;
  if (!prim || typeof prim !== 'object') fail('the GLB has no mesh', 'glb-unsupported');
  const mode = prim.mode === undefined ? 4 : prim.mode;
  if (mode !== 0 && mode !== 4) {
    fail(`the mesh's primitive mode is ${mode}; VVQ plays points (0) and triangles (4)`, 'glb-unsupported');
  }
  const attributes = prim.attributes || {};
  const accessors: unknown[] = Array.isArray(json.accessors) ? json.accessors : [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const accessor = (index: unknown): any => {
    const a = typeof index === 'number' ? accessors[index] : undefined;
    if (!a || typeof a !== 'object') fail(`accessor ${String(index)} is missing`);
    return a;
  };
  if (attributes.POSITION === undefined) fail('the mesh has no POSITION attribute');
  const count = accessor(attributes.POSITION).count;
  if (!Number.isInteger(count) || count < 1) fail('the POSITION accessor has no vertices');
  if (count > maxPoints) fail(`the frame has ${count} points; the limit is ${maxPoints}`, 'too-many-points');

  const buffer = (index: unknown): Uint8Array => {
    const b = Array.isArray(json.buffers) && typeof index === 'number' ? json.buffers[index] : undefined;
    if (!b) fail(`buffer ${String(index)} is missing`);
    if (b.uri !== undefined)
      fail('the GLB points to an external buffer; a frame must carry its data', 'glb-unsupported');
    if (index !== 0 || !bin) fail(`buffer ${String(index)} has no data in the GLB`);
    if (typeof b.byteLength === 'number' && b.byteLength > bin!.byteLength) {
      fail('corrupt GLB: the binary chunk is shorter than its buffer');
    }
    return bin!;
  };
  const slice = (data: Uint8Array, start: number, length: number, what: string): Uint8Array => {
    if (!(Number.isInteger(start) && Number.isInteger(length) && start >= 0 && length >= 0)) {
      fail(`corrupt GLB: ${what} has no valid range`);
    }
    if (start + length > data.byteLength) fail(`corrupt GLB: ${what} runs past its buffer`);
    return data.subarray(start, start + length);
  };
  const bufferView = (index: unknown): { data: Uint8Array; stride: number } => {
    const bv =
      Array.isArray(json.bufferViews) && typeof index === 'number' ? json.bufferViews[index] : undefined;
    if (!bv) fail(`buffer view ${String(index)} is missing`);
    const meshopt = bv.extensions && bv.extensions.EXT_meshopt_compression;
    if (meshopt) {
      if (!decoders.meshopt) fail('the meshopt decoder is not available here');
      const source = slice(
        buffer(meshopt.buffer),
        meshopt.byteOffset || 0,
        meshopt.byteLength,
        `buffer view ${index}'s meshopt data`,
      );
      const size = meshopt.count * meshopt.byteStride;
      if (!(Number.isInteger(size) && size > 0 && size <= 1 << 29)) {
        fail(`corrupt GLB: buffer view ${index}'s meshopt count or stride`);
      }
      const data = new Uint8Array(size);
      try {
        decoders.meshopt.decodeGltfBuffer(
          data,
          meshopt.count,
          meshopt.byteStride,
          source,
          meshopt.mode,
          meshopt.filter || 'NONE',
        );
      } catch (e) {
        fail(`corrupt meshopt data in buffer view ${index}: ${(e as Error).message}`);
      }
      return { data, stride: bv.byteStride || 0 };
    }
    return {
      data: slice(buffer(bv.buffer), bv.byteOffset || 0, bv.byteLength, `buffer view ${index}`),
      stride: bv.byteStride || 0,
    };
  };
  /** Reads an accessor element by element; normalized integers map to 0–1 (or −1–1) as glTF §3.11 says. */
  const read = (
    index: unknown,
    want: number,
  ): { n: number; comps: number; at: (i: number, c: number) => number } => {
    const a = accessor(index);
    if (a.sparse) fail('sparse accessors are not supported', 'glb-unsupported');
    if (a.bufferView === undefined) fail(`accessor ${index} has no data`);
    const comps = ({ SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 } as Record<string, number>)[a.type];
    const size = ({ 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 } as Record<number, number>)[
      a.componentType
    ];
    if (!comps || !size || comps < want) fail(`accessor ${index} has an unexpected type`);
    if (!Number.isInteger(a.count) || a.count < 0) fail(`accessor ${index} has no valid count`);
    const { data, stride } = bufferView(a.bufferView);
    const element = comps * size;
    const step = stride || element;
    const base = a.byteOffset || 0;
    if (a.count > 0 && base + step * (a.count - 1) + element > data.byteLength) {
      fail(`corrupt GLB: accessor ${index} runs past its buffer view`);
    }
    const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const norm = !!a.normalized;
    const type = a.componentType;
    const at = (i: number, c: number): number => {
      const p = base + i * step + c * size;
      switch (type) {
        case 5126:
          return dv.getFloat32(p, true);
        case 5121:
          return norm ? dv.getUint8(p) / 255 : dv.getUint8(p);
        case 5123:
          return norm ? dv.getUint16(p, true) / 65535 : dv.getUint16(p, true);
        case 5125:
          return dv.getUint32(p, true);
        case 5120:
          return norm ? Math.max(dv.getInt8(p) / 127, -1) : dv.getInt8(p);
        default:
          return norm ? Math.max(dv.getInt16(p, true) / 32767, -1) : dv.getInt16(p, true);
      }
    };
    return { n: a.count, comps, at };
  };

  let positions: Float32Array;
  let colors: Uint8Array | null = null;
  let indices: Uint32Array | null = null;
  const draco = prim.extensions && prim.extensions.KHR_draco_mesh_compression;
  if (draco) {
    const ids = draco.attributes || {};
    if (typeof ids.POSITION !== 'number') fail('the Draco extension names no POSITION attribute');
    const frame = decoders.decodeDraco(decoders.draco, bufferView(draco.bufferView).data, {
      position: ids.POSITION,
      color: typeof ids.COLOR_0 === 'number' ? ids.COLOR_0 : undefined,
    });
    if (frame.count !== count) {
      fail(`corrupt GLB: the Draco data has ${frame.count} points, its accessor says ${count}`);
    }
    // Decoded without `quantized` (a GLB's node transform applies to floats), so the positions are floats.
    positions = frame.positions as Float32Array;
    colors = frame.colors;
    indices = mode === 4 ? frame.indices : null;
    if (mode === 4 && !indices) fail('corrupt GLB: triangles without Draco faces');
  } else {
    const p = read(attributes.POSITION, 3);
    positions = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) for (let c = 0; c < 3; c++) positions[i * 3 + c] = p.at(i, c);
    if (attributes.COLOR_0 !== undefined) {
      const col = read(attributes.COLOR_0, 3);
      if (col.n !== count) fail('corrupt GLB: COLOR_0 and POSITION differ in length');
      const a = accessor(attributes.COLOR_0);
      // Unnormalized bytes are already 0–255; floats and normalized integers are 0–1.
      const scale = a.componentType === 5121 && !a.normalized ? 1 : 255;
      colors = new Uint8Array(count * 3);
      for (let i = 0; i < count; i++)
        for (let c = 0; c < 3; c++) {
          const v = Math.round(col.at(i, c) * scale);
          colors[i * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : v;
        }
    }
    if (prim.indices !== undefined) {
      if (mode === 0) fail('indexed points are not supported: list each point once', 'glb-unsupported');
      const a = accessor(prim.indices);
      if (a.componentType !== 5121 && a.componentType !== 5123 && a.componentType !== 5125) {
        fail('the indices accessor is not of unsigned integers');
      }
      const ix = read(prim.indices, 1);
      indices = new Uint32Array(ix.n);
      for (let i = 0; i < ix.n; i++) indices[i] = ix.at(i, 0);
    } else if (mode === 4) {
      indices = new Uint32Array(count);
      for (let i = 0; i < count; i++) indices[i] = i;
    }
  }
  if (indices) {
    if (indices.length % 3 !== 0) fail('corrupt GLB: the triangle indices are not a multiple of 3');
    for (let i = 0; i < indices.length; i++) {
      if (indices[i] >= count) fail('corrupt GLB: a triangle index points past the vertices');
    }
  }

  // The world transform of the first node holding mesh 0 (its parents' transforms included).
  const nodes: unknown[] = Array.isArray(json.nodes) ? json.nodes : [];
  const local = (n: { matrix?: number[]; translation?: number[]; rotation?: number[]; scale?: number[] }) => {
    if (Array.isArray(n.matrix) && n.matrix.length === 16) return n.matrix.slice();
    const [tx, ty, tz] = n.translation || [0, 0, 0];
    const [x, y, z, w] = n.rotation || [0, 0, 0, 1];
    const [sx, sy, sz] = n.scale || [1, 1, 1];
    // Column-major T·R·S, as glTF stores matrices.
    return [
      (1 - 2 * (y * y + z * z)) * sx,
      2 * (x * y + z * w) * sx,
      2 * (x * z - y * w) * sx,
      0,
      2 * (x * y - z * w) * sy,
      (1 - 2 * (x * x + z * z)) * sy,
      2 * (y * z + x * w) * sy,
      0,
      2 * (x * z + y * w) * sz,
      2 * (y * z - x * w) * sz,
      (1 - 2 * (x * x + y * y)) * sz,
      0,
      tx,
      ty,
      tz,
      1,
    ];
  };
  const multiply = (a: number[], b: number[]) => {
    const out = new Array<number>(16);
    for (let col = 0; col < 4; col++)
      for (let row = 0; row < 4; row++) {
        let s = 0;
        for (let k = 0; k < 4; k++) s += a[k * 4 + row] * b[col * 4 + k];
        out[col * 4 + row] = s;
      }
    return out;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let node = nodes.findIndex((n: any) => n && n.mesh === 0);
  if (node >= 0) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let m = local(nodes[node] as any);
    for (let guard = 0; guard < nodes.length; guard++) {
      const current = node;
      const parent = nodes.findIndex(
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        (n: any) => n && Array.isArray(n.children) && n.children.includes(current),
      );
      if (parent < 0) break;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      m = multiply(local(nodes[parent] as any), m);
      node = parent;
    }
    const identity = m.every((v, i) => v === (i % 5 === 0 ? 1 : 0));
    if (!identity) {
      for (let i = 0; i < count; i++) {
        const x = positions[i * 3];
        const y = positions[i * 3 + 1];
        const z = positions[i * 3 + 2];
        positions[i * 3] = m[0] * x + m[4] * y + m[8] * z + m[12];
        positions[i * 3 + 1] = m[1] * x + m[5] * y + m[9] * z + m[13];
        positions[i * 3 + 2] = m[2] * x + m[6] * y + m[10] * z + m[14];
      }
    }
  }
  for (let i = 0; i < positions.length; i++) {
    if (!Number.isFinite(positions[i])) fail('corrupt GLB: a position is not a finite number');
  }
  return { kind: indices ? 'mesh' : 'points', count, positions, colors, indices };
}
