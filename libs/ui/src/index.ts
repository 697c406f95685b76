export * from './api/api-error';
export * from './api/api-client';
export * from './config/runtime-config';
export * from './config/runtime-config-context';
export * from './components/page-spinner';
export * from './components/area-unavailable';
export * from './components/confirm-dialog';
export * from './format/format-local-date-time';
