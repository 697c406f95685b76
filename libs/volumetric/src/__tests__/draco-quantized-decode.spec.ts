import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeDracoFrame } from '../draco-decode.js';
import { dracoDecoderModule, encodeDracoFrame } from '../node/index.js';

// The demo catalogue's frames, as committed (a point cloud and a mesh): the stimulus the player really decodes.
const demo = (name: string) =>
  join(dirname(fileURLToPath(import.meta.url)), '../../../../api/media/volumetric', name, 'f00000.drc');

/** The quantised decode's positions mapped back with its scale and offset: in float32 as Draco does, and in doubles. */
function dequantize(frame: ReturnType<typeof decodeDracoFrame>) {
  const q = frame.quantization!;
  const f = Math.fround;
  const exact = new Float32Array(frame.positions.length);
  const affine = new Float64Array(frame.positions.length);
  frame.positions.forEach((v, i) => {
    exact[i] = f(f(v * q.scale) + q.offset[i % 3]);
    affine[i] = v * q.scale + q.offset[i % 3];
  });
  return { exact, affine };
}

describe('decodeDracoFrame with quantized positions', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let draco: any;
  beforeAll(async () => {
    draco = await dracoDecoderModule();
  });

  it.each(['knot_R1', 'knot_R5', 'bunny_R1', 'bunny_R5'])(
    'the demo frame %s: the same points as the float decode, at half the bytes',
    async (name) => {
      const bytes = new Uint8Array(await readFile(demo(name)));
      const float = decodeDracoFrame(draco, bytes);
      const quantized = decodeDracoFrame(draco, bytes, undefined, true);
      expect(quantized.positions).toBeInstanceOf(Uint16Array);
      expect(quantized.quantization!.bits).toBeLessThanOrEqual(16);
      expect(quantized.positions.byteLength).toBe(float.positions.byteLength / 2);
      expect(quantized.count).toBe(float.count);
      expect(quantized.colors).toEqual(float.colors);
      expect(quantized.indices).toEqual(float.indices);
      const { exact, affine } = dequantize(quantized);
      // Draco's own float32 dequantisation, redone from the integers: identical, bit for bit.
      expect(exact).toEqual(float.positions);
      // What the GPU computes (the affine map, in whatever order it rounds) is the float decode to float precision.
      const extent = Math.max(...float.positions.map(Math.abs));
      affine.forEach((v, i) =>
        expect(Math.abs(v - float.positions[i])).toBeLessThanOrEqual(extent * 2 ** -22),
      );
    },
  );

  it('more than 16 bits: dequantised in the decoder exactly as Draco does', async () => {
    const positions = new Float32Array(Array.from({ length: 900 }, (_, i) => Math.sin(i * 0.37) * 2.5));
    const bytes = await encodeDracoFrame({ positions }, { positionBits: 20, colorBits: 8 });
    const float = decodeDracoFrame(draco, bytes);
    const quantized = decodeDracoFrame(draco, bytes, undefined, true);
    expect(quantized.quantization).toBeUndefined();
    expect(quantized.positions).toBeInstanceOf(Float32Array);
    expect(quantized.positions).toEqual(float.positions);
  });

  it('a frame without quantisation decodes its floats as before', async () => {
    const positions = new Float32Array([0, 0, 0, 1, 2, 3, -1, 0.5, 4]);
    const bytes = await encodeDracoFrame({ positions }, { positionBits: 0, colorBits: 8 });
    const quantized = decodeDracoFrame(draco, bytes, undefined, true);
    expect(quantized.quantization).toBeUndefined();
    expect(quantized.positions).toEqual(decodeDracoFrame(draco, bytes).positions);
  });
});
