import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DynamicDrawUsage,
  Mesh,
  MeshPhongMaterial,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  WebGLRenderer,
} from 'three';
import type { DecodedFrame } from './draco-decode.js';
import type { SequenceManifest } from './sequence-manifest.js';

export class WebGL2UnavailableError extends Error {
  constructor() {
    super('WebGL 2 is not available in this browser');
  }
}

export interface FrameRendererOptions {
  /**
   * Multisampling. On by default (the spec's picture); a software renderer (SwiftShader) pays for it on every pixel.
   */
  antialias?: boolean;
}

/**
 * One scene, one geometry sized once for the sequence's largest frame. Each new frame is copied into the same
 * buffers and only the written range is re-uploaded (`addUpdateRange`), and `setDrawRange` limits the draw to it, so
 * playback never allocates GPU buffers. What is drawn is every decoded point or triangle: no level of detail.
 * Quantised frames keep their 16-bit integers in the vertex buffer and Draco's scale and offset go into the object's
 * model matrix, so the GPU computes the very positions the float decode would (an affine map), from half the bytes.
 *
 * The 16-bit positions and the 8-bit colours are held with 4 components per vertex (x, y, z, unused; r, g, b, 255):
 * three 16- or 8-bit components are not a vertex format Vulkan requires, and where the driver lacks it (SwiftShader,
 * the software renderer) ANGLE converts the whole buffer after every upload, which cost about a third of the GPU
 * process's time per frame at 30,000 points. The shader reads the same x, y, z (a vec3 takes the first three) and
 * an opaque alpha of exactly 1, so the picture is the same. Float positions (a required format) keep 3 components.
 */
export class FrameRenderer {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera: PerspectiveCamera;
  readonly geometry = new BufferGeometry();
  /** Float positions, or the quantised integers; each allocated (for the largest frame) when a frame first needs it. */
  private floatPosition: BufferAttribute | null = null;
  private quantizedPosition: BufferAttribute | null = null;
  private readonly color: BufferAttribute;
  private readonly index: BufferAttribute | null;
  private readonly object: Points | Mesh;
  /** Camera pose, projection and canvas size at the last draw, to skip drawing an unchanged picture. */
  private readonly drawn = new Float64Array(10).fill(NaN);
  private readonly current = new Float64Array(10);
  private frameChanged = true;

  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly manifest: SequenceManifest,
    options: FrameRendererOptions = {},
  ) {
    const context = canvas.getContext('webgl2', {
      antialias: options.antialias ?? true,
      preserveDrawingBuffer: false,
    });
    if (!context) throw new WebGL2UnavailableError();
    this.renderer = new WebGLRenderer({ canvas, context });
    this.renderer.setPixelRatio(Math.min(2, globalThis.devicePixelRatio || 1));
    this.scene.background = new Color(0x20232a);
    const cam = manifest.camera;
    this.camera = new PerspectiveCamera(cam?.fov ?? 45, 1, 0.01, 1000);
    const n = Math.max(1, manifest.maxPoints);
    // A one-point placeholder until the first frame says which position buffer the sequence needs.
    this.geometry.setAttribute('position', new BufferAttribute(new Float32Array(3), 3));
    const rgba = new Uint8Array(n * 4).fill(200);
    for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
    this.color = new BufferAttribute(rgba, 4, true).setUsage(DynamicDrawUsage);
    this.geometry.setAttribute('color', this.color);
    this.geometry.setDrawRange(0, 0);
    if (manifest.kind === 'mesh') {
      this.index = new BufferAttribute(new Uint32Array(Math.max(3, manifest.maxIndices)), 1).setUsage(
        DynamicDrawUsage,
      );
      this.geometry.setIndex(this.index);
      const material = new MeshPhongMaterial({ vertexColors: true, flatShading: true, shininess: 10 });
      this.object = new Mesh(this.geometry, material);
      this.scene.add(this.object);
      this.scene.add(new AmbientLight(0xffffff, 0.9));
      const sun = new DirectionalLight(0xffffff, 1.8);
      sun.position.set(1, 2, 1.5);
      this.scene.add(sun);
    } else {
      this.index = null;
      const size = manifest.pointSize ?? 0.01;
      this.object = new Points(
        this.geometry,
        new PointsMaterial({ size, vertexColors: true, sizeAttenuation: true }),
      );
      this.scene.add(this.object);
    }
    // Bounds never change shape enough to matter for culling; skip per-frame bounding volume work.
    this.scene.traverse((o) => (o.frustumCulled = false));
  }

  /** Copies a decoded frame into the buffers; returns the milliseconds spent (the player's own cost). */
  upload(frame: DecodedFrame): number {
    const start = performance.now();
    const n = Math.min(frame.count, this.manifest.maxPoints);
    const position = this.positionFor(frame);
    if (position.itemSize === 4) spreadTo4(frame.positions, position.array as Uint16Array, n);
    else (position.array as Float32Array).set(frame.positions.subarray(0, n * 3));
    position.clearUpdateRanges();
    position.addUpdateRange(0, n * position.itemSize);
    position.needsUpdate = true;
    // Draco's dequantisation (q × scale + offset) as the model matrix; identity for float positions.
    const q = frame.quantization;
    this.object.position.set(q?.offset[0] ?? 0, q?.offset[1] ?? 0, q?.offset[2] ?? 0);
    this.object.scale.setScalar(q?.scale ?? 1);
    this.frameChanged = true;
    if (frame.colors) {
      spreadTo4(frame.colors, this.color.array as Uint8Array, n);
      this.color.clearUpdateRanges();
      this.color.addUpdateRange(0, n * 4);
      this.color.needsUpdate = true;
    }
    if (this.index && frame.indices) {
      const k = Math.min(frame.indices.length, this.index.array.length);
      (this.index.array as Uint32Array).set(frame.indices.subarray(0, k));
      this.index.clearUpdateRanges();
      this.index.addUpdateRange(0, k);
      this.index.needsUpdate = true;
      this.geometry.setDrawRange(0, k);
    } else {
      this.geometry.setDrawRange(0, n);
    }
    return performance.now() - start;
  }

  /** The position buffer for this frame's kind of positions, made the geometry's if it was not. */
  private positionFor(frame: DecodedFrame): BufferAttribute {
    const n = Math.max(1, this.manifest.maxPoints);
    const quantized = frame.quantization !== undefined && frame.positions instanceof Uint16Array;
    const attribute = quantized
      ? (this.quantizedPosition ??= new BufferAttribute(new Uint16Array(n * 4), 4).setUsage(DynamicDrawUsage))
      : (this.floatPosition ??= new BufferAttribute(new Float32Array(n * 3), 3).setUsage(DynamicDrawUsage));
    if (this.geometry.getAttribute('position') !== attribute)
      this.geometry.setAttribute('position', attribute);
    return attribute;
  }

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
  }

  render(): void {
    this.renderer.render(this.scene, this.camera);
    this.frameChanged = false;
    this.drawnState(this.drawn);
  }

  /**
   * Draws only when the picture would differ from the last one: a new media frame, a moved camera, a changed field
   * of view or canvas size. An unchanged picture stays on the canvas; a software renderer's time goes elsewhere.
   */
  renderIfChanged(): boolean {
    const now = this.drawnState(this.current);
    if (!this.frameChanged && now.every((v, i) => v === this.drawn[i])) return false;
    this.render();
    return true;
  }

  /** The next renderIfChanged draws (after an immersive session, which drew into the headset, not the canvas). */
  invalidate(): void {
    this.frameChanged = true;
  }

  private drawnState(out: Float64Array): Float64Array {
    const c = this.camera;
    out[0] = c.position.x;
    out[1] = c.position.y;
    out[2] = c.position.z;
    out[3] = c.quaternion.x;
    out[4] = c.quaternion.y;
    out[5] = c.quaternion.z;
    out[6] = c.quaternion.w;
    out[7] = c.fov;
    out[8] = this.canvas.width;
    out[9] = this.canvas.height;
    return out;
  }

  dispose(): void {
    this.geometry.dispose();
    this.scene.traverse((o) => {
      const m = (o as Mesh).material;
      if (m && !Array.isArray(m)) m.dispose();
    });
    this.renderer.dispose();
  }
}

/** Copies `n` vertices of 3 components into a 4-component buffer, leaving each fourth component as it was. */
function spreadTo4(src: ArrayLike<number>, dst: { [i: number]: number; length: number }, n: number): void {
  for (let i = 0, j = 0; i < n * 3; i += 3, j += 4) {
    dst[j] = src[i];
    dst[j + 1] = src[i + 1];
    dst[j + 2] = src[i + 2];
  }
}
