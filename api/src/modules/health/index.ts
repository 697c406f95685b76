// The public surface of the health module: the only file other modules and the app root import from it.
export { HealthModule } from './health.module.js';
