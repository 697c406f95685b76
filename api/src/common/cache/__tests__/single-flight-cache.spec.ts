import { jest } from '@jest/globals';
import { SingleFlightCache } from '../single-flight-cache.js';

/** A computation the test finishes by hand, counting how often it was started. */
function deferred<V>(version: string, value: V) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const compute = jest.fn(async () => {
    await gate;
    return { version, value };
  });
  return { compute, release };
}

const cacheOf = (maxSize = 1000) =>
  new SingleFlightCache<{ bytes: number }>({ maxSize, sizeOf: (v) => v.bytes });

describe('SingleFlightCache', () => {
  it('computes once, then serves the value while the version is unchanged', async () => {
    const cache = cacheOf();
    const compute = jest.fn(async () => ({ version: 'v1', value: { bytes: 10 } }));
    expect((await cache.get('v1', 'q', compute)).outcome).toBe('miss');
    const second = await cache.get('v1', 'q', compute);
    expect(second).toEqual({ value: { bytes: 10 }, outcome: 'hit' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('shares one computation between identical calls that arrive together', async () => {
    const cache = cacheOf();
    const { compute, release } = deferred('v1', { bytes: 10 });
    const calls = [
      cache.get('v1', 'q', compute),
      cache.get('v1', 'q', compute),
      cache.get('v1', 'q', compute),
    ];
    release();
    const outcomes = (await Promise.all(calls)).map((c) => c.outcome);
    expect(outcomes).toEqual(['miss', 'shared', 'shared']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again for another key or another version', async () => {
    const cache = cacheOf();
    const compute = jest.fn(async () => ({ version: 'v1', value: { bytes: 10 } }));
    await cache.get('v1', 'q', compute);
    expect((await cache.get('v1', 'other', compute)).outcome).toBe('miss');
    const v2 = jest.fn(async () => ({ version: 'v2', value: { bytes: 20 } }));
    expect(await cache.get('v2', 'q', v2)).toEqual({ value: { bytes: 20 }, outcome: 'miss' });
    // The values of v1 went when v2 arrived.
    expect(cache.size).toBe(1);
  });

  it('files a value under the version its data had, not the one the call read', async () => {
    const cache = cacheOf();
    // The call read v1, but a rating arrived before the data was read: the value is v2's.
    await cache.get('v1', 'q', async () => ({ version: 'v2', value: { bytes: 10 } }));
    const compute = jest.fn(async () => ({ version: 'v2', value: { bytes: 11 } }));
    expect(await cache.get('v2', 'q', compute)).toEqual({ value: { bytes: 10 }, outcome: 'hit' });
    expect((await cache.get('v1', 'q', compute)).outcome).toBe('miss');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next call computes again', async () => {
    const cache = cacheOf();
    const failing = jest.fn(async (): Promise<{ version: string; value: { bytes: number } }> => {
      throw new Error('busy');
    });
    await expect(cache.get('v1', 'q', failing)).rejects.toThrow('busy');
    const compute = jest.fn(async () => ({ version: 'v1', value: { bytes: 10 } }));
    expect((await cache.get('v1', 'q', compute)).outcome).toBe('miss');
  });

  it('stays within its size, dropping the least recently used values', async () => {
    const cache = cacheOf(100);
    for (const key of ['a', 'b', 'c'])
      await cache.get('v1', key, async () => ({ version: 'v1', value: { bytes: 40 } }));
    expect(cache.size).toBe(2);
    const compute = jest.fn(async () => ({ version: 'v1', value: { bytes: 40 } }));
    expect((await cache.get('v1', 'a', compute)).outcome).toBe('miss');
    // Larger than the whole cache: served, not kept.
    const huge = await cache.get('v1', 'huge', async () => ({ version: 'v1', value: { bytes: 500 } }));
    expect(huge.value.bytes).toBe(500);
    expect((await cache.get('v1', 'huge', compute)).outcome).toBe('miss');
  });
});
