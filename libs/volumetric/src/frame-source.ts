import type { DecodedFrame } from './draco-decode.js';
import type { DracoDecodePool } from './decode-pool.js';
import { FrameRing } from './frame-ring.js';
import type { FrameState } from './playback-scheduler.js';
import { type SequenceManifest, parseSequenceManifest, SEQUENCE_MANIFEST_FILE } from './sequence-manifest.js';

export async function loadManifest(baseUrl: string): Promise<SequenceManifest> {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/${SEQUENCE_MANIFEST_FILE}`, {
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`sequence.json: HTTP ${res.status}`);
  const parsed = parseSequenceManifest(await res.json());
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.manifest;
}

/** Decoded frames a looping player may keep so each is decoded once (the whole sequence or nothing). */
export const DEFAULT_LOOP_CACHE_BYTES = 64 * 2 ** 20;

/**
 * Keeps the ring filled ahead of the playhead: fetches each frame's bytes (kept, they are small, so a loop does not
 * fetch again) and hands them to the decoder pool, at most two jobs per worker in flight. A frame that fails to
 * fetch or decode is marked missing; the scheduler passes over it and counts it. When looping and the whole decoded
 * sequence fits `loopCacheBytes`, each frame is decoded once and kept (the ring then holds the kept frames, no
 * copies), so later passes leave the CPU to drawing; otherwise memory stays bounded by the ring.
 */
export class FrameSource {
  readonly ring: FrameRing<DecodedFrame>;
  private readonly raw = new Map<number, ArrayBuffer>();
  private readonly kept: Map<number, DecodedFrame> | null;
  private readonly failed = new Set<number>();
  readonly errors: string[] = [];
  decodeMsTotal = 0;
  decoded = 0;
  private disposed = false;

  constructor(
    readonly manifest: SequenceManifest,
    private readonly baseUrl: string,
    private readonly pool: DracoDecodePool,
    capacity: number,
    loop: boolean,
    /** Decode .drc positions to Draco's quantised integers (the renderer dequantises on the GPU). */
    private readonly quantized = true,
    loopCacheBytes = DEFAULT_LOOP_CACHE_BYTES,
  ) {
    this.ring = new FrameRing(capacity, manifest.frameCount, loop);
    // Bounded by the float size of the largest frame, whatever the decode returns.
    const frameBytes = manifest.maxPoints * (12 + 3) + manifest.maxIndices * 4;
    this.kept = loop && manifest.frameCount * frameBytes <= loopCacheBytes ? new Map() : null;
  }

  /** Decoded frames kept for later passes of a loop. */
  get cachedFrames(): number {
    return this.kept?.size ?? 0;
  }

  state = (frame: number): FrameState =>
    this.ring.has(frame) ? 'ready' : this.failed.has(frame) ? 'missing' : 'pending';

  /** Requests what the window starting at `playhead` still lacks. */
  fill(playhead: number): void {
    const wanted = this.ring.advance(playhead).filter((i) => !this.failed.has(i));
    let budget = this.pool.size * 2 - this.pool.pending;
    for (const index of wanted) {
      const kept = this.kept?.get(index);
      if (kept) {
        this.ring.markPending(index);
        this.ring.put(index, kept);
      } else if (budget-- > 0) {
        this.ring.markPending(index);
        void this.load(index);
      }
    }
  }

  private async bytes(index: number): Promise<ArrayBuffer> {
    const kept = this.raw.get(index);
    if (kept) return kept.slice(0);
    const res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/${this.manifest.frames[index].file}`, {
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const buf = await res.arrayBuffer();
    this.raw.set(index, buf);
    return buf.slice(0);
  }

  private async load(index: number): Promise<void> {
    try {
      const frame = await this.pool.decode(await this.bytes(index), this.manifest.maxPoints, this.quantized);
      if (this.disposed) return;
      this.decodeMsTotal += frame.decodeMs;
      this.decoded++;
      if (frame.count > this.manifest.maxPoints || (frame.indices?.length ?? 0) > this.manifest.maxIndices) {
        throw new Error('larger than the sequence says');
      }
      this.ring.put(index, frame);
      if (this.kept) {
        this.kept.set(index, frame);
        this.raw.delete(index); // decoded for good: its bytes are not needed again
      }
    } catch (e) {
      if (this.disposed) return;
      this.failed.add(index);
      this.ring.fail(index);
      this.errors.push(`frame ${index}: ${(e as Error).message}`);
    }
  }

  /** Waits until `frame` is decoded or failed (the replay's seek). */
  async waitFor(frame: number, timeoutMs = 10_000): Promise<DecodedFrame | null> {
    const start = performance.now();
    while (performance.now() - start < timeoutMs) {
      this.fill(frame);
      if (this.ring.has(frame)) return this.ring.get(frame)!;
      if (this.failed.has(frame)) return null;
      await new Promise((r) => setTimeout(r, 5));
    }
    return null;
  }

  dispose(): void {
    this.disposed = true;
  }
}
