import { FixedWindowCounter } from '../fixed-window-counter.js';

describe('FixedWindowCounter', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 5_000_000;
  });

  it('allows limit events per key, then reports the time left in the window', () => {
    const counter = new FixedWindowCounter(60_000, clock);
    for (let i = 0; i < 3; i++) {
      expect(counter.retryAfterMs('a', 3)).toBe(0);
      counter.hit('a');
    }
    expect(counter.retryAfterMs('a', 3)).toBe(60_000);
    now += 15_000;
    expect(counter.retryAfterMs('a', 3)).toBe(45_000);
    expect(counter.retryAfterMs('a', 4)).toBe(0);
  });

  it('keeps keys apart', () => {
    const counter = new FixedWindowCounter(60_000, clock);
    counter.hit('a');
    expect(counter.retryAfterMs('a', 1)).toBeGreaterThan(0);
    expect(counter.retryAfterMs('b', 1)).toBe(0);
  });

  it('starts a fresh window once the old one has ended (the window is fixed, not extended by later hits)', () => {
    const counter = new FixedWindowCounter(60_000, clock);
    counter.hit('a');
    now += 59_999;
    counter.hit('a');
    expect(counter.retryAfterMs('a', 2)).toBe(1);
    now += 1;
    expect(counter.retryAfterMs('a', 2)).toBe(0);
    counter.hit('a');
    expect(counter.retryAfterMs('a', 1)).toBe(60_000);
    expect(counter.retryAfterMs('a', 2)).toBe(0);
  });

  it('forgets a deleted key', () => {
    const counter = new FixedWindowCounter(60_000, clock);
    counter.hit('a');
    counter.delete('a');
    expect(counter.retryAfterMs('a', 1)).toBe(0);
  });

  it('sweeps expired keys once it holds more than maxKeys', () => {
    const counter = new FixedWindowCounter(1_000, clock, 3);
    counter.hit('a');
    counter.hit('b');
    counter.hit('c');
    now += 1_000;
    expect(counter.size).toBe(3);
    counter.hit('d');
    expect(counter.size).toBe(1);
    expect(counter.retryAfterMs('d', 1)).toBe(1_000);
  });
});
