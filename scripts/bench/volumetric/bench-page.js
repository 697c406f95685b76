/* global window, document, performance, setInterval, clearInterval, WebGL2RenderingContext */
// Bundled by scripts/bench/volumetric-player.mjs (esbuild) into the page the benchmark loads in Chromium. Plays a
// sequence with the real player and measures per animation frame: the whole callback, the three.js render call and,
// inside it, the buffer uploads (bufferSubData), so that the player's own cost = callback − render + uploads.
import { DracoDecodePool, VolumetricPlayer } from '@vvq/volumetric';

const clock = { render: 0, upload: 0, draws: 0 };
const realSubData = WebGL2RenderingContext.prototype.bufferSubData;
WebGL2RenderingContext.prototype.bufferSubData = function (...args) {
  const t = performance.now();
  try {
    return realSubData.apply(this, args);
  } finally {
    clock.upload += performance.now() - t;
  }
};

const median = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function rendererName() {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return 'no WebGL 2';
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  return ext
    ? `${gl.getParameter(ext.UNMASKED_VENDOR_WEBGL)} / ${gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)}`
    : gl.getParameter(gl.RENDERER);
}

window.rendererName = rendererName;

window.runPlayer = async ({ baseUrl, workers, ringCapacity, durationMs, options = {} }) => {
  const pool = await DracoDecodePool.create(
    { wrapperUrl: '/draco/draco_wasm_wrapper.js', wasmUrl: '/draco/draco_decoder.wasm' },
    workers,
  );
  const t0 = performance.now();
  // A fresh canvas per run: a context's attributes (antialias) are fixed when it is first created.
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'width:960px;height:540px;display:block';
  document.getElementById('view').replaceWith(canvas);
  canvas.id = 'view';
  const player = await VolumetricPlayer.open({
    canvas,
    baseUrl,
    decoder: pool,
    ringCapacity,
    loop: false,
    ...options,
  });
  // three's WebGLRenderer defines render() per instance, so the timer wraps this instance's.
  const three = player.renderer.renderer;
  const realRender = three.render.bind(three);
  three.render = (...a) => {
    const t = performance.now();
    try {
      return realRender(...a);
    } finally {
      clock.draws++;
      clock.render += performance.now() - t;
    }
  };
  const perFrame = [];
  const realRaf = window.requestAnimationFrame.bind(window);
  let shownBefore = 0;
  let heapMax = 0;
  // Where frames were passed over (the media frame on screen when the count grew), to tell start-up from jitter.
  const dropsAt = [];
  let droppedBefore = 0;
  // How soon the next animation frame comes after one that drew: a renderer that keeps up with the display gives
  // one vsync; a slow one (software WebGL) holds the next frame back until its draw is done.
  let drewAt = null;
  const afterDraw = [];
  clock.draws = 0;
  window.requestAnimationFrame = (cb) =>
    realRaf((now) => {
      if (drewAt !== null) afterDraw.push(now - drewAt);
      clock.render = 0;
      clock.upload = 0;
      const drawsBefore = clock.draws;
      const t = performance.now();
      cb(now);
      drewAt = clock.draws > drawsBefore ? now : null;
      const total = performance.now() - t;
      const now2 = player.state();
      if (now2.dropped > droppedBefore) dropsAt.push([now2.frame, now2.dropped - droppedBefore]);
      droppedBefore = now2.dropped;
      const shown = now2.shown;
      if (shown > shownBefore) perFrame.push({ total, render: clock.render, upload: clock.upload });
      shownBefore = shown;
      if (performance.memory) heapMax = Math.max(heapMax, performance.memory.usedJSHeapSize);
    });
  player.start();
  // Pan the camera a little all along, as a participant would; the pose log records it.
  const spin = setInterval(() => player.rig.orbit(0.01, 0, 'mouse', false), 16);
  await new Promise((resolve) => {
    const check = () =>
      player.state().ended || performance.now() - t0 > durationMs ? resolve() : setTimeout(check, 50);
    check();
  });
  clearInterval(spin);
  window.requestAnimationFrame = realRaf;
  const m = player.getMetrics();
  const log = player.poseLog(1, 1);
  const intervals = log.samples.slice(1).map((s, i) => s.t - log.samples[i].t);
  const state = player.state();
  const frames = player.manifest.frameCount;
  const maxFrameBytes = player.manifest.maxPoints * (12 + 3) + player.manifest.maxIndices * 4;
  const result = {
    points: player.manifest.maxPoints,
    frames,
    shown: state.shown,
    dropped: state.dropped,
    dropsAt,
    // Shown past their slot within the scheduler's tolerance (builds that have one); not counted in dropped.
    late: state.late ?? null,
    draws: clock.draws,
    afterDrawMedianMs: median(afterDraw),
    droppedPct: (100 * state.dropped) / frames,
    stalls: state.stalls,
    medianFrameIntervalMs: median(m.frameIntervals),
    firstFrameMs: m.firstFrameMs,
    playerCostMedianMs: median(perFrame.map((f) => f.total - f.render + f.upload)),
    uploadMedianMs: median(perFrame.map((f) => f.upload)),
    renderMedianMs: median(perFrame.map((f) => f.render)),
    decodePerWorker: pool.stats.map((s) => ({
      frames: s.frames,
      msPerFrame: s.frames ? s.busyMs / s.frames : null,
      framesPerSecond: s.busyMs ? (1000 * s.frames) / s.busyMs : null,
    })),
    poseSamples: log.samples.length,
    poseMedianIntervalMs: median(intervals),
    poseRateHz:
      log.samples.length > 1
        ? (1000 * (log.samples.length - 1)) / (log.samples.at(-1).t - log.samples[0].t)
        : null,
    ringCapacity: player.source.ring.capacity,
    ringBoundBytes: player.source.ring.capacity * maxFrameBytes,
    ringMaxHeld: null,
    heapMaxBytes: heapMax || null,
    errors: m.errors,
  };
  player.dispose();
  pool.dispose();
  return result;
};

window.runVideo = async ({ url, durationMs }) => {
  const video = document.createElement('video');
  video.muted = true;
  video.src = url;
  // On top of the player's canvas, inside the viewport: Chromium does not paint a video below the fold and counts
  // every frame it did not paint as dropped.
  video.style.cssText = 'position:fixed;left:0;top:0;width:640px;height:480px';
  document.body.appendChild(video);
  const t0 = performance.now();
  const times = [];
  let first = null;
  const onFrame = (now) => {
    first ??= performance.now() - t0;
    times.push(now);
    if (!video.ended) video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
  await video.play();
  await new Promise((resolve) => {
    video.onended = resolve;
    setTimeout(resolve, durationMs);
  });
  const q = video.getVideoPlaybackQuality();
  video.remove();
  return {
    medianFrameIntervalMs: median(times.slice(1).map((t, i) => t - times[i])),
    firstFrameMs: first,
    totalFrames: q.totalVideoFrames,
    dropped: q.droppedVideoFrames,
    droppedPct: q.totalVideoFrames ? (100 * q.droppedVideoFrames) / q.totalVideoFrames : null,
  };
};
