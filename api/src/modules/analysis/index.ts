// The public surface of the analysis module: the only file other modules and the app root import from it.
export { AnalysisModule } from './analysis.module.js';
