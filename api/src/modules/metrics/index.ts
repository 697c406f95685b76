// The public surface of the metrics module: the only file other modules and the app root import from it.
export { MetricsModule } from './metrics.module.js';
