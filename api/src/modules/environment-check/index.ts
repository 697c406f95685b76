// The public surface of the environment-check module: the only file other modules and the app root import from it.
export { EnvironmentCheckModule } from './environment-check.module.js';
export { EnvironmentCheckService } from './environment-check.service.js';
