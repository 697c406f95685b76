// The public surface of the quality module: the only file other modules and the app root import from it.
export { anyRuleOn, type GateRating, type GateThresholds, type GateVerdict } from './gating-rules.js';
export { QualityGateService, type ParticipantFlagState } from './quality-gate.service.js';
export { QualityMarksService, type MarkRecord } from './quality-marks.service.js';
export { QualityModule } from './quality.module.js';
