/* global window, document, performance, requestAnimationFrame */
// Bundled by scripts/bench/volumetric-plain-points.mjs: a bare three.js Points scene whose position buffer is replaced
// every animation frame (float, or 16-bit integers with the dequantisation in the model matrix), like the 6DoF player.
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DynamicDrawUsage,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  WebGLRenderer,
} from 'three';
window.runPlain = async ({ points, attrs, ms, quant, colors, pad, fps }) => {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'width:960px;height:540px;display:block';
  document.body.replaceChildren(canvas);
  const gl = canvas.getContext('webgl2', attrs);
  const r = new WebGLRenderer({ canvas, context: gl });
  r.setSize(960, 540, false);
  const scene = new Scene();
  scene.background = new Color(0x20232a);
  const cam = new PerspectiveCamera(45, 960 / 540, 0.01, 100);
  cam.position.set(0, 0, 3);
  const g = new BufferGeometry();
  // `pad`: 4 components per vertex instead of 3 (a format every GPU takes for vertex input as it is; the fourth
  // position component is ignored by the shader's vec3, the fourth colour byte is opaque alpha).
  const k = pad ? 4 : 3;
  const pos = quant
    ? new BufferAttribute(new Uint16Array(points * k), k)
    : new BufferAttribute(new Float32Array(points * k), k);
  pos.setUsage(DynamicDrawUsage);
  const col = new BufferAttribute(new Uint8Array(points * k).fill(200), k, true);
  col.setUsage(DynamicDrawUsage);
  g.setAttribute('position', pos);
  g.setAttribute('color', col);
  const pts = new Points(g, new PointsMaterial({ size: 0.006, vertexColors: true, sizeAttenuation: true }));
  pts.frustumCulled = false;
  if (quant) {
    pts.scale.setScalar(2 / 2047);
    pts.position.set(-1, -1, -1);
  }
  scene.add(pts);
  const frames = [];
  for (let f = 0; f < 8; f++)
    frames.push(Float32Array.from({ length: points * k }, (_, i) => Math.sin(i * 0.013 + f)));
  const cframes = frames.map((f) => Uint8Array.from(f, (v) => 128 + v * 120));
  const qframes = frames.map((f) => Uint16Array.from(f, (v) => Math.round(((v + 1) / 2) * 2047)));
  const times = [];
  let i = 0;
  const t0 = performance.now();
  // `fps`: paced like a player at that frame rate: a new frame only when the clock reaches its slot, and a slot whose
  // time passed before any animation frame could draw it counts as dropped (the floor a player can reach here).
  let slot = -1;
  let dropped = 0;
  await new Promise((res) => {
    const loop = (now) => {
      // The animation frame's time stamp, as the player's clock reads it; Chromium can set one before the previous one,
      // so a slot at or before the last drawn one is not drawn again (as the player's scheduler does).
      const due = fps ? Math.floor(((now - t0) * fps) / 1000) : slot + 1;
      if (due <= slot) {
        if (performance.now() - t0 < ms) requestAnimationFrame(loop);
        else res();
        return;
      }
      dropped += Math.max(0, due - slot - 1);
      slot = due;
      times.push(now);
      pos.array.set(quant ? qframes[i % 8] : frames[i % 8]);
      pos.needsUpdate = true;
      // `colors`: the colours change every frame too, as the player's do.
      if (colors) {
        col.array.set(cframes[i % 8]);
        col.needsUpdate = true;
      }
      i++;
      cam.position.x = Math.sin(i * 0.01);
      cam.lookAt(0, 0, 0);
      r.render(scene, cam);
      if (performance.now() - t0 < ms) requestAnimationFrame(loop);
      else res();
    };
    requestAnimationFrame(loop);
  });
  r.dispose();
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  const iv = times
    .slice(1)
    .map((t, j) => t - times[j])
    .sort((a, b) => a - b);
  return { frames: times.length, median: iv[iv.length >> 1], slots: slot + 1, dropped };
};
