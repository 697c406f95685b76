// The public surface of the sessions module: the only file other modules and the app root import from it.
export { ASSIGNMENT_LOCK } from './assignment-lock.js';
export { SessionsModule } from './sessions.module.js';
export { TrialsService } from './trials.service.js';
