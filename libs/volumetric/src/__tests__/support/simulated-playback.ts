import { PlaybackScheduler } from '../../playback-scheduler.js';
import { RedrawPacer, WARM_UP_MAX_DRAWS } from '../../redraw-pacer.js';

/**
 * The player's animation-frame loop against a simulated renderer, with every media frame decoded in time and the
 * camera turning all along (as in the bench), so that only drawing decides what is passed over.
 *
 * The model: animation frames come at the display's vsync (60 Hz), each a little late (up to `callbackJitterMs`,
 * the main thread's other work). A draw occupies the renderer for 1000/`drawFps` ms, ± `jitter` of that (uniform).
 * The browser lets `runAhead` draws be in flight when an animation frame starts (Chromium lets the page run one
 * frame ahead of the GPU; 0 means each frame waits for the last draw); otherwise the frame waits for a later vsync.
 * `policy` is what the player draws: 'every-frame' draws every animation frame whose picture changed (the camera
 * moves, so every one: the player before redraw pacing), 'paced' asks RedrawPacer for camera-only draws.
 */
export interface SimulationOptions {
  drawFps: number;
  policy: 'every-frame' | 'paced';
  jitter?: number;
  runAhead?: number;
  callbackJitterMs?: number;
  lateToleranceFrames?: number;
  /** Draw the first frame back to back until the pacer has timed the renderer, before the clock starts (the player). */
  warmUp?: boolean;
  seconds?: number;
  fps?: number;
  seed?: number;
}

export interface SimulationResult {
  frames: number;
  dropped: number;
  late: number;
  shown: number;
  draws: number;
  /** Draws that showed no new media frame (the camera alone moved). */
  cameraOnlyDraws: number;
  /** Draws of the first frame before the clock started, timing the renderer. */
  warmUpDraws: number;
}

/** A small seeded generator (mulberry32), so every run of a test sees the same jitter. */
export function seeded(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function simulatePlayback(options: SimulationOptions): SimulationResult {
  const {
    drawFps,
    policy,
    jitter = 0.2,
    runAhead = 1,
    callbackJitterMs = 2,
    lateToleranceFrames = 0,
    warmUp = true,
    seconds = 10,
    fps = 30,
    seed = 1,
  } = options;
  const random = seeded(seed);
  const vsync = 1000 / 60;
  const frames = Math.round(seconds * fps);
  const scheduler = new PlaybackScheduler(fps, frames, false, lateToleranceFrames);
  const pacer = new RedrawPacer(1000 / fps);
  const inFlight: number[] = []; // completion times of the draws
  let rendererFree = 0;
  let draws = 0;
  let cameraOnlyDraws = 0;
  let warmUpDraws = 0;
  for (let k = 0; k < (seconds + 2) * 60; k++) {
    const vsyncAt = 1000 + k * vsync;
    if (inFlight.filter((done) => done > vsyncAt).length > runAhead) continue;
    const now = vsyncAt + callbackJitterMs * random();
    pacer.frame(now);
    const warming =
      warmUp &&
      policy === 'paced' &&
      scheduler.shown < 0 &&
      warmUpDraws < WARM_UP_MAX_DRAWS &&
      !pacer.measured;
    if (warming) warmUpDraws++;
    const tick = warming
      ? { show: null, dropped: 0, waiting: false, ended: false }
      : scheduler.tick(now, () => 'ready');
    if (tick.ended) break;
    const newFrame = tick.show !== null;
    const draw = warming || newFrame || policy === 'every-frame' || pacer.cameraOnlyDraw(now, true);
    if (!draw) continue;
    rendererFree = Math.max(now, rendererFree) + (1000 / drawFps) * (1 + jitter * (2 * random() - 1));
    inFlight.push(rendererFree);
    pacer.drew(now);
    draws++;
    if (!newFrame && !warming) cameraOnlyDraws++;
  }
  return {
    frames,
    dropped: scheduler.droppedTotal,
    late: scheduler.lateTotal,
    shown: scheduler.shownTotal,
    draws,
    cameraOnlyDraws,
    warmUpDraws,
  };
}

/** Totals over several seeds. */
export function simulateSeeds(options: SimulationOptions, seeds = 5): SimulationResult {
  const total: SimulationResult = {
    frames: 0,
    dropped: 0,
    late: 0,
    shown: 0,
    draws: 0,
    cameraOnlyDraws: 0,
    warmUpDraws: 0,
  };
  for (let seed = 1; seed <= seeds; seed++) {
    const r = simulatePlayback({ ...options, seed });
    for (const key of Object.keys(total) as (keyof SimulationResult)[]) total[key] += r[key];
  }
  return total;
}
