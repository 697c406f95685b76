import { POSE_SAMPLE_PERIOD_MS, PoseSampleClock } from '../pose-sample-clock.js';

/**
 * Plays `seconds` of a renderer drawing every `drawMs` (a sample per drawn frame) beside the timer ticking every
 * period, late by `lateMs(i)` on its i-th tick, and returns the samples' times.
 */
function simulate(drawMs: number, seconds: number, lateMs: (i: number) => number = () => 0): number[] {
  const clock = new PoseSampleClock();
  const events: Array<{ t: number; kind: 'draw' | 'tick' }> = [];
  for (let i = 0; i * drawMs < seconds * 1000; i++) events.push({ t: i * drawMs, kind: 'draw' });
  for (let i = 1; i * POSE_SAMPLE_PERIOD_MS < seconds * 1000; i++)
    events.push({ t: i * POSE_SAMPLE_PERIOD_MS + lateMs(i), kind: 'tick' });
  events.sort((a, b) => a.t - b.t);
  const samples: number[] = [];
  for (const e of events) {
    if (e.kind === 'draw' || clock.due(e.t)) {
      clock.taken(e.t);
      samples.push(e.t);
    }
  }
  return samples;
}

function intervals(samples: number[]): number[] {
  return samples.slice(1).map((t, i) => t - samples[i]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

describe('PoseSampleClock', () => {
  it('keeps the path at 30 Hz (median interval ≤ 34 ms) when the picture is drawn at 12 Hz', () => {
    const samples = simulate(1000 / 12, 10);
    expect(samples.length / 10).toBeGreaterThanOrEqual(30);
    expect(median(intervals(samples))).toBeLessThanOrEqual(34);
    // A drawn frame just before a tick makes the timer wait for the next tick: never two whole periods.
    expect(Math.max(...intervals(samples))).toBeLessThan(2 * POSE_SAMPLE_PERIOD_MS);
  });

  it('adds nothing when the picture is drawn at 60 Hz: a sample per drawn frame is already more', () => {
    const samples = simulate(1000 / 60, 10);
    const drawn = Array.from({ length: 700 }, (_, i) => i * (1000 / 60)).filter((t) => t < 10_000);
    expect(samples).toEqual(drawn);
    expect(Math.max(...intervals(samples))).toBeLessThan(17);
  });

  it('leaves no double gap when the timer fires a few milliseconds late now and then', () => {
    const samples = simulate(1000 / 5, 10, (i) => (i % 3 === 0 ? 4 : 0));
    expect(Math.max(...intervals(samples))).toBeLessThan(1.5 * POSE_SAMPLE_PERIOD_MS);
    expect(median(intervals(samples))).toBeLessThanOrEqual(34);
  });
});
