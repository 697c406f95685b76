// The public surface of the privacy module: the only file other modules and the app root import from it.
export { PrivacyModule } from './privacy.module.js';
export { RetentionSchedulerService } from './retention-scheduler.service.js';
export { RetentionService } from './retention.service.js';
