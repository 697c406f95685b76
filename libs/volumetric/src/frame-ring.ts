/**
 * A bounded store of decoded frames ahead of the playhead. It never holds more than `capacity` frames, so memory is
 * capped at capacity × the largest frame; frames behind the playhead are dropped as it moves on.
 */
export class FrameRing<T> {
  private readonly frames = new Map<number, T>();
  private readonly pending = new Set<number>();

  constructor(
    readonly capacity: number,
    readonly frameCount: number,
    readonly loop: boolean,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a whole number ≥ 1');
  }

  get size(): number {
    return this.frames.size;
  }

  has(index: number): boolean {
    return this.frames.has(index);
  }

  get(index: number): T | undefined {
    return this.frames.get(index);
  }

  /** The frame indices that belong in the window starting at the playhead, in playing order. */
  window(playhead: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < Math.min(this.capacity, this.frameCount); i++) {
      const f = playhead + i;
      if (f < this.frameCount) out.push(f);
      else if (this.loop) out.push(f % this.frameCount);
      else break;
    }
    return out;
  }

  /** Frees frames outside the window and returns the indices to request next (not held, not in flight). */
  advance(playhead: number): number[] {
    const wanted = this.window(playhead);
    const keep = new Set(wanted);
    for (const index of [...this.frames.keys()]) if (!keep.has(index)) this.frames.delete(index);
    for (const index of [...this.pending]) if (!keep.has(index)) this.pending.delete(index);
    return wanted.filter((i) => !this.frames.has(i) && !this.pending.has(i));
  }

  markPending(index: number): void {
    this.pending.add(index);
  }

  /** Stores a decoded frame if it is still wanted (a late answer for a frame already passed is dropped). */
  put(index: number, frame: T): boolean {
    const wasPending = this.pending.delete(index);
    if (!wasPending || this.frames.size >= this.capacity) return false;
    this.frames.set(index, frame);
    return true;
  }

  /** A frame that failed to decode is no longer in flight; it stays missing and the scheduler skips it. */
  fail(index: number): void {
    this.pending.delete(index);
  }

  isPending(index: number): boolean {
    return this.pending.has(index);
  }
}
