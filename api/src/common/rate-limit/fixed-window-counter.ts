interface Bucket {
  count: number;
  resetAt: number;
}

/**
 * Counts events per key in fixed windows that start at a key's first event, in memory. Expired buckets are
 * dropped when read and swept once the map grows past maxKeys, so a flood of one-off keys cannot grow it forever.
 */
export class FixedWindowCounter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly maxKeys = 50_000,
  ) {}

  /** Milliseconds until this key's window ends when it has reached limit, or 0 when another event is allowed. */
  retryAfterMs(key: string, limit: number): number {
    const t = this.now();
    const bucket = this.live(key, t);
    return bucket && bucket.count >= limit ? bucket.resetAt - t : 0;
  }

  /** Counts one event for this key, opening a new window when none is running. */
  hit(key: string): void {
    const t = this.now();
    const bucket = this.live(key, t);
    if (bucket) bucket.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: t + this.windowMs });
    if (this.buckets.size > this.maxKeys) this.prune(t);
  }

  delete(key: string): void {
    this.buckets.delete(key);
  }

  /** Keys currently held, expired or not (for tests and the sweep). */
  get size(): number {
    return this.buckets.size;
  }

  private live(key: string, t: number): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= t) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private prune(t: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= t) this.buckets.delete(key);
  }
}
