import { FrameRing } from '../frame-ring.js';

describe('FrameRing', () => {
  it('asks for the frames ahead of the playhead, never more than its capacity', () => {
    const ring = new FrameRing<string>(4, 10, false);
    expect(ring.advance(0)).toEqual([0, 1, 2, 3]);
    [0, 1, 2, 3].forEach((i) => ring.markPending(i));
    expect(ring.advance(0)).toEqual([]);
    [0, 1, 2, 3].forEach((i) => expect(ring.put(i, `f${i}`)).toBe(true));
    expect(ring.size).toBe(4);
    expect(ring.advance(2)).toEqual([4, 5]);
    expect(ring.has(0)).toBe(false);
    expect(ring.get(2)).toBe('f2');
    expect(ring.size).toBe(2);
  });

  it('stops at the end without loop and wraps with loop', () => {
    expect(new FrameRing(4, 10, false).window(8)).toEqual([8, 9]);
    expect(new FrameRing(4, 10, true).window(8)).toEqual([8, 9, 0, 1]);
    expect(new FrameRing(8, 3, true).window(1)).toEqual([1, 2, 0]);
  });

  it('drops an answer for a frame the playhead has passed, and never exceeds the cap', () => {
    const ring = new FrameRing<number>(2, 10, false);
    ring.advance(0).forEach((i) => ring.markPending(i));
    ring.advance(5);
    expect(ring.put(0, 0)).toBe(false);
    expect(ring.put(7, 7)).toBe(false); // never requested
    ring.advance(5).forEach((i) => ring.markPending(i));
    expect(ring.put(5, 5)).toBe(true);
    expect(ring.put(6, 6)).toBe(true);
    expect(ring.size).toBeLessThanOrEqual(2);
  });

  it('forgets a failed frame so the scheduler can pass over it', () => {
    const ring = new FrameRing<number>(3, 10, false);
    ring.advance(0).forEach((i) => ring.markPending(i));
    ring.fail(1);
    expect(ring.isPending(1)).toBe(false);
    expect(ring.has(1)).toBe(false);
  });

  it('refuses a capacity below one', () => {
    expect(() => new FrameRing(0, 10, false)).toThrow(RangeError);
  });
});
