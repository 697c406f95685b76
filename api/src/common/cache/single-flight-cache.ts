import { LRUCache } from 'lru-cache';

/** How a value was served: from the cache, computed for this call, or shared with an identical call in flight. */
export type CacheOutcome = 'hit' | 'miss' | 'shared';

export interface SingleFlightCacheOptions<V> {
  /** Upper bound of the values kept, in the unit of `sizeOf` (bytes here). */
  maxSize: number;
  sizeOf: (value: V) => number;
}

/** A computed value and the data version it was computed from. */
export interface Versioned<V> {
  version: string;
  value: V;
}

/**
 * Values computed once per (data version, key): a bounded LRU of finished values plus the computations in flight,
 * so identical calls that arrive together share one computation instead of queueing several in the worker pool.
 *
 * A call names the version it read; a computation reports the version its data really had (read in one snapshot
 * with the data) and its value is kept under that one, so a value is never filed under a version it was not
 * computed from. A failed computation is not kept (the next call tries again). When a computation brings a new
 * version, the values of older ones are dropped at once: calls that read the new version never ask for them, and
 * the memory is better given back now than when the LRU gets round to it.
 */
export class SingleFlightCache<V extends object> {
  private readonly done: LRUCache<string, V>;
  private readonly running = new Map<string, Promise<V>>();
  private version: string | null = null;

  constructor(options: SingleFlightCacheOptions<V>) {
    this.done = new LRUCache<string, V>({
      maxSize: options.maxSize,
      // A value larger than the whole cache is served but not kept (lru-cache refuses it).
      sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
    });
  }

  async get(
    version: string,
    key: string,
    compute: () => Promise<Versioned<V>>,
  ): Promise<{ value: V; outcome: CacheOutcome }> {
    const id = cacheId(version, key);
    const cached = this.done.get(id);
    if (cached !== undefined) return { value: cached, outcome: 'hit' };
    const inFlight = this.running.get(id);
    if (inFlight) return { value: await inFlight, outcome: 'shared' };
    const computation = (async () => {
      try {
        const result = await compute();
        if (result.version !== this.version) {
          this.done.clear();
          this.version = result.version;
        }
        this.done.set(cacheId(result.version, key), result.value);
        return result.value;
      } finally {
        this.running.delete(id);
      }
    })();
    this.running.set(id, computation);
    return { value: await computation, outcome: 'miss' };
  }

  /** Values kept now (for tests and diagnostics). */
  get size(): number {
    return this.done.size;
  }
}

const cacheId = (version: string, key: string): string => `${version}\u0000${key}`;

/** A JSON answer as the bytes Fastify would send for it (JSON.stringify), to cache and send as they are. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8');
}
