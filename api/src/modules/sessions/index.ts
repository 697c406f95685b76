// The public surface of the sessions module: the only file other modules and the app root import from it.
export { PairJudgementsService } from './pair-judgements.service.js';
export { ReservationSweeperService } from './reservation-sweeper.service.js';
export { SessionsModule } from './sessions.module.js';
export { StudyAllocationService } from './study-allocation.service.js';
export { TrialsService } from './trials.service.js';
export { missedDimensions } from './pair-gold.js';
