export * from './sequence-manifest.js';
export * from './draco-decode.js';
export * from './frame-ring.js';
export * from './playback-scheduler.js';
export * from './pose-log/index.js';
