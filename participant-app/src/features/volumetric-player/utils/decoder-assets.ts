import type { DecoderAssets } from '@vvq/volumetric';
// Three's Draco decoder, built into this app (participant-app/vite.config.ts keeps the URLs relative to the remote),
// so no participant's browser ever fetches code from a CDN.
import wrapperUrl from 'three/examples/jsm/libs/draco/draco_wasm_wrapper.js?url';
import wasmUrl from 'three/examples/jsm/libs/draco/draco_decoder.wasm?url';
// Three's meshopt decoder, for GLB frames with EXT_meshopt_compression (also served by us).
import meshoptUrl from 'three/examples/jsm/libs/meshopt_decoder.module.js?url';

export const DRACO_DECODER: DecoderAssets = { wrapperUrl, wasmUrl, meshoptUrl };
