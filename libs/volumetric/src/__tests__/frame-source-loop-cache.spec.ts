import { jest } from '@jest/globals';
import type { DecodedFrame } from '../draco-decode.js';
import type { DracoDecodePool } from '../decode-pool.js';
import { FrameSource } from '../frame-source.js';
import type { SequenceManifest } from '../sequence-manifest.js';

const FRAMES = 12;

function manifest(maxPoints: number): SequenceManifest {
  return {
    format: 'vvq-volumetric-sequence',
    version: 1,
    kind: 'points',
    fps: 30,
    frameCount: FRAMES,
    frames: Array.from({ length: FRAMES }, (_, i) => ({ file: `f${i}.drc`, bytes: 10, points: maxPoints })),
    maxPoints,
    maxIndices: 0,
    bbox: { min: [0, 0, 0], max: [1, 1, 1] },
    draco: { positionBits: 11, colorBits: 8 },
  } as unknown as SequenceManifest;
}

/** A decoder pool stand-in that counts decodes and answers at once. */
function fakePool() {
  const decode = jest.fn(async (): Promise<DecodedFrame & { decodeMs: number }> => ({
    kind: 'points',
    count: 1,
    positions: new Float32Array(3),
    colors: null,
    indices: null,
    decodeMs: 1,
  }));
  return { pool: { size: 2, pending: 0, decode } as unknown as DracoDecodePool, decode };
}

/** Plays `passes` passes through the sequence, letting every request settle before the playhead moves on. */
async function play(source: FrameSource, passes: number): Promise<void> {
  for (let i = 0; i < FRAMES * passes; i++) {
    for (let k = 0; k < 4; k++) {
      source.fill(i % FRAMES);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(source.state(i % FRAMES)).toBe('ready');
  }
}

beforeEach(() => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(new Uint8Array(10)) as unknown as Response);
});
afterEach(() => jest.restoreAllMocks());

describe('FrameSource when looping', () => {
  it('decodes each frame once when the whole decoded sequence fits the cache', async () => {
    const { pool, decode } = fakePool();
    const source = new FrameSource(manifest(100), '/seq', pool, 4, true, true, 1 << 20);
    await play(source, 3);
    expect(decode).toHaveBeenCalledTimes(FRAMES);
  });

  it('decodes again on every pass when it does not fit: memory stays bounded by the ring', async () => {
    const { pool, decode } = fakePool();
    const source = new FrameSource(manifest(100_000), '/seq', pool, 4, true, true, 1 << 20);
    await play(source, 2);
    expect(decode.mock.calls.length).toBeGreaterThanOrEqual(FRAMES * 2 - 4);
  });

  it('keeps no cache when not looping', async () => {
    const { pool, decode } = fakePool();
    const source = new FrameSource(manifest(100), '/seq', pool, 4, false, true, 1 << 20);
    await play(source, 1);
    expect(decode).toHaveBeenCalledTimes(FRAMES);
    expect(source.cachedFrames).toBe(0);
  });
});
