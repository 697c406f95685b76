// The public surface of the analysis module: the only file other modules and the app root import from it.
export { AnalysisModule } from './analysis.module.js';
export { MleInconsistencyEstimator } from './mle-inconsistency.estimator.js';
// The maximum-likelihood subjective model as a pure function (no Nest, no database, synchronous): scores in, each
// observer's bias and inconsistency (with 95 % intervals) and each presentation's quality out. For live rater
// gating: ~0.1–0.3 s for 20,000 scores, so callers on the event loop should fit only the scores they need.
export {
  fitSubjectiveModel,
  observerInconsistency,
  type SubjectiveModelObserver,
  type SubjectiveModelOptions,
  type SubjectiveModelPresentation,
  type SubjectiveModelResult,
} from '@vvq/subjective';
export type { ScoreRecord } from '@vvq/subjective';
