/** The viewing path's least rate: a sample at least every 1/30 s, whatever the picture's frame rate. */
export const POSE_SAMPLE_PERIOD_MS = 1000 / 30;

/**
 * When the player adds a sample between drawn frames. The camera is sampled at every animation frame; a renderer
 * slower than 30 frames per second (software WebGL, a weak phone) would thin the viewing path with it, although the
 * participant's gestures move the camera as often as ever. So a timer ticks every `POSE_SAMPLE_PERIOD_MS` and takes a
 * sample when none was taken for most of a period: on a fast renderer (60 Hz) it never adds one, on a slow one the
 * path keeps about 30 samples a second. "Most of", not all: a timer fires a little late now and then, and a strict
 * whole period would then skip a tick and leave a double gap.
 */
export class PoseSampleClock {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly periodMs = POSE_SAMPLE_PERIOD_MS) {}

  /** A sample was taken at `t` (ms), at a drawn frame or by the timer. */
  taken(t: number): void {
    this.last = t;
  }

  /** The timer's tick at `t`: whether to sample now. */
  due(t: number): boolean {
    return t - this.last >= 0.8 * this.periodMs;
  }
}
