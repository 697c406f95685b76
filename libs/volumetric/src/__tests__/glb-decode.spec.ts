import { readFile } from 'node:fs/promises';
import { decodeDracoFrame } from '../draco-decode.js';
import { decodeGlbFrame, type GlbDecoders, isGlbBytes } from '../glb-decode.js';
import { dracoDecoderModule, encodeDracoFrame, meshoptDecoderModule } from '../node/index.js';
import { buildGlb, dracoGlb } from './support/build-glb.js';

const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from(p))));

/** A plain (uncompressed) point cloud: float positions, normalised RGB bytes padded to 4 bytes a vertex. */
function plainPoints(): Uint8Array {
  const positions = new Float32Array([0, 0, 0, 1, 2, 3, -1, 0.5, 4]);
  const colours = new Uint8Array([255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 0]);
  return buildGlb(
    {
      asset: { version: '2.0' },
      buffers: [{ byteLength: 48 }],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: 36 },
        { buffer: 0, byteOffset: 36, byteLength: 12, byteStride: 4 },
      ],
      accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3' },
        { bufferView: 1, componentType: 5121, normalized: true, count: 3, type: 'VEC3' },
      ],
      meshes: [{ primitives: [{ attributes: { POSITION: 0, COLOR_0: 1 }, mode: 0 }] }],
    },
    concat(bytesOf(positions), colours),
  );
}

describe('decodeGlbFrame', () => {
  let decoders: GlbDecoders;
  beforeAll(async () => {
    decoders = {
      draco: await dracoDecoderModule(),
      meshopt: await meshoptDecoderModule(),
      decodeDraco: decodeDracoFrame,
    };
  });

  it('recognises a GLB by its magic', () => {
    expect(isGlbBytes(plainPoints())).toBe(true);
    expect(isGlbBytes(new Uint8Array([0x44, 0x52, 0x41, 0x43, 0x4f]))).toBe(false);
  });

  it('reads an uncompressed point cloud: positions, normalised colours, no indices', () => {
    const frame = decodeGlbFrame(plainPoints(), decoders);
    expect(frame.kind).toBe('points');
    expect(frame.count).toBe(3);
    expect(Array.from(frame.positions)).toEqual([0, 0, 0, 1, 2, 3, -1, 0.5, 4]);
    expect(Array.from(frame.colors!)).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255]);
    expect(frame.indices).toBeNull();
  });

  it('reads an uncompressed indexed mesh with float RGBA colours and applies its node (and parent) transform', () => {
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0]);
    const colours = new Float32Array([1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0.5, 0.5, 0.5, 1]);
    const indices = new Uint16Array([0, 1, 2, 1, 3, 2]);
    const glb = buildGlb(
      {
        asset: { version: '2.0' },
        buffers: [{ byteLength: 48 + 64 + 12 }],
        bufferViews: [
          { buffer: 0, byteOffset: 0, byteLength: 48 },
          { buffer: 0, byteOffset: 48, byteLength: 64 },
          { buffer: 0, byteOffset: 112, byteLength: 12 },
        ],
        accessors: [
          { bufferView: 0, componentType: 5126, count: 4, type: 'VEC3' },
          { bufferView: 1, componentType: 5126, count: 4, type: 'VEC4' },
          { bufferView: 2, componentType: 5123, count: 6, type: 'SCALAR' },
        ],
        meshes: [{ primitives: [{ attributes: { POSITION: 0, COLOR_0: 1 }, indices: 2 }] }],
        // The mesh's node scales by 2; its parent moves by (10, 0, 0).
        nodes: [
          { children: [1], translation: [10, 0, 0] },
          { mesh: 0, scale: [2, 2, 2] },
        ],
      },
      concat(bytesOf(positions), bytesOf(colours), bytesOf(indices)),
    );
    const frame = decodeGlbFrame(glb, decoders);
    expect(frame.kind).toBe('mesh');
    expect(Array.from(frame.positions)).toEqual([10, 0, 0, 12, 0, 0, 10, 2, 0, 12, 2, 0]);
    expect(Array.from(frame.colors!)).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 128, 128, 128]);
    expect(Array.from(frame.indices!)).toEqual([0, 1, 2, 1, 3, 2]);
  });

  it('decodes KHR_draco_mesh_compression with the same decoder as a .drc frame, attributes by the extension ids', async () => {
    const n = 400;
    const positions = new Float32Array(n * 3);
    const colours = new Uint8Array(n * 3);
    for (let i = 0; i < n; i++) {
      positions.set([Math.cos(i), (i % 20) / 20, Math.sin(i)], i * 3);
      colours.set([i % 256, 7, 255 - (i % 256)], i * 3);
    }
    const draco = await encodeDracoFrame({ positions, colors: colours }, { positionBits: 14, colorBits: 8 });
    const glb = dracoGlb(draco, n, 'points');
    const fromGlb = decodeGlbFrame(glb, decoders);
    const fromDrc = decodeDracoFrame(decoders.draco, draco);
    expect(fromGlb.kind).toBe('points');
    expect(fromGlb.count).toBe(n);
    expect(Array.from(fromGlb.positions)).toEqual(Array.from(fromDrc.positions));
    expect(Array.from(fromGlb.colors!)).toEqual(Array.from(fromDrc.colors!));
    // Swapped ids read the colour as the position: the ids, not Draco's semantic types, pick the attributes.
    expect(() =>
      decodeGlbFrame(
        buildGlb(
          {
            meshes: [
              {
                primitives: [
                  {
                    mode: 0,
                    attributes: { POSITION: 0 },
                    extensions: {
                      KHR_draco_mesh_compression: { bufferView: 0, attributes: { POSITION: 9 } },
                    },
                  },
                ],
              },
            ],
            accessors: [{ componentType: 5126, count: n, type: 'VEC3' }],
            buffers: [{ byteLength: draco.length }],
            bufferViews: [{ buffer: 0, byteLength: draco.length }],
          },
          draco,
        ),
        decoders,
      ),
    ).toThrow(/no positions/);
  });

  it('decodes an EXT_meshopt_compression mesh with quantised positions (the committed fixture, made by scripts/volumetric/make-meshopt-fixture.mjs)', async () => {
    const glb = new Uint8Array(await readFile(new URL('./fixtures/meshopt-mesh.glb', import.meta.url)));
    const frame = decodeGlbFrame(glb, decoders);
    expect(frame.kind).toBe('mesh');
    expect(frame.count).toBe(9);
    // The script's grid: quantised (x·1000, y·2000, (x+y)·500), node scale 0.001 and translation (−1, 0, 0.5).
    const expected: number[] = [];
    const colours: number[] = [];
    for (let y = 0; y < 3; y++)
      for (let x = 0; x < 3; x++) {
        expected.push(x - 1, y * 2, (x + y) * 0.5 + 0.5);
        colours.push(x * 100, y * 100, 50);
      }
    Array.from(frame.positions).forEach((v, i) => expect(v).toBeCloseTo(expected[i], 6));
    expect(Array.from(frame.colors!)).toEqual(colours);
    // meshopt's index codec keeps each triangle and its winding but may rotate its corners: compare rotated to the
    // smallest corner first.
    const triangles = (ix: ArrayLike<number>) =>
      Array.from({ length: ix.length / 3 }, (_, t) => {
        const c = [ix[t * 3], ix[t * 3 + 1], ix[t * 3 + 2]];
        const k = c.indexOf(Math.min(...c));
        return [c[k], c[(k + 1) % 3], c[(k + 2) % 3]].join(',');
      }).sort();
    expect(triangles(frame.indices!)).toEqual(
      triangles([0, 1, 3, 1, 4, 3, 1, 2, 4, 2, 5, 4, 3, 4, 6, 4, 7, 6, 4, 5, 7, 5, 8, 7]),
    );
    // Without the meshopt decoder the frame is refused, not misread.
    expect(() => decodeGlbFrame(glb, { ...decoders, meshopt: null })).toThrow(
      /meshopt decoder is not available/,
    );
  });

  const refusal = (bytes: Uint8Array, maxPoints?: number): { code?: string; message: string } => {
    try {
      decodeGlbFrame(bytes, decoders, maxPoints);
    } catch (e) {
      return { code: (e as { code?: string }).code, message: (e as Error).message };
    }
    throw new Error('decoded');
  };

  it('refuses with a reason: other required extensions, no mesh, lines, too many points, truncated or corrupt', () => {
    expect(refusal(buildGlb({ extensionsRequired: ['KHR_texture_basisu'], meshes: [] }))).toEqual({
      code: 'glb-unsupported',
      message:
        'the GLB requires the glTF extension(s) KHR_texture_basisu; VVQ plays KHR_draco_mesh_compression, EXT_meshopt_compression, KHR_mesh_quantization',
    });
    expect(refusal(buildGlb({ asset: { version: '2.0' } }))).toEqual({
      code: 'glb-unsupported',
      message: 'the GLB has no mesh',
    });
    expect(
      refusal(buildGlb({ meshes: [{ primitives: [{ attributes: { POSITION: 0 }, mode: 1 }] }] })).message,
    ).toBe("the mesh's primitive mode is 1; VVQ plays points (0) and triangles (4)");
    expect(refusal(plainPoints(), 2)).toEqual({
      code: 'too-many-points',
      message: 'the frame has 3 points; the limit is 2',
    });
    const good = plainPoints();
    expect(refusal(good.subarray(0, good.length - 8)).message).toMatch(/^corrupt GLB: truncated/);
    const badJson = good.slice();
    badJson[20] = 0x7d; // "}" where "{" was
    expect(refusal(badJson)).toEqual({
      code: 'frame-corrupt',
      message: 'corrupt GLB: its JSON chunk is not JSON',
    });
    const pastEnd = buildGlb(
      {
        buffers: [{ byteLength: 12 }],
        bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 12 }],
        accessors: [{ bufferView: 0, componentType: 5126, count: 2, type: 'VEC3' }],
        meshes: [{ primitives: [{ attributes: { POSITION: 0 }, mode: 0 }] }],
      },
      new Uint8Array(12),
    );
    expect(refusal(pastEnd).message).toBe('corrupt GLB: accessor 0 runs past its buffer view');
    const external = buildGlb({
      buffers: [{ byteLength: 12, uri: 'frame.bin' }],
      bufferViews: [{ buffer: 0, byteLength: 12 }],
      accessors: [{ bufferView: 0, componentType: 5126, count: 1, type: 'VEC3' }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 }, mode: 0 }] }],
    });
    expect(refusal(external).message).toBe(
      'the GLB points to an external buffer; a frame must carry its data',
    );
  });
});
