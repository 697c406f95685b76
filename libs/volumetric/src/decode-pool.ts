import { type DecodedFrame, decodeDracoFrame } from './draco-decode.js';
import { decodeGlbFrame } from './glb-decode.js';

export interface DecoderAssets {
  /** URL of three's `draco_wasm_wrapper.js` as built into the app (served by us, never a CDN). */
  wrapperUrl: string;
  /** URL of `draco_decoder.wasm` as built into the app. */
  wasmUrl: string;
  /**
   * URL of three's `meshopt_decoder.module.js` as built into the app, for GLB frames with EXT_meshopt_compression;
   * without it such frames fail (Draco and plain GLB frames still play).
   */
  meshoptUrl?: string;
}

export interface WorkerStats {
  frames: number;
  /** Milliseconds spent decoding inside the worker. */
  busyMs: number;
}

interface Job {
  id: number;
  bytes: ArrayBuffer;
  resolve: (f: DecodedFrame & { decodeMs: number }) => void;
  reject: (e: Error) => void;
}

/* The worker: three's Emscripten wrapper defines DracoDecoderModule, three's meshopt module (its export line cut)
 * MeshoptDecoder; decodeDracoFrame's and decodeGlbFrame's sources are appended so the worker decodes exactly as the
 * Node import check does. A frame is a GLB when it starts with "glTF", whatever its file name. */
function workerMain(): void {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const scope = self as any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let ready: Promise<any> | null = null;
  scope.onmessage = (e: MessageEvent) => {
    const msg = e.data;
    if (msg.type === 'init') {
      const meshopt = scope.MeshoptDecoder
        ? scope.MeshoptDecoder.ready.then(() => scope.MeshoptDecoder).catch(() => null)
        : Promise.resolve(null);
      ready = Promise.all([scope.DracoDecoderModule({ wasmBinary: msg.wasm }), meshopt]);
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    ready!.then(([draco, meshopt]: any[]) => {
      const start = performance.now();
      try {
        const bytes = new Uint8Array(msg.bytes);
        const glb =
          bytes.length >= 4 &&
          bytes[0] === 0x67 &&
          bytes[1] === 0x6c &&
          bytes[2] === 0x54 &&
          bytes[3] === 0x46;
        const frame = glb
          ? scope.decodeGlbFrame(
              bytes,
              { draco, meshopt, decodeDraco: scope.decodeDracoFrame },
              msg.maxPoints ?? Infinity,
            )
          : scope.decodeDracoFrame(draco, bytes, undefined, msg.quantized === true);
        const transfer = [frame.positions.buffer];
        if (frame.colors) transfer.push(frame.colors.buffer);
        if (frame.indices) transfer.push(frame.indices.buffer);
        scope.postMessage({ id: msg.id, frame, decodeMs: performance.now() - start }, transfer);
      } catch (err) {
        scope.postMessage({ id: msg.id, error: String((err as Error)?.message ?? err) });
      }
    });
  };
}

/** A fixed pool of decoder workers; each job goes to the worker with the fewest jobs in flight. */
export class DracoDecodePool {
  readonly stats: WorkerStats[];
  private readonly inFlight: Map<number, Job>[];
  private nextId = 1;
  private closed = false;

  private constructor(
    private readonly workers: Worker[],
    private readonly url: string,
  ) {
    this.stats = workers.map(() => ({ frames: 0, busyMs: 0 }));
    this.inFlight = workers.map(() => new Map());
    workers.forEach((w, i) => {
      w.onmessage = (e: MessageEvent) => this.settle(i, e.data);
      w.onerror = (e) => this.failAll(i, new Error(e.message || 'decoder worker failed'));
    });
  }

  static async create(assets: DecoderAssets, size = defaultPoolSize()): Promise<DracoDecodePool> {
    const [wrapper, wasm, meshopt] = await Promise.all([
      fetch(assets.wrapperUrl).then((r) => {
        if (!r.ok) throw new Error(`Draco decoder script: HTTP ${r.status}`);
        return r.text();
      }),
      fetch(assets.wasmUrl).then((r) => {
        if (!r.ok) throw new Error(`Draco decoder: HTTP ${r.status}`);
        return r.arrayBuffer();
      }),
      assets.meshoptUrl
        ? fetch(assets.meshoptUrl).then((r) => {
            if (!r.ok) throw new Error(`meshopt decoder script: HTTP ${r.status}`);
            return r.text();
          })
        : Promise.resolve(''),
    ]);
    const source = [
      wrapper,
      meshoptAsClassicScript(meshopt),
      `self.decodeDracoFrame = ${decodeDracoFrame.toString()};`,
      `self.decodeGlbFrame = ${decodeGlbFrame.toString()};`,
      `(${workerMain.toString()})();`,
    ].join('\n');
    const url = URL.createObjectURL(new Blob([source], { type: 'application/javascript' }));
    const workers = Array.from({ length: size }, () => {
      const w = new Worker(url);
      w.postMessage({ type: 'init', wasm: wasm.slice(0) });
      return w;
    });
    return new DracoDecodePool(workers, url);
  }

  get size(): number {
    return this.workers.length;
  }

  get pending(): number {
    return this.inFlight.reduce((s, m) => s + m.size, 0);
  }

  /**
   * Decodes one frame (.drc or GLB); the bytes are transferred to the worker (the caller's copy is detached). A GLB
   * declaring more than `maxPoints` vertices is refused before it is decoded. With `quantized`, a .drc frame's
   * positions come back as Draco's quantised integers with their scale and offset (see PositionQuantization).
   */
  decode(
    bytes: ArrayBuffer,
    maxPoints?: number,
    quantized = false,
  ): Promise<DecodedFrame & { decodeMs: number }> {
    if (this.closed) return Promise.reject(new Error('decoder pool closed'));
    let best = 0;
    this.inFlight.forEach((m, i) => {
      if (m.size < this.inFlight[best].size) best = i;
    });
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.inFlight[best].set(id, { id, bytes, resolve, reject });
      this.workers[best].postMessage({ type: 'decode', id, bytes, maxPoints, quantized }, [bytes]);
    });
  }

  private settle(
    worker: number,
    data: { id: number; frame?: DecodedFrame; decodeMs?: number; error?: string },
  ) {
    const job = this.inFlight[worker].get(data.id);
    if (!job) return;
    this.inFlight[worker].delete(data.id);
    if (data.error || !data.frame) {
      job.reject(new Error(data.error ?? 'decode failed'));
      return;
    }
    this.stats[worker].frames++;
    this.stats[worker].busyMs += data.decodeMs ?? 0;
    job.resolve({ ...data.frame, decodeMs: data.decodeMs ?? 0 });
  }

  private failAll(worker: number, error: Error): void {
    for (const job of this.inFlight[worker].values()) job.reject(error);
    this.inFlight[worker].clear();
  }

  dispose(): void {
    this.closed = true;
    this.workers.forEach((w, i) => {
      this.failAll(i, new Error('decoder pool closed'));
      w.terminate();
    });
    URL.revokeObjectURL(this.url);
  }
}

/**
 * Three's meshopt decoder is an ES module ending in `export { MeshoptDecoder };`; a blob worker is a classic script,
 * where its top-level `var MeshoptDecoder` is already a global, so only the export line goes.
 */
export function meshoptAsClassicScript(source: string): string {
  if (!source) return '';
  const stripped = source.replace(/export\s*\{\s*MeshoptDecoder\s*\}\s*;?/, '');
  if (stripped === source) throw new Error('meshopt decoder script: not the expected module');
  return stripped;
}

/** Half the cores, 1–4: decoding must not starve the main thread that draws. */
export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, Math.floor(cores / 2)));
}
