/**
 * Clock-driven playback: the frame to show is the one the clock names at the sequence's fps. A frame that is not
 * decoded in time is skipped and counted when a later one is ready; when the frame the clock names is not ready and
 * nothing later is either, playback waits (the clock holds, the player shows a spinner) and resumes from there.
 * Nothing here lowers the content: frames are shown whole or not at all.
 *
 * Late, within a bound: an animation frame that comes a little after a slot boundary would name the frame after
 * next and pass the next one over, though it missed its slot by a hair (vsync quantisation, a timer's jitter). With
 * a tolerance of `lateToleranceFrames` (a fraction of a frame), the next frame in sequence is shown instead when it
 * is ready and the clock is less than that past the end of its slot; it is counted as late, not dropped. The clock
 * itself never moves for it: every frame shown is at most the tolerance past its slot's end, the following frames
 * keep their slots, and "played to end" comes at exactly the same time. See docs/developer/decisions/volumetric.md.
 */
export interface SchedulerTick {
  /** The frame to display now, or null to keep the current picture. */
  show: number | null;
  /** Frames passed over since the previous tick (late or corrupt). */
  dropped: number;
  /** True while playback waits for a frame (show a spinner). */
  waiting: boolean;
  ended: boolean;
}

export type FrameState = 'ready' | 'pending' | 'missing';

export class PlaybackScheduler {
  private startMs: number | null = null;
  /** The clock's frame when the current run started, so a wait or pause shifts the timeline instead of skipping. */
  private baseFrame = 0;
  private lastShown = -1;
  private heldSince: number | null = null;
  private finished = false;
  private passed = false;
  private presented = false;
  droppedTotal = 0;
  /** Frames shown after their slot ended, within the tolerance (not counted in `droppedTotal`). */
  lateTotal = 0;
  stalls = 0;
  shownTotal = 0;

  constructor(
    readonly fps: number,
    readonly frameCount: number,
    readonly loop: boolean,
    readonly lateToleranceFrames = 0,
  ) {}

  get ended(): boolean {
    return this.finished;
  }

  /**
   * Whether the clock has gone past the last frame once: the end without looping, the first wrap with it. Waits
   * hold the clock, so a pass completes only after every frame had its time ("played to end" means this).
   */
  get completedPass(): boolean {
    return this.passed;
  }

  get shown(): number {
    return this.lastShown;
  }

  /** The absolute (unwrapped) frame position of the clock at `nowMs`. */
  position(nowMs: number): number {
    return Math.floor(this.clock(nowMs) + 1e-9);
  }

  /** The clock in frames, with the fraction of the current frame's slot. */
  private clock(nowMs: number): number {
    if (this.startMs === null) return this.baseFrame;
    return this.baseFrame + ((nowMs - this.startMs) * this.fps) / 1000;
  }

  private restart(nowMs: number, frame: number): void {
    this.startMs = nowMs;
    this.baseFrame = frame;
  }

  /**
   * The first picture reached the screen at `nowMs` (the animation frame after its draw). That draw compiles the
   * shaders and makes the first upload, several frame periods on a software renderer: the timeline starts from the
   * picture's appearance, as a video's does, so that draw passes over no frame. Only the first shown frame counts.
   */
  firstPresented(nowMs: number): void {
    if (this.presented) return;
    this.presented = true;
    if (this.shownTotal === 1 && !this.paused && !this.finished) this.restart(nowMs, this.lastShown);
  }

  pause(nowMs: number): void {
    this.baseFrame = this.position(nowMs);
    this.startMs = null;
  }

  resume(nowMs: number): void {
    if (this.startMs === null) this.startMs = nowMs;
  }

  get paused(): boolean {
    return this.startMs === null;
  }

  /** `state(i)` tells whether media frame i (0..frameCount-1) is decoded, in flight, or failed. */
  tick(nowMs: number, state: (frame: number) => FrameState): SchedulerTick {
    if (this.finished) return { show: null, dropped: 0, waiting: false, ended: true };
    if (this.startMs === null && this.lastShown < 0 && this.heldSince === null) this.restart(nowMs, 0);
    const media = (abs: number) => (this.loop ? abs % this.frameCount : abs);
    const target = this.position(nowMs);
    // While waiting the clock's reading runs on until the hold below; only a pass whose last frame was shown or
    // passed over counts.
    if (target >= this.frameCount && (!this.loop || this.lastShown >= this.frameCount - 1))
      this.passed = true;
    if (!this.loop && target >= this.frameCount) {
      this.finished = true;
      const dropped = Math.max(0, this.frameCount - 1 - this.lastShown);
      this.droppedTotal += dropped;
      return { show: null, dropped, waiting: false, ended: true };
    }
    if (this.paused) return { show: null, dropped: 0, waiting: false, ended: false };
    if (target <= this.lastShown) return { show: null, dropped: 0, waiting: false, ended: false };
    const next = this.lastShown + 1;
    if (
      this.lateToleranceFrames > 0 &&
      target === next + 1 &&
      this.clock(nowMs) - target < this.lateToleranceFrames &&
      state(media(next)) === 'ready'
    ) {
      this.lateTotal++;
      this.shownTotal++;
      this.lastShown = next;
      if (this.heldSince !== null) this.heldSince = null;
      return { show: media(next), dropped: 0, waiting: false, ended: false };
    }
    // The newest frame at or before the target that is ready wins; failed frames count as passed over.
    for (let abs = target; abs > this.lastShown; abs--) {
      if (state(media(abs)) === 'ready') {
        const dropped = abs - this.lastShown - 1;
        this.droppedTotal += dropped;
        this.shownTotal++;
        this.lastShown = abs;
        if (this.heldSince !== null) this.heldSince = null;
        return { show: media(abs), dropped, waiting: false, ended: false };
      }
    }
    if (state(media(next)) === 'missing') {
      // A frame that cannot be decoded is skipped (and counted) rather than waited for.
      this.lastShown = next;
      this.droppedTotal++;
      return { show: null, dropped: 1, waiting: false, ended: false };
    }
    // Nothing ready: hold the clock at the next frame so playback resumes there instead of jumping.
    if (this.heldSince === null) {
      this.heldSince = nowMs;
      this.stalls++;
    }
    this.restart(nowMs, next);
    return { show: null, dropped: 0, waiting: true, ended: false };
  }
}
