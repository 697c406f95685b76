import { type DecoderAssets, DracoDecodePool } from './decode-pool.js';
import { FrameRenderer } from './frame-renderer.js';
import { FrameSource, loadManifest } from './frame-source.js';
import type { HeadSample } from './head-pose.js';
import { ImmersiveSession } from './immersive-session.js';
import { OrbitRig, orbitFrom, type OrbitState } from './orbit-rig.js';
import { PlaybackScheduler } from './playback-scheduler.js';
import { PointerControls } from './pointer-controls.js';
import { RedrawPacer, WARM_UP_MAX_DRAWS } from './redraw-pacer.js';
import type {
  ControlEvent,
  ControlEventType,
  ControlInput,
  PoseLog,
  PoseSample,
} from './pose-log/pose-log-types.js';
import { PoseLogRoom } from './pose-log/pose-log-room.js';
import { POSE_SAMPLE_PERIOD_MS, PoseSampleClock } from './pose-sample-clock.js';
import { DEFAULT_POSE_LOG_LIMITS } from './pose-log/pose-log-types.js';
import { fitCamera, type SequenceManifest } from './sequence-manifest.js';

export interface PlayerState {
  waiting: boolean;
  ended: boolean;
  /** The sequence played through once (the end, or the first wrap when looping): "played to end". */
  completedPass: boolean;
  playing: boolean;
  /** Frames passed over because they were late or failed to decode. */
  dropped: number;
  /** Frames shown after their slot, within the scheduler's tolerance (not in `dropped`). */
  late: number;
  stalls: number;
  shown: number;
  /** Frames that failed to fetch or decode so far (also counted in `dropped` when passed over). */
  failed: number;
  frame: number;
}

export interface PlayerOptions {
  canvas: HTMLCanvasElement;
  /** URL of the sequence folder (holding sequence.json). */
  baseUrl: string;
  decoder: DecoderAssets | DracoDecodePool;
  loop?: boolean;
  /** Frames decoded ahead; memory is bounded by this × the largest frame. */
  ringCapacity?: number;
  /** Multisampling (default on); see FrameRendererOptions. */
  antialias?: boolean;
  /**
   * Decode positions to Draco's quantised integers and dequantise on the GPU (default on): the same points from less
   * decoding and half the upload. Off decodes floats, as the import check does.
   */
  quantizedPositions?: boolean;
  /**
   * How far past the end of its slot (in frames) the next frame may still be shown, counted as late, instead of
   * being passed over; 0 passes it over (see PlaybackScheduler).
   */
  lateToleranceFrames?: number;
  /** Interactive playback (participant) or a replay driven from outside (admin). */
  mode?: 'play' | 'replay';
  onState?: (state: PlayerState) => void;
  /** A control gesture, with a sentence for the screen-reader live region when it came from the keyboard. */
  onControl?: (event: ControlEvent, announcement: string | null) => void;
  /** An immersive VR session began (true) or ended (false), whichever side ended it. */
  onImmersive?: (immersive: boolean) => void;
}

export interface PlayerMetrics {
  /** Intervals between displayed media frames, ms. */
  frameIntervals: number[];
  /** Main-thread cost per displayed frame (upload and bookkeeping, not the draw), ms. */
  playerCostMs: number[];
  decodeMsTotal: number;
  decoded: number;
  firstFrameMs: number | null;
  errors: string[];
}

/** The participant's 6DoF player: clock-driven playback, orbit controls, and the viewing path logged per frame. */
export class VolumetricPlayer {
  readonly rig: OrbitRig;
  private readonly scheduler: PlaybackScheduler;
  private readonly metrics: PlayerMetrics;
  /** Recording stops where the server would refuse the log (a looping stimulus plays until the rating). */
  private readonly room = new PoseLogRoom(DEFAULT_POSE_LOG_LIMITS);
  private readonly recorded: PoseLog = { trialId: 0, videoId: 0, samples: [], events: [], visibility: [] };
  private passReported = false;
  private readonly t0 = performance.now();
  private pointer: PointerControls | null = null;
  private raf = 0;
  /** Samples between drawn frames when the picture is drawn at under 30 Hz (see PoseSampleClock). */
  private readonly sampleClock = new PoseSampleClock();
  private sampleTimer: ReturnType<typeof setInterval> | null = null;
  /** Coalesces camera-only redraws into media frames' draws when the renderer is slow (see RedrawPacer). */
  private readonly pacer: RedrawPacer;
  private lastShownAt: number | null = null;
  private waiting = false;
  /** The first media frame was drawn in this animation frame; the next one starts the timeline. */
  private firstDrawn = false;
  private warmUpDraws = 0;
  private stopped = false;
  /** The immersive VR session, made on the first Enter VR (the study setting volumetric_immersive). */
  private xr: ImmersiveSession | null = null;
  /** The head of the session frame being stepped; null outside a session or while the runtime has no pose. */
  private head: HeadSample | null = null;
  /** The orbit view when the session began, given back at its end (page gestures meanwhile move no view). */
  private orbitAtEntry: OrbitState | null = null;
  private readonly loop = (now: number) => {
    if (this.stopped || this.immersive) return;
    this.step(now);
    this.raf = requestAnimationFrame(this.loop);
  };
  private readonly onVisibility = () => {
    const t = this.now();
    if (this.room.hasRoom(this.recorded, t)) this.recorded.visibility.push({ t, visible: !document.hidden });
  };

  private constructor(
    readonly manifest: SequenceManifest,
    readonly renderer: FrameRenderer,
    readonly source: FrameSource,
    private readonly pool: DracoDecodePool,
    private readonly ownsPool: boolean,
    private readonly options: PlayerOptions,
  ) {
    const cam = manifest.camera ?? fitCamera(manifest.bbox);
    this.rig = new OrbitRig(orbitFrom(cam.position, cam.target), (type, input) =>
      this.record(type, input, null),
    );
    this.renderer.camera.fov = cam.fov;
    this.renderer.camera.updateProjectionMatrix();
    this.scheduler = new PlaybackScheduler(
      manifest.fps,
      manifest.frameCount,
      options.loop ?? false,
      options.lateToleranceFrames ?? 0,
    );
    this.pacer = new RedrawPacer(1000 / manifest.fps);
    this.metrics = {
      frameIntervals: [],
      playerCostMs: [],
      decodeMsTotal: 0,
      decoded: 0,
      firstFrameMs: null,
      errors: [],
    };
  }

  static async open(options: PlayerOptions): Promise<VolumetricPlayer> {
    const manifest = await loadManifest(options.baseUrl);
    const renderer = new FrameRenderer(options.canvas, manifest, { antialias: options.antialias });
    const ownsPool = !(options.decoder instanceof DracoDecodePool);
    const pool =
      options.decoder instanceof DracoDecodePool
        ? options.decoder
        : await DracoDecodePool.create(options.decoder);
    const capacity =
      options.ringCapacity ?? Math.min(manifest.frameCount, Math.max(8, Math.round(manifest.fps / 2)));
    const source = new FrameSource(
      manifest,
      options.baseUrl,
      pool,
      capacity,
      options.loop ?? false,
      options.quantizedPositions ?? true,
    );
    const player = new VolumetricPlayer(manifest, renderer, source, pool, ownsPool, options);
    player.rig.apply(renderer.camera);
    return player;
  }

  private now(): number {
    return Math.round((performance.now() - this.t0) * 1000) / 1000;
  }

  /** Records a control gesture (buttons of the surrounding UI call this too: fullscreen, pause). */
  record(type: ControlEventType, input: ControlInput, announcement: string | null): void {
    const event = { t: this.now(), type, input };
    if (this.room.hasRoom(this.recorded, event.t)) this.recorded.events.push(event);
    this.options.onControl?.(event, announcement);
  }

  /** Starts playback and the per-frame loop; pointer and keyboard controls attach to the canvas. */
  start(): void {
    if (this.options.mode !== 'replay') {
      this.pointer = new PointerControls(this.renderer.canvas, this.rig, (type, input, text) =>
        this.record(type, input, text),
      );
      document.addEventListener('visibilitychange', this.onVisibility);
      this.sampleTimer = setInterval(() => this.sampleBetweenFrames(), POSE_SAMPLE_PERIOD_MS);
    }
    this.source.fill(0);
    this.raf = requestAnimationFrame(this.loop);
  }

  /** Whether an immersive VR session is showing the stimulus now. */
  get immersive(): boolean {
    return this.xr?.active ?? false;
  }

  /**
   * Shows the stimulus in the headset (call from the participant's click): the same scene and frames, drawn in the
   * session's animation frames, with the head as the camera, starting where the orbit camera is. The playback clock
   * goes on as it was; each frame's sample is the head's pose. Rejects when the browser refuses the session.
   */
  async enterImmersive(input: ControlInput = 'button'): Promise<void> {
    if (this.stopped || this.immersive || this.options.mode === 'replay') return;
    this.xr ??= new ImmersiveSession(
      this.renderer.renderer,
      this.renderer.camera,
      (time, frame) => this.immersiveStep(time, frame),
      () => this.immersiveEnded(),
    );
    this.rig.apply(this.renderer.camera);
    const eye = this.renderer.camera.position;
    const orbit = { ...this.rig.state, target: [...this.rig.state.target] as OrbitState['target'] };
    await this.xr.enter([eye.x, eye.y, eye.z], orbit.target);
    this.orbitAtEntry = orbit;
    if (this.stopped) return this.xr.exit();
    cancelAnimationFrame(this.raf);
    this.record('vr-on', input, null);
    this.options.onImmersive?.(true);
  }

  /** Leaves the headset view for the orbit view, as it was when the session began. */
  exitImmersive(input: ControlInput = 'button'): void {
    if (!this.immersive) return;
    this.exitInput = input;
    this.xr?.exit();
  }

  /** How the session that is ending was left: the participant's button, or the headset or browser ('headset'). */
  private exitInput: ControlInput = 'headset';

  private immersiveStep(now: number, frame: XRFrame): void {
    if (this.stopped) return;
    this.head = this.xr?.headOf(frame) ?? null;
    this.step(now);
  }

  private immersiveEnded(): void {
    this.head = null;
    const input = this.exitInput;
    this.exitInput = 'headset';
    if (this.stopped) return;
    this.record('vr-off', input, null);
    // The orbit camera takes the view back as it was and the canvas has its page size again: draw it next frame.
    if (this.orbitAtEntry) this.rig.state = this.orbitAtEntry;
    this.orbitAtEntry = null;
    this.rig.apply(this.renderer.camera);
    this.renderer.invalidate();
    this.raf = requestAnimationFrame(this.loop);
    this.options.onImmersive?.(false);
  }

  /** The orbit camera, except in a session, where three sets the camera from the head at each draw. */
  private applyOrbit(): void {
    if (!this.immersive) this.rig.apply(this.renderer.camera);
  }

  /**
   * Draws the picture if it changed (see FrameRenderer.renderIfChanged); in a session every frame is drawn, as the
   * headset shows only what each of its frames drew and the head moves with every one.
   */
  private draw(): boolean {
    if (!this.immersive) return this.renderer.renderIfChanged();
    this.renderer.render();
    return true;
  }

  private step(now: number): void {
    const canvas = this.renderer.canvas;
    // In a session three sizes the drawing buffer for the headset (and refuses a resize).
    if (!this.immersive && canvas.width !== canvas.clientWidth * this.renderer.renderer.getPixelRatio()) {
      this.renderer.resize(canvas.clientWidth, canvas.clientHeight);
    }
    if (this.options.mode === 'replay') {
      this.renderer.renderIfChanged();
      return;
    }
    const start = performance.now();
    this.pacer.frame(now);
    if (this.scheduler.shown < 0 && this.source.state(0) === 'pending') {
      // The clock starts with the first frame, so the initial load is a wait (spinner), not a stall.
      this.source.fill(0);
      this.applyOrbit();
      if (this.draw()) this.pacer.drew(now);
      if (!this.waiting) {
        this.waiting = true;
        this.options.onState?.(this.state());
      }
      return;
    }
    // This animation frame comes after the first picture's draw: the timeline starts now (see firstPresented).
    if (this.firstDrawn) {
      this.firstDrawn = false;
      this.scheduler.firstPresented(now);
    }
    if (this.scheduler.shown < 0 && this.source.state(0) === 'ready' && this.warmUp(now)) return;
    const tick = this.scheduler.tick(now, this.source.state);
    let uploaded = false;
    if (tick.show !== null) {
      const frame = this.source.ring.get(tick.show)!;
      this.renderer.upload(frame);
      uploaded = true;
      if (this.lastShownAt !== null) this.metrics.frameIntervals.push(now - this.lastShownAt);
      this.lastShownAt = now;
      if (this.metrics.firstFrameMs === null) this.metrics.firstFrameMs = performance.now() - this.t0;
      if (this.scheduler.shownTotal === 1) this.firstDrawn = true;
    }
    this.source.fill(Math.max(0, this.scheduler.shown + 1) % this.manifest.frameCount);
    this.applyOrbit();
    if (uploaded) this.metrics.playerCostMs.push(performance.now() - start);
    // An unchanged picture (paused, or between media frames with a still camera) is not drawn again; the pose is
    // still sampled every animation frame, so the path keeps its rate whether or not the picture changed (and a
    // timer adds samples where animation frames come at under 30 Hz). On a slow renderer a camera-only change waits
    // for the next media frame's draw, so that draw is not pushed past its slot.
    const playing = !this.scheduler.paused && !tick.waiting && !tick.ended;
    if ((this.immersive || uploaded || this.pacer.cameraOnlyDraw(now, playing)) && this.draw())
      this.pacer.drew(now);
    if (this.scheduler.shown >= 0 && !tick.ended) this.sample();
    const passed = this.scheduler.completedPass && !this.passReported;
    if (tick.show !== null || tick.waiting !== this.waiting || tick.ended || passed) {
      this.passReported = this.scheduler.completedPass;
      this.waiting = tick.waiting;
      this.options.onState?.(this.state());
    }
  }

  /**
   * Before the clock starts, the first frame is drawn in consecutive animation frames until the redraw pacer has
   * timed the renderer (at most WARM_UP_MAX_DRAWS, about 0.2 s on a display-rate renderer, 0.5 s on a slow one): the
   * participant sees the first frame a moment longer, and playback then starts knowing whether camera redraws must
   * wait for media frames. Returns whether this animation frame was such a draw.
   */
  private warmUp(now: number): boolean {
    if (this.warmUpDraws >= WARM_UP_MAX_DRAWS || this.pacer.measured) return false;
    if (this.warmUpDraws === 0) {
      this.renderer.upload(this.source.ring.get(0)!);
      this.metrics.firstFrameMs = performance.now() - this.t0;
    }
    this.warmUpDraws++;
    this.applyOrbit();
    this.renderer.render();
    this.pacer.drew(now);
    if (this.waiting) {
      this.waiting = false;
      this.options.onState?.(this.state());
    }
    return true;
  }

  /** The timer's sample: the camera as the controls have set it since the last drawn frame, on the frame shown. */
  private sampleBetweenFrames(): void {
    // A hidden page shows nothing to look at (the visibility log says so); its timers run at 1 Hz anyway. In a
    // session the head is known only at the session's frames, so there is no pose to add between them.
    if (this.stopped || this.immersive || document.hidden || this.scheduler.shown < 0 || this.scheduler.ended)
      return;
    if (!this.sampleClock.due(performance.now() - this.t0)) return;
    this.rig.apply(this.renderer.camera);
    this.sample();
  }

  private sample(): void {
    const t = this.now();
    const frame = this.scheduler.shown % this.manifest.frameCount;
    if (this.immersive) {
      // The head as the session reported it for this frame, in the content's space; no pose, no sample.
      if (!this.head) return;
      this.sampleClock.taken(t);
      if (this.room.hasRoom(this.recorded, t)) this.recorded.samples.push({ t, frame, ...this.head });
      return;
    }
    const c = this.renderer.camera;
    const q = c.quaternion;
    this.sampleClock.taken(t);
    if (!this.room.hasRoom(this.recorded, t)) return;
    this.recorded.samples.push({
      t,
      frame,
      position: [c.position.x, c.position.y, c.position.z],
      quaternion: [q.x, q.y, q.z, q.w],
      target: [...this.rig.state.target],
      fov: c.fov,
    });
  }

  state(): PlayerState {
    return {
      waiting: this.waiting,
      ended: this.scheduler.ended,
      completedPass: this.scheduler.completedPass,
      playing: !this.scheduler.paused && !this.scheduler.ended,
      dropped: this.scheduler.droppedTotal,
      late: this.scheduler.lateTotal,
      stalls: this.scheduler.stalls,
      shown: this.scheduler.shownTotal,
      failed: this.source.errors.length,
      frame: Math.max(0, this.scheduler.shown) % this.manifest.frameCount,
    };
  }

  pause(input: ControlInput = 'button'): void {
    this.scheduler.pause(performance.now());
    this.record('pause', input, null);
  }

  resume(input: ControlInput = 'button'): void {
    this.scheduler.resume(performance.now());
    this.record('play', input, null);
  }

  /** Replay: shows media frame `frame` with the camera exactly as logged (position, quaternion, fov). */
  async showLogged(sample: PoseSample): Promise<void> {
    const frame = await this.source.waitFor(sample.frame);
    if (frame) this.renderer.upload(frame);
    this.applyPose(sample);
    this.renderer.render();
  }

  applyPose(sample: PoseSample): void {
    const c = this.renderer.camera;
    c.position.set(...sample.position);
    c.quaternion.set(...sample.quaternion);
    if (c.fov !== sample.fov) {
      c.fov = sample.fov;
      c.updateProjectionMatrix();
    }
    c.updateMatrixWorld(true);
  }

  /** The viewing path so far, for the rating request. */
  poseLog(trialId: number, videoId: number): PoseLog {
    return {
      trialId,
      videoId,
      samples: [...this.recorded.samples],
      events: [...this.recorded.events],
      visibility: [...this.recorded.visibility],
    };
  }

  getMetrics(): PlayerMetrics {
    return {
      ...this.metrics,
      decodeMsTotal: this.source.decodeMsTotal,
      decoded: this.source.decoded,
      errors: [...this.source.errors],
    };
  }

  get poolStats() {
    return this.pool.stats;
  }

  dispose(): void {
    this.stopped = true;
    this.xr?.dispose();
    cancelAnimationFrame(this.raf);
    if (this.sampleTimer !== null) clearInterval(this.sampleTimer);
    this.pointer?.dispose();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.source.dispose();
    if (this.ownsPool) this.pool.dispose();
    this.renderer.dispose();
  }
}
