import { RedrawPacer } from '../redraw-pacer.js';
import { simulateSeeds } from './support/simulated-playback.js';

const PERIOD = 1000 / 30;
const VSYNC = 1000 / 60;

/** Feeds the pacer animation frames `intervalMs` apart that all drew; returns the time of the last one. */
function drawEvery(pacer: RedrawPacer, intervalMs: number, count: number, from = 0): number {
  let t = from;
  for (let i = 0; i < count; i++, t += intervalMs) {
    pacer.frame(t);
    pacer.drew(t);
  }
  return t - intervalMs;
}

describe('RedrawPacer', () => {
  it('lets a renderer that keeps up with a 60 Hz display draw every camera change', () => {
    const pacer = new RedrawPacer(PERIOD);
    const t = drawEvery(pacer, VSYNC, 120);
    expect(pacer.slow).toBe(false);
    expect(pacer.cameraOnlyDraw(t + VSYNC, true)).toBe(true);
  });

  it('holds camera-only draws for the next media frame once back-to-back draws come slower than 0.6 of a frame', () => {
    const pacer = new RedrawPacer(PERIOD);
    const t = drawEvery(pacer, 2 * VSYNC, 30);
    expect(pacer.slow).toBe(true);
    // Half a media frame after the last draw: wait for the media frame's draw.
    expect(pacer.cameraOnlyDraw(t + VSYNC, true)).toBe(false);
    // A whole media frame without a draw (no new frame ready): the camera is drawn anyway.
    expect(pacer.cameraOnlyDraw(t + PERIOD, true)).toBe(true);
    // Nothing playing (paused, waiting, ended): every camera change is drawn.
    expect(pacer.cameraOnlyDraw(t + VSYNC, false)).toBe(true);
  });

  it('a single draw after a frame without one does not count: the next frame comes at the next vsync anyway', () => {
    const pacer = new RedrawPacer(PERIOD);
    drawEvery(pacer, 2 * VSYNC, 30);
    // Media draws every other vsync, the frames between them do not draw: no new evidence, still slow.
    for (let t = 10_000; t < 12_000; t += 2 * VSYNC) {
      pacer.frame(t);
      pacer.drew(t);
      pacer.frame(t + VSYNC);
    }
    expect(pacer.slow).toBe(true);
  });

  it('counts as fast again when back-to-back draws keep up (e.g. while paused)', () => {
    const pacer = new RedrawPacer(PERIOD);
    const t = drawEvery(pacer, 2 * VSYNC, 30);
    expect(pacer.slow).toBe(true);
    drawEvery(pacer, VSYNC, 30, t + VSYNC);
    expect(pacer.slow).toBe(false);
  });

  it('does not flip on a one-off: the first draw compiling its shaders, a garbage collection', () => {
    const pacer = new RedrawPacer(PERIOD);
    let t = drawEvery(pacer, VSYNC, 3);
    for (const pause of [300, VSYNC, VSYNC, 120, VSYNC, 2 * VSYNC, VSYNC, 80, VSYNC, VSYNC]) {
      t += pause;
      pacer.frame(t);
      pacer.drew(t);
      expect(pacer.slow).toBe(false);
    }
  });

  it('does not flip on a fast renderer’s jitter around one vsync', () => {
    const pacer = new RedrawPacer(PERIOD);
    let t = 0;
    for (let i = 0; i < 600; i++) {
      t += i % 7 === 0 ? 2 * VSYNC : VSYNC; // one frame in seven takes two vsyncs
      pacer.frame(t);
      pacer.drew(t);
      expect(pacer.slow).toBe(false);
    }
  });
});

/**
 * Simulated renderers (see support/simulated-playback.ts): 5 runs of 300 media frames at 30 fps each, the camera
 * turning all along, every frame decoded in time. "every-frame" is the player before redraw pacing.
 */
describe('redraw pacing against simulated renderers', () => {
  const run = (drawFps: number, runAhead = 1) => ({
    before: simulateSeeds({ drawFps, runAhead, policy: 'every-frame' }),
    after: simulateSeeds({ drawFps, runAhead, policy: 'paced' }),
  });

  it.each([28, 30, 36, 45])(
    'a renderer that sustains %i draws a second passes over far fewer media frames',
    (fps) => {
      const { before, after } = run(fps);
      expect(after.dropped).toBeLessThan(before.dropped / 2);
      expect(after.shown + after.dropped).toBe(after.frames);
    },
  );

  it('at 30 and 36 draws a second it stays near the bar (< 1.5 % and < 1 % passed over)', () => {
    expect(run(30).after.dropped / run(30).after.frames).toBeLessThan(0.015);
    expect(run(36).after.dropped / run(36).after.frames).toBeLessThan(0.01);
  });

  it('where each frame waits for the last draw (no run-ahead), 45 draws a second drop ~1 % instead of ~18 %', () => {
    const { before, after } = run(45, 0);
    expect(before.dropped / before.frames).toBeGreaterThan(0.1);
    expect(after.dropped).toBeLessThan(before.dropped / 10);
  });

  it('draws far fewer camera-only frames on a slow renderer', () => {
    const { before, after } = run(36);
    expect(after.cameraOnlyDraws).toBeLessThan(before.cameraOnlyDraws / 4);
  });

  it('a renderer that keeps up with 60 Hz keeps drawing the camera at the display rate', () => {
    const { before, after } = run(90);
    // The same draws but for the warm-up's (the clock starts a few vsyncs later, so a seed's jitter may add one).
    expect(Math.abs(after.draws - after.warmUpDraws - before.draws)).toBeLessThanOrEqual(5);
    expect(after.draws / 5 / 10).toBeGreaterThan(59); // draws a second
    expect(after.dropped).toBe(0);
  });

  it('times the renderer on the first frame before the clock starts: a slow one passes nothing over at the start', () => {
    const start = (warmUp: boolean) => simulateSeeds({ drawFps: 30, policy: 'paced', seconds: 0.6, warmUp });
    expect(start(false).dropped).toBeGreaterThan(5);
    const warmed = start(true);
    expect(warmed.dropped).toBe(0);
    // Half a window of back-to-back draws, not the cap: about 0.4 s of the first frame at 30 draws a second.
    expect(warmed.warmUpDraws / 5).toBeLessThanOrEqual(14);
  });

  it('a renderer too slow for the content (20 draws a second) is not made worse', () => {
    const { before, after } = run(20);
    expect(after.dropped).toBeLessThanOrEqual(before.dropped);
  });
});
