// What the volumetric benches share: headless Chromium drawing WebGL in software (SwiftShader), as this machine's
// browser tests do, and where a given build of @vvq/volumetric starts (a copy of its dist/ or a checkout's folder).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const SOFTWARE_WEBGL_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** The entry of a library build: `DIR/index.js` for a copy of dist/, else `DIR/dist/index.js`. */
export function libraryEntry(dir) {
  return existsSync(resolve(dir, 'index.js')) ? resolve(dir, 'index.js') : resolve(dir, 'dist/index.js');
}
