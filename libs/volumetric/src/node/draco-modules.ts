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
