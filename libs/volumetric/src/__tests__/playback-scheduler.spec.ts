import { type FrameState, PlaybackScheduler } from '../playback-scheduler.js';

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
});
