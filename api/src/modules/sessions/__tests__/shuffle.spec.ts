import { shuffle } from '../shuffle.js';

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

describe('shuffle', () => {
  it('keeps the same elements', () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(1)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves its input alone and reaches every order of three over many draws', () => {
    const input = [1, 2, 3];
    const random = seeded(7);
    const orders = new Set(Array.from({ length: 200 }, () => shuffle(input, random).join(',')));
    expect(input).toEqual([1, 2, 3]);
    expect(orders.size).toBe(6);
  });
});
