// Node only (file system, draco3d's Node builds): the import check, the PLY converter and the demo generator.
export * from './check-sequence.js';
export * from './draco-glb.js';
export * from './encode-frame.js';
export * from './ply-reader.js';
export * from './write-sequence.js';
export { dracoDecoderModule, dracoEncoderModule, meshoptDecoderModule } from './draco-modules.js';
export * from './demo-figures.js';
export { SEQUENCE_MANIFEST_FILE } from '../sequence-manifest.js';
