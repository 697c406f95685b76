// Pure (no DOM, no three): the API imports this entry to validate and store what the player sends.
export * from './pose-log-types.js';
export * from './pose-log-codec.js';
export * from './pose-log-validator.js';
export * from './pose-log-summary.js';
export * from './pose-log-scan.js';
export * from './pose-log-csv.js';
export * from './pose-log-room.js';
