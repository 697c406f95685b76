import { createRequire } from 'node:module';

// draco3d is CommonJS with Emscripten globals; loaded once per process and shared.
const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DracoModule = any;

let decoder: Promise<DracoModule> | null = null;
let encoder: Promise<DracoModule> | null = null;

export function dracoDecoderModule(): Promise<DracoModule> {
  decoder ??= require('draco3d').createDecoderModule({}) as Promise<DracoModule>;
  return decoder;
}

export function dracoEncoderModule(): Promise<DracoModule> {
  encoder ??= require('draco3d').createEncoderModule({}) as Promise<DracoModule>;
  return encoder;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let meshopt: Promise<any> | null = null;

/** Three's meshopt decoder (the same file the players' workers load), ready to decode EXT_meshopt_compression. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function meshoptDecoderModule(): Promise<any> {
  meshopt ??= import('three/examples/jsm/libs/meshopt_decoder.module.js').then(async ({ MeshoptDecoder }) => {
    await MeshoptDecoder.ready;
    return MeshoptDecoder;
  });
  return meshopt;
}
