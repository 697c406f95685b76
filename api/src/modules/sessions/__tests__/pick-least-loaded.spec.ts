import { pickLeastLoaded, shuffle } from '../pick-least-loaded.js';

/** Deterministic PRNG (mulberry32) so tie-break tests are repeatable. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('pickLeastLoaded', () => {
  it('takes every video below the cut-off load and fills up from the cut-off level', () => {
    const candidates = [
      { id: 1, load: 0 },
      { id: 2, load: 1 },
      { id: 3, load: 0 },
      { id: 4, load: 1 },
      { id: 5, load: 1 },
      { id: 6, load: 2 },
    ];
    for (let seed = 1; seed < 50; seed++) {
      const picked = pickLeastLoaded(candidates, 4, seeded(seed));
      expect(picked).toHaveLength(4);
      expect(new Set(picked).size).toBe(4);
      expect(picked).toEqual(expect.arrayContaining([1, 3]));
      expect(picked).not.toContain(6);
    }
  });

  it('breaks ties at random: over many draws every equally loaded video is chosen', () => {
    const candidates = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, load: 3 }));
    const seen = new Set<number>();
    const random = seeded(7);
    for (let i = 0; i < 100; i++) pickLeastLoaded(candidates, 4, random).forEach((id) => seen.add(id));
    expect(seen.size).toBe(10);
  });

  it('shuffles the order (not always ascending ids)', () => {
    const candidates = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, load: 0 }));
    const random = seeded(3);
    const orders = new Set(
      Array.from({ length: 30 }, () => pickLeastLoaded(candidates, 4, random).join(',')),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('returns what there is when fewer candidates than wanted, and nothing for count 0', () => {
    expect(pickLeastLoaded([{ id: 9, load: 5 }], 4).sort()).toEqual([9]);
    expect(pickLeastLoaded([{ id: 9, load: 5 }], 0)).toEqual([]);
    expect(pickLeastLoaded([], 4)).toEqual([]);
  });

  it('shuffle keeps the same elements', () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(1)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
