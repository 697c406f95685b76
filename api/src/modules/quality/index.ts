// The public surface of the quality module: the only file other modules and the app root import from it.
export { anyRuleOn, type GateRating } from './gating-rules.js';
export { InconsistencyEstimator, type InconsistencyScore } from './inconsistency-estimator.js';
export { InconsistencyEstimatorModule } from './inconsistency-estimator.module.js';
export { flaggedSince, QualityGateService } from './quality-gate.service.js';
export { QualityMarksService } from './quality-marks.service.js';
export { QualityModule } from './quality.module.js';
