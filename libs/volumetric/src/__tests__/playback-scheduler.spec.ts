import { type FrameState, PlaybackScheduler } from '../playback-scheduler.js';
import { seeded } from './support/simulated-playback.js';

const allReady = (): FrameState => 'ready';

describe('PlaybackScheduler', () => {
  it('shows the frame the clock names at the sequence fps', () => {
    const s = new PlaybackScheduler(30, 90, false);
    expect(s.tick(1000, allReady).show).toBe(0);
    expect(s.tick(1000 + 1000 / 30, allReady).show).toBe(1);
    expect(s.tick(1000 + 1000 / 30 + 5, allReady).show).toBeNull(); // same frame: nothing new to draw
    expect(s.tick(2000, allReady).show).toBe(30);
    expect(s.droppedTotal).toBe(28);
  });

  // The first draw compiles the shaders and makes the first upload: on a software renderer it takes several frame
  // periods, and a timeline started before it would pass over the frames of that time.
  it('starts the timeline when the first picture appears, so a slow first draw costs no frames', () => {
    const s = new PlaybackScheduler(30, 90, false);
    expect(s.tick(0, allReady).show).toBe(0);
    s.firstPresented(120);
    expect(s.tick(120, allReady).show).toBeNull();
    expect(s.tick(120 + 1000 / 30, allReady).show).toBe(1);
    expect(s.tick(120 + 2000 / 30, allReady).show).toBe(2);
    expect(s.droppedTotal).toBe(0);
    // Later calls change nothing: only the first picture starts the timeline.
    s.firstPresented(500);
    expect(s.tick(120 + 3000 / 30, allReady).show).toBe(3);
  });

  it('skips and counts late frames when a later one is ready, never waits for them', () => {
    const s = new PlaybackScheduler(30, 90, false);
    s.tick(0, allReady);
    const late = new Set([1, 2]);
    const tick = s.tick(100, (f) => (late.has(f) ? 'pending' : 'ready'));
    expect(tick).toEqual({ show: 3, dropped: 2, waiting: false, ended: false });
  });

  it('waits with a spinner when nothing is ready and resumes where it stopped', () => {
    const s = new PlaybackScheduler(30, 90, false);
    s.tick(0, allReady);
    const waiting = s.tick(100, () => 'pending');
    expect(waiting.waiting).toBe(true);
    expect(s.tick(1000, () => 'pending').waiting).toBe(true);
    expect(s.stalls).toBe(1);
    const resumed = s.tick(1010, allReady);
    expect(resumed.show).toBe(1);
    expect(resumed.dropped).toBe(0);
    expect(s.tick(1010 + 1000 / 30, allReady).show).toBe(2);
  });

  it('passes over a frame that failed to decode and counts it', () => {
    const s = new PlaybackScheduler(30, 90, false);
    s.tick(0, allReady);
    const t = s.tick(34, (f) => (f === 1 ? 'missing' : 'pending'));
    expect(t.dropped).toBe(1);
    expect(s.tick(67, allReady).show).toBe(2);
    expect(s.droppedTotal).toBe(1);
  });

  it('ends after the last frame without loop and wraps with loop', () => {
    const once = new PlaybackScheduler(10, 5, false);
    once.tick(0, allReady);
    expect(once.tick(400, allReady).show).toBe(4);
    expect(once.tick(500, allReady).ended).toBe(true);
    expect(once.ended).toBe(true);
    const looped = new PlaybackScheduler(10, 5, true);
    looped.tick(0, allReady);
    expect(looped.tick(700, allReady).show).toBe(2);
    expect(looped.ended).toBe(false);
  });

  it('holds the timeline while paused', () => {
    const s = new PlaybackScheduler(10, 100, false);
    s.tick(0, allReady);
    s.tick(200, allReady);
    s.pause(250);
    expect(s.tick(5000, allReady).show).toBeNull();
    s.resume(5000);
    expect(s.tick(5100, allReady).show).toBe(3);
    expect(s.droppedTotal).toBe(1);
  });

  it('looping: the first complete pass is marked once the clock passes the last frame, and playback goes on', () => {
    const s = new PlaybackScheduler(30, 90, true);
    s.tick(0, allReady);
    expect(s.completedPass).toBe(false);
    expect(s.tick(2990, allReady).show).toBe(89);
    expect(s.completedPass).toBe(false);
    const wrapped = s.tick(3000, allReady);
    expect(wrapped).toMatchObject({ show: 0, ended: false });
    expect(s.completedPass).toBe(true);
    expect(s.tick(3100, allReady).show).toBe(3);
    expect(s.completedPass).toBe(true);
  });

  it('looping: a stall holds the clock, so the pass completes only after every frame had its time', () => {
    const s = new PlaybackScheduler(30, 90, true);
    s.tick(0, allReady);
    s.tick(1000, allReady); // frame 30
    s.tick(1100, () => 'pending'); // waits at 31
    s.tick(3100, () => 'pending'); // two seconds of stall
    s.tick(3100, allReady);
    // Without the hold the clock would name frame 93 (past the end) here.
    expect(s.tick(3100 + 1000, allReady).show).toBe(61);
    expect(s.completedPass).toBe(false);
  });

  it('without looping the end is the first complete pass', () => {
    const s = new PlaybackScheduler(30, 90, false);
    s.tick(0, allReady);
    expect(s.tick(3000, allReady).ended).toBe(true);
    expect(s.completedPass).toBe(true);
  });

  describe('late within a tolerance', () => {
    const P = 1000 / 30;

    it('shows the next frame, counted late, when a tick lands less than the tolerance past its slot', () => {
      const strict = new PlaybackScheduler(30, 90, false);
      const tolerant = new PlaybackScheduler(30, 90, false, 0.5);
      for (const s of [strict, tolerant]) {
        s.tick(0, allReady);
        s.tick(P + 1, allReady); // frame 1
      }
      // Frame 2's slot ended at 3P; this tick comes 0.3 of a frame after it.
      const at = 3 * P + 0.3 * P;
      expect(strict.tick(at, allReady)).toEqual({ show: 3, dropped: 1, waiting: false, ended: false });
      expect(tolerant.tick(at, allReady)).toEqual({ show: 2, dropped: 0, waiting: false, ended: false });
      expect(tolerant.lateTotal).toBe(1);
      expect(tolerant.droppedTotal).toBe(0);
      // The clock did not move: the next tick in frame 3's slot shows 3 on time.
      expect(tolerant.tick(3 * P + 0.9 * P, allReady).show).toBe(3);
      expect(tolerant.lateTotal).toBe(1);
    });

    it('passes the frame over (and counts it) once the tick is the tolerance or more past its slot', () => {
      const s = new PlaybackScheduler(30, 90, false, 0.5);
      s.tick(0, allReady);
      expect(s.tick(2 * P + 0.6 * P, allReady)).toMatchObject({ show: 2, dropped: 1 });
      expect(s.lateTotal).toBe(0);
      // Two or more frames behind is never "late": the newest ready frame wins as before.
      expect(s.tick(5 * P + 0.1 * P, allReady)).toMatchObject({ show: 5, dropped: 2 });
    });

    it('keeps the timing exact: no frame shown more than the tolerance past its slot, the end on the clock', () => {
      const tolerance = 0.5;
      const s = new PlaybackScheduler(30, 300, false, tolerance);
      const random = seeded(7);
      let t = 1000;
      s.tick(t, allReady);
      let endedAt: number | null = null;
      while (endedAt === null) {
        t += P * (0.6 + 0.9 * random()); // ticks 20–50 ms apart
        const tick = s.tick(t, allReady);
        if (tick.ended) endedAt = t;
        else if (tick.show !== null) expect(t).toBeLessThan(1000 + (tick.show + 1 + tolerance) * P + 1e-6);
      }
      expect(endedAt).toBeGreaterThanOrEqual(1000 + 300 * P);
      expect(endedAt).toBeLessThan(1000 + 300 * P + 1.5 * P);
      expect(s.shownTotal + s.droppedTotal).toBe(300);
      expect(s.lateTotal).toBeGreaterThan(0);
    });

    it('is off unless asked for, even a rounding error before a slot boundary', () => {
      const s = new PlaybackScheduler(30, 90, false);
      s.tick(0, allReady);
      s.tick(2 * P + 0.01 * P, allReady);
      expect(s.lateTotal).toBe(0);
      expect(s.droppedTotal).toBe(1);
      // The clock reads 4 − 1e-12 frames: position() rounds it to 4, frame 3 is passed over as before.
      expect(s.tick(4 * P - 1e-11, allReady)).toMatchObject({ show: 4, dropped: 1 });
      expect(s.lateTotal).toBe(0);
    });
  });
});
