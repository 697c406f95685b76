import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeDracoFrame } from '../draco-decode.js';
import {
  checkVolumetricSequence,
  DEFAULT_SEQUENCE_LIMITS,
  dracoDecoderModule,
  encodeDracoFrame,
  type FrameGeometry,
  readPly,
  writeSequence,
} from '../node/index.js';
import { buildGlb, dracoGlb } from './support/build-glb.js';

function cloud(n: number, phase: number): FrameGeometry {
  const positions = new Float32Array(n * 3);
  const colors = new Uint8Array(n * 3);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    positions.set([Math.cos(a + phase), (i % 10) / 10, Math.sin(a + phase)], i * 3);
    colors.set([i % 256, 128, 255 - (i % 256)], i * 3);
  }
  return { positions, colors };
}

describe('sequence writer and check', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vvq-seq-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = (frames: FrameGeometry[]) =>
    writeSequence(dir, frames, { fps: 30, bits: { positionBits: 11, colorBits: 8 } });

  it('a written sequence checks ok and records what the catalogue needs', async () => {
    const m = await write([cloud(500, 0), cloud(520, 0.1), cloud(480, 0.2)]);
    expect(m.frameCount).toBe(3);
    expect(m.maxPoints).toBe(520);
    const check = await checkVolumetricSequence(dir);
    expect(check.status).toBe('ok');
    expect(check.summary).toMatchObject({
      kind: 'points',
      frameCount: 3,
      fps: 30,
      maxPoints: 520,
      minPoints: 480,
    });
    expect(check.summary!.bytesPerSecond).toBeGreaterThan(0);
  });

  it('positions survive Draco within the quantisation step', async () => {
    const frame = cloud(300, 0.3);
    const bytes = await encodeDracoFrame(frame, { positionBits: 14, colorBits: 8 });
    const decoded = decodeDracoFrame(await dracoDecoderModule(), bytes);
    expect(decoded.count).toBe(300);
    // Draco may reorder points: compare sorted coordinate sums.
    const key = (p: Float32Array) =>
      Array.from({ length: p.length / 3 }, (_, i) => p[i * 3] + 3 * p[i * 3 + 1] + 7 * p[i * 3 + 2]).sort(
        (a, b) => a - b,
      );
    const a = key(frame.positions);
    const b = key(decoded.positions as Float32Array);
    a.forEach((v, i) => expect(Math.abs(v - b[i])).toBeLessThan(0.01));
  });

  it('refuses a corrupt frame with its reason, and a frame count the manifest disagrees with', async () => {
    await write([cloud(200, 0), cloud(200, 0.1)]);
    const bytes = await readFile(join(dir, 'f00001.drc'));
    await writeFile(join(dir, 'f00001.drc'), bytes.subarray(0, 12));
    const manifest = JSON.parse(await readFile(join(dir, 'sequence.json'), 'utf8'));
    manifest.frames[0].points = 999;
    await writeFile(join(dir, 'sequence.json'), JSON.stringify(manifest));
    const check = await checkVolumetricSequence(dir);
    expect(check.status).toBe('error');
    expect(check.rows.map((r) => r.code)).toEqual(
      expect.arrayContaining(['frame-corrupt', 'frame-count-mismatch']),
    );
    manifest.frameCount = 5;
    await writeFile(join(dir, 'sequence.json'), JSON.stringify(manifest));
    const again = await checkVolumetricSequence(dir);
    expect(again.rows[0]).toMatchObject({
      code: 'manifest-invalid',
      message: 'frameCount says 5 but frames lists 2',
    });
  });

  it('refuses point counts over the limit and inconsistent frame sizes', async () => {
    await write([cloud(100, 0), cloud(1000, 0)]);
    const check = await checkVolumetricSequence(dir, { ...DEFAULT_SEQUENCE_LIMITS, maxPoints: 500 });
    expect(check.rows.map((r) => r.code)).toEqual(
      expect.arrayContaining(['too-many-points', 'inconsistent-frame-sizes']),
    );
  });

  it('checks GLB frames (Draco-compressed glTF, by header whatever the name) as it checks .drc frames', async () => {
    const frames = [cloud(300, 0), cloud(310, 0.1), cloud(290, 0.2)];
    await write(frames);
    const manifest = JSON.parse(await readFile(join(dir, 'sequence.json'), 'utf8'));
    for (let i = 0; i < frames.length; i++) {
      const draco = await readFile(join(dir, manifest.frames[i].file));
      const glb = dracoGlb(new Uint8Array(draco), frames[i].positions.length / 3, 'points');
      await rm(join(dir, manifest.frames[i].file));
      // Frame 2 keeps its .drc name: the header, not the name, says it is a GLB.
      const file = i === 2 ? manifest.frames[i].file : `f${i}.glb`;
      await writeFile(join(dir, file), glb);
      manifest.frames[i].file = file;
      manifest.frames[i].bytes = glb.length;
    }
    await writeFile(join(dir, 'sequence.json'), JSON.stringify(manifest));
    const check = await checkVolumetricSequence(dir);
    expect(check.rows).toEqual([{ level: 'ok', code: 'ok', message: 'The sequence can play' }]);
    expect(check.summary).toMatchObject({ kind: 'points', frameCount: 3, maxPoints: 310, minPoints: 290 });

    // Over the study's limit, corrupt, or needing an extension VVQ does not play: refused with the reason.
    const over = await checkVolumetricSequence(dir, { ...DEFAULT_SEQUENCE_LIMITS, maxPoints: 300 });
    expect(over.rows.filter((r) => r.level === 'error')).toEqual([
      {
        level: 'error',
        code: 'too-many-points',
        message: 'frame 1 (f1.glb): the frame has 310 points; the limit is 300',
        frame: 1,
      },
    ]);
    const glb = await readFile(join(dir, 'f1.glb'));
    await writeFile(join(dir, 'f1.glb'), glb.subarray(0, glb.length - 40));
    await writeFile(
      join(dir, 'f0.glb'),
      buildGlb({ extensionsRequired: ['KHR_gaussian_splatting'], meshes: [{ primitives: [] }] }),
    );
    const bad = await checkVolumetricSequence(dir);
    expect(bad.status).toBe('error');
    expect(bad.rows.map((r) => [r.code, r.frame])).toEqual([
      ['glb-unsupported', 0],
      ['frame-corrupt', 1],
    ]);
    expect(bad.rows[0].message).toBe(
      'frame 0 (f0.glb): the GLB requires the glTF extension(s) KHR_gaussian_splatting; VVQ plays KHR_draco_mesh_compression, EXT_meshopt_compression, KHR_mesh_quantization',
    );
    expect(bad.rows[1].message).toMatch(/^frame 1 \(f1.glb\) cannot be decoded: corrupt GLB: truncated/);
  });

  it('writes Draco GLB frames on request (the converter --glb) that check like the .drc ones', async () => {
    const frames = [cloud(200, 0), cloud(210, 0.1)];
    const m = await writeSequence(dir, frames, {
      fps: 30,
      bits: { positionBits: 11, colorBits: 8 },
      container: 'glb',
    });
    expect(m.frames.map((f) => f.file)).toEqual(['f00000.glb', 'f00001.glb']);
    const check = await checkVolumetricSequence(dir);
    expect(check.status).toBe('ok');
    expect(check.summary).toMatchObject({ frameCount: 2, maxPoints: 210, minPoints: 200 });
  });

  it('reports a missing manifest and a missing frame', async () => {
    expect((await checkVolumetricSequence(dir)).rows[0].code).toBe('manifest-unreadable');
    await write([cloud(100, 0), cloud(100, 0)]);
    await rm(join(dir, 'f00000.drc'));
    expect((await checkVolumetricSequence(dir)).rows.map((r) => r.code)).toContain('frame-missing');
  });
});

describe('readPly', () => {
  it('reads ascii vertices, colours and fans polygons into triangles', () => {
    const text = [
      'ply',
      'format ascii 1.0',
      'element vertex 4',
      'property float x',
      'property float y',
      'property float z',
      'property uchar red',
      'property uchar green',
      'property uchar blue',
      'element face 1',
      'property list uchar int vertex_indices',
      'end_header',
      '0 0 0 255 0 0',
      '1 0 0 0 255 0',
      '1 1 0 0 0 255',
      '0 1 0 10 20 30',
      '4 0 1 2 3',
      '',
    ].join('\n');
    const g = readPly(new TextEncoder().encode(text));
    expect(Array.from(g.positions)).toEqual([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0]);
    expect(Array.from(g.colors!)).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    expect(Array.from(g.indices!)).toEqual([0, 1, 2, 0, 2, 3]);
  });

  it('reads binary little endian point clouds', () => {
    const header =
      'ply\nformat binary_little_endian 1.0\nelement vertex 2\nproperty float x\nproperty float y\nproperty float z\nend_header\n';
    const body = new Float32Array([1, 2, 3, 4, 5, 6]);
    const data = new Uint8Array([...new TextEncoder().encode(header), ...new Uint8Array(body.buffer)]);
    const g = readPly(data);
    expect(Array.from(g.positions)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(g.colors).toBeNull();
    expect(g.indices).toBeNull();
  });

  it('refuses what is not a PLY', () => {
    expect(() => readPly(new TextEncoder().encode('hello'))).toThrow(/not a PLY/);
  });
});
