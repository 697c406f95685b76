/**
 * When the player may draw a camera-only change (the camera moved, the media frame did not).
 *
 * A renderer that keeps up with the display draws every animation frame: the camera answers at the display's rate.
 * A slow one (software WebGL, a weak phone) holds the next animation frame back until its draw is done; a draw for
 * a camera change between two media frames then pushes the next media frame's draw past its slot, and the clock
 * passes that frame over. So when the renderer is slow, camera changes wait for the next media frame's draw (which
 * shows them too): every draw shows a new media frame. The content is never touched, only how often the same
 * content is drawn again. The pose is still sampled at every animation frame and by the pose timer.
 *
 * "Slow" is read from the animation frames themselves: after two frames in a row that drew, the time to the next
 * frame, averaged over the last `WINDOW` such times without the `TRIMMED` longest, so that a few one-offs (the
 * first draw compiling its shaders, a garbage collection) do not flip it: while playing, a slow renderer is not
 * measured again. An average, not a median: vsync rounds each time to 16.7 or 33.3 ms, and a renderer that
 * sustains 45 draws a second gives a mix of both whose median is one vsync. Two in a row, because the browser lets one draw run ahead: after a single draw the next frame
 * comes at the next vsync whatever the draw costs, and only back-to-back draws show what the renderer sustains. A
 * renderer that keeps up gives one vsync (16.7 ms at 60 Hz); slow means more than `SLOW_SHARE` of a media frame
 * (20 ms at 30 fps), and it takes under `FAST_SHARE` (18 ms) to count as fast again, so a 60 Hz display with a
 * fast GPU does not flip on its jitter. While nothing plays (paused, waiting, ended) camera changes are drawn as they
 * come (and measured again); while playing, one is still drawn once a whole media frame passed without a draw.
 * See docs/developer/decisions/volumetric.md.
 */
export const SLOW_SHARE = 0.6;
export const FAST_SHARE = 0.54;
export const WINDOW = 24;
export const TRIMMED = 3;
/** The most animation frames the player spends measuring the renderer on its first frame before the clock starts. */
export const WARM_UP_MAX_DRAWS = WINDOW / 2 + 4;

export class RedrawPacer {
  /** Timestamp of the last animation frame if it drew, and whether the one before it drew too. */
  private drewAt: number | null = null;
  private drewBefore = false;
  private lastDrawAt = Number.NEGATIVE_INFINITY;
  private readonly recent: number[] = [];
  private mean: number | null = null;
  private slowNow = false;

  constructor(readonly mediaPeriodMs: number) {}

  /** The renderer is currently slow: camera-only draws are coalesced into media frames' draws. */
  get slow(): boolean {
    return this.slowNow;
  }

  /**
   * Whether enough back-to-back draws were timed to tell slow from fast (half a window). The player draws its first
   * frame back to back until then, before its clock starts: measured during playback instead, a slow renderer's
   * camera redraws passed over every third media frame of the first half second.
   */
  get measured(): boolean {
    return this.recent.length >= WINDOW / 2;
  }

  /** The (trimmed) mean time to the next animation frame after back-to-back draws, ms (null before any). */
  get afterDrawMs(): number | null {
    return this.mean;
  }

  /** Start of an animation frame at `nowMs` (its timestamp). */
  frame(nowMs: number): void {
    const measured = this.drewAt !== null && this.drewBefore ? nowMs - this.drewAt : null;
    this.drewBefore = this.drewAt !== null;
    this.drewAt = null;
    if (measured === null || !(measured > 0)) return;
    this.recent.push(measured);
    if (this.recent.length > WINDOW) this.recent.shift();
    const kept = [...this.recent].sort((a, b) => a - b).slice(0, Math.max(1, this.recent.length - TRIMMED));
    this.mean = kept.reduce((sum, v) => sum + v, 0) / kept.length;
    if (this.recent.length < WINDOW / 2) return; // half a window first
    if (!this.slowNow && this.mean > SLOW_SHARE * this.mediaPeriodMs) this.slowNow = true;
    else if (this.slowNow && this.mean < FAST_SHARE * this.mediaPeriodMs) this.slowNow = false;
  }

  /** Whether a camera-only change may be drawn in the animation frame at `nowMs`. */
  cameraOnlyDraw(nowMs: number, playing: boolean): boolean {
    return !this.slowNow || !playing || nowMs - this.lastDrawAt >= this.mediaPeriodMs;
  }

  /** The animation frame at `nowMs` (the one `frame` was last called for) drew. */
  drew(nowMs: number): void {
    this.drewAt = nowMs;
    this.lastDrawAt = nowMs;
  }
}
