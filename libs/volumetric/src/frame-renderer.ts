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

/**
 * One scene, one geometry sized once for the sequence's largest frame. Each new frame is copied into the same
 * buffers and only the written range is re-uploaded (`addUpdateRange`), and `setDrawRange` limits the draw to it, so
 * playback never allocates GPU buffers. What is drawn is every decoded point or triangle: no level of detail.
 */
export class FrameRenderer {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera: PerspectiveCamera;
  readonly geometry = new BufferGeometry();
  private readonly position: BufferAttribute;
  private readonly color: BufferAttribute;
  private readonly index: BufferAttribute | null;

  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly manifest: SequenceManifest,
  ) {
    const context = canvas.getContext('webgl2', { antialias: true, preserveDrawingBuffer: false });
    if (!context) throw new WebGL2UnavailableError();
    this.renderer = new WebGLRenderer({ canvas, context });
    this.renderer.setPixelRatio(Math.min(2, globalThis.devicePixelRatio || 1));
    this.scene.background = new Color(0x20232a);
    const cam = manifest.camera;
    this.camera = new PerspectiveCamera(cam?.fov ?? 45, 1, 0.01, 1000);
    const n = Math.max(1, manifest.maxPoints);
    this.position = new BufferAttribute(new Float32Array(n * 3), 3).setUsage(DynamicDrawUsage);
    this.color = new BufferAttribute(new Uint8Array(n * 3).fill(200), 3, true).setUsage(DynamicDrawUsage);
    this.geometry.setAttribute('position', this.position);
    this.geometry.setAttribute('color', this.color);
    this.geometry.setDrawRange(0, 0);
    if (manifest.kind === 'mesh') {
      this.index = new BufferAttribute(new Uint32Array(Math.max(3, manifest.maxIndices)), 1).setUsage(
        DynamicDrawUsage,
      );
      this.geometry.setIndex(this.index);
      const material = new MeshPhongMaterial({ vertexColors: true, flatShading: true, shininess: 10 });
      this.scene.add(new Mesh(this.geometry, material));
      this.scene.add(new AmbientLight(0xffffff, 0.9));
      const sun = new DirectionalLight(0xffffff, 1.8);
      sun.position.set(1, 2, 1.5);
      this.scene.add(sun);
    } else {
      this.index = null;
      const size = manifest.pointSize ?? 0.01;
      this.scene.add(
        new Points(this.geometry, new PointsMaterial({ size, vertexColors: true, sizeAttenuation: true })),
      );
    }
    // Bounds never change shape enough to matter for culling; skip per-frame bounding volume work.
    this.scene.traverse((o) => (o.frustumCulled = false));
  }

  /** Copies a decoded frame into the buffers; returns the milliseconds spent (the player's own cost). */
  upload(frame: DecodedFrame): number {
    const start = performance.now();
    const n = Math.min(frame.count, this.manifest.maxPoints);
    (this.position.array as Float32Array).set(frame.positions.subarray(0, n * 3));
    this.position.clearUpdateRanges();
    this.position.addUpdateRange(0, n * 3);
    this.position.needsUpdate = true;
    if (frame.colors) {
      (this.color.array as Uint8Array).set(frame.colors.subarray(0, n * 3));
      this.color.clearUpdateRanges();
      this.color.addUpdateRange(0, n * 3);
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

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
  }

  render(): void {
    this.renderer.render(this.scene, this.camera);
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
