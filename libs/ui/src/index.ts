export * from './api/api-error';
export * from './api/api-client';
export * from './config/runtime-config';
export * from './config/runtime-config-context';
